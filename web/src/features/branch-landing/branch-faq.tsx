import { Container } from '../../components/ui/container';
import { SectionHeading } from '../../components/ui/section-heading';
import type { FaqItem } from '../../content/types';
import { FaqAccordion } from '../../components/ui/faq-accordion';
import { branchLandingTexts } from '../../content/texts/public-forms';

/**
 * The FAQ accordion: one answer open at a time, collapsible (Radix, type single). Its FAQPage
 * structured data is in <head> (seo/branch-head.ts), so every answer is in the HTML for search engines.
 */
export function BranchFaq({ items }: { items: readonly FaqItem[] }) {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="bg-slate-50 py-16 sm:py-20">
      <Container className="max-w-3xl">
        <SectionHeading id="faq-heading" eyebrow="FAQ" title={branchLandingTexts.faqHeading} />
        <FaqAccordion items={items} />
      </Container>
    </section>
  );
}
