import { Container } from '../../components/ui/container';
import { SectionHeading } from '../../components/ui/section-heading';
import type { FaqItem } from '../../content/types';
import { JsonLdScript } from '../../components/json-ld-script';
import { FaqAccordion } from '../../components/ui/faq-accordion';
import { landingFaq } from './faq-data';
import { faqPageData } from '../../seo/faq-page-data';

/** Landing-page section 'faq': accordion plus FAQPage structured data. */
export function FaqSection({ items = landingFaq }: { items?: readonly FaqItem[] }) {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="py-20">
      <Container className="max-w-3xl">
        <SectionHeading
          id="faq-heading"
          eyebrow="FAQ"
          title="Häufig gestellte Fragen"
          intro="Die wichtigsten Antworten rund um Preise, Einrichtung, Datenschutz und Funktionen."
        />
        <FaqAccordion items={items} />
      </Container>
      <JsonLdScript data={faqPageData(items)} />
    </section>
  );
}
