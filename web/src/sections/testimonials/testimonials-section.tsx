import { Quote } from 'lucide-react';
import { PageSection } from '../../components/ui/page-section';
import { StarRating } from './star-rating';
import type { Testimonial } from '../../content/landing/testimonial';
import { testimonials as defaultTestimonials, testimonialsTexts } from '../../content/landing/testimonials';

/** Landing-page section 'testimonials': customer quotes with star rating. */
export function TestimonialsSection({ items = defaultTestimonials }: { items?: readonly Testimonial[] }) {
  return (
    <PageSection id="testimonials" className="bg-slate-50 py-20" eyebrow={testimonialsTexts.eyebrow} heading={testimonialsTexts.title} intro={testimonialsTexts.intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <StarRating rating={t.rating} />
                <Quote aria-hidden="true" className="size-7 text-brand-200" />
              </div>
              <blockquote className="mt-4 flex-1 text-slate-800">
                <p>„{t.content}“</p>
              </blockquote>
              <figcaption className="mt-6">
                <span className="block font-semibold text-slate-900">{t.name}</span>
                <span className="block text-sm text-slate-600">{t.position}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
