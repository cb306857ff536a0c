import { PageSection } from '../../components/ui/page-section';
import type { FaqItem } from '../../content/types';
import { JsonLdScript } from '../../components/json-ld-script';
import { FaqAccordion } from '../../components/ui/faq-accordion';
import { landingFaq, landingFaqHeading } from '../../content/landing/faq';
import { faqPageData } from '../../seo/faq-page-data';

/** Landing-page section 'faq': accordion plus FAQPage structured data. */
export function FaqSection({ items = landingFaq }: { items?: readonly FaqItem[] }) {
  return (
    <PageSection
      id="faq"
      className="py-20"
      containerClassName="max-w-3xl"
      eyebrow={landingFaqHeading.eyebrow}
      heading={landingFaqHeading.title}
      intro={landingFaqHeading.intro}
      after={<JsonLdScript data={faqPageData(items)} />}
    >
      <FaqAccordion items={items} />
    </PageSection>
  );
}
