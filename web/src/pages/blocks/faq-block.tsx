import type { FaqItem } from '../../content/types';
import { FaqAccordion } from '../../components/ui/faq-accordion';
import { faqPageData } from '../../seo/faq-page-data';
import { JsonLdScript } from '../../components/json-ld-script';
import { PageSection } from '../../components/ui/page-section';

/**
 * Questions of a content page as an accordion, plus schema.org FAQPage data in the page: the
 * accordion renders only the open answer, so the data puts every answer into the prerendered HTML.
 * (It lives in the page chunk rather than in <head>, so the content stays out of the main bundle.)
 */
export function FaqBlock({ id, heading, items, muted }: { id: string; heading: string; items: readonly FaqItem[]; muted?: boolean }) {
  return (
    <PageSection id={id} heading={heading} muted={muted}>
      <div className="mx-auto max-w-3xl">
        <FaqAccordion items={items} />
      </div>
      <JsonLdScript data={faqPageData(items)} />
    </PageSection>
  );
}
