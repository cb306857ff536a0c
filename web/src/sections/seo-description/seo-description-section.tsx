import { PRICE_PER_MINUTE_MAX_EUR, PRICE_PER_MINUTE_MIN_EUR, siteSettings, TRIAL_DAYS } from '@rufbereit/shared';
import { Container } from '../../components/ui/container';
import type { Rating } from '../../content/types';
import { JsonLdScript } from '../../components/json-ld-script';
import { ratings } from '../../content/ratings';
import { seoDescriptionTexts as t } from '../../content/landing/seo-description';
import { softwareApplicationData } from '../../seo/software-application-data';
import { formatDecimalDe } from '../../lib/format-de';

const euro = (value: number): string => `${formatDecimalDe(value)}\u202F€`;

interface SeoDescriptionSectionProps {
  /** Rating for the structured data; the home page uses 5 from 1000. */
  rating?: Rating;
}

/**
 * Compact, visible description of the product for search engines and readers, with the
 * SoftwareApplication structured data of the home page. First block of the landing page.
 */
export function SeoDescriptionSection({ rating = ratings.home }: SeoDescriptionSectionProps) {
  return (
    <section aria-label={t.label} className="border-b border-slate-200 bg-slate-50">
      <Container className="py-3">
        <p className="text-center text-xs leading-relaxed text-slate-700 sm:text-sm">
          <strong className="font-semibold text-slate-900">{siteSettings.brandName}</strong> {t.lead}{' '}
          {t.price(euro(PRICE_PER_MINUTE_MIN_EUR), euro(PRICE_PER_MINUTE_MAX_EUR), TRIAL_DAYS)}
        </p>
      </Container>
      <JsonLdScript data={softwareApplicationData({ rating })} />
    </section>
  );
}
