import { Star } from 'lucide-react';
import { clsx } from 'clsx';
import { MAX_RATING } from '../../content/landing/testimonial';
import { testimonialsTexts } from '../../content/landing/testimonials';

/** Stars with a text alternative: "5 von 5 Sternen". Out-of-range ratings are clamped to 1..5. */
export function StarRating({ rating }: { rating: number }) {
  const stars = Math.min(MAX_RATING, Math.max(1, Math.round(rating)));
  return (
    <div role="img" aria-label={testimonialsTexts.stars(stars, MAX_RATING)} className="flex gap-0.5">
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={clsx('size-5', i < stars ? 'fill-amber-400 text-amber-500' : 'fill-slate-200 text-slate-300')}
        />
      ))}
    </div>
  );
}
