import { PageSection } from '../../components/ui/page-section';
import type { FaqItem } from '../../content/types';
import { FaqAccordion } from '../../components/ui/faq-accordion';
import { branchLandingTexts } from '../../content/texts/public-forms';

/**
 * The FAQ accordion: one answer open at a time, collapsible (Radix, type single). Its FAQPage
 * structured data is in <head> (seo/branch-head.ts), so every answer is in the HTML for search engines.
 */
export function BranchFaq({ items }: { items: readonly FaqItem[] }) {
  return (
    <PageSection id="faq" className="bg-slate-50 py-16 sm:py-20" containerClassName="max-w-3xl" eyebrow="FAQ" heading={branchLandingTexts.faqHeading}>
      <FaqAccordion items={items} />
    </PageSection>
  );
}
