import { PRICE_PER_MINUTE_MAX_EUR, PRICE_PER_MINUTE_MIN_EUR, siteSettings, TRIAL_DAYS } from '@rufbereit/shared';
import { Container } from '../../components/ui/container';
import type { Rating } from '../../content/types';
import { JsonLdScript } from '../../components/json-ld-script';
import { ratings } from '../../content/ratings';
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
    <section aria-label="Über den KI-Telefonassistenten" className="border-b border-slate-200 bg-slate-50">
      <Container className="py-3">
        <p className="text-center text-xs leading-relaxed text-slate-700 sm:text-sm">
          <strong className="font-semibold text-slate-900">{siteSettings.brandName}</strong> – der
          KI-Telefonassistent für Salons, Studios und Praxen: nimmt Anrufe rund um die Uhr an, bucht Termine direkt
          in Ihren Kalender und bestätigt per SMS – in über 50 Sprachen, DSGVO-konform auf deutschen Servern.{' '}
          {euro(PRICE_PER_MINUTE_MIN_EUR)} bis {euro(PRICE_PER_MINUTE_MAX_EUR)} pro Minute, {TRIAL_DAYS} Tage
          kostenlos testen.
        </p>
      </Container>
      <JsonLdScript data={softwareApplicationData({ rating })} />
    </section>
  );
}
