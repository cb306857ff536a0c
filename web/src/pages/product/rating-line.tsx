import { Star } from 'lucide-react';
import type { Rating } from '../../content/types';
import { productPageTexts } from '../../content/product-page';

const decimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat('de-DE');

/** "4,8 von 5 Sternen · 127 Bewertungen": the rating the page's structured data declares, visible. */
export function RatingLine({ rating }: { rating: Rating }) {
  return (
    <p className="mt-6 flex items-center gap-2 text-slate-700">
      <Star aria-hidden="true" className="size-5 fill-amber-400 text-amber-500" />
      <span>
        <strong className="font-semibold text-slate-900">{productPageTexts.ratingStars(decimal.format(rating.value))}</strong> ·{' '}
        {productPageTexts.ratingCount(integer.format(rating.count))}
      </span>
    </p>
  );
}
