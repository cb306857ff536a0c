import { PageSection } from '../../components/ui/page-section';
import type { BranchContent } from '../../content/branches';
import { contentIcons } from '../../content/icon-map';
import { revealItem, useReveal } from './use-reveal';

/** The benefit cards (id 'benefits', the dental page links to it). */
export function BranchBenefits({ content }: { content: BranchContent }) {
  const { ref, phase } = useReveal<HTMLUListElement>();
  return (
    <PageSection id={content.sectionIds?.benefits ?? 'benefits'} headingId="benefits-heading" className="py-16 sm:py-20" eyebrow="Vorteile" heading={content.benefitsHeading}>
      <ul ref={ref} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {content.benefits.map((benefit, index) => {
          const Icon = contentIcons[benefit.icon];
          const reveal = revealItem(phase, index);
          return (
            <li key={benefit.title} className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${reveal.className}`} style={reveal.style}>
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{benefit.title}</h3>
              <p className="mt-2 text-slate-700">{benefit.description}</p>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
