import { Check } from 'lucide-react';
import { PageSection } from '../../components/ui/page-section';
import type { BranchContent } from '../../content/branches';
import { contentIcons } from '../../content/icon-map';
import { revealItem, useReveal } from './use-reveal';

type Features = NonNullable<BranchContent['features']>;

/** Feature grid (the dental page's six product features). */
export function BranchFeatures({ features }: { features: Features }) {
  const { ref, phase } = useReveal<HTMLUListElement>();
  return (
    <PageSection id="features" className="bg-slate-50 py-16 sm:py-20" eyebrow="Funktionen" heading={features.heading}>
      <ul ref={ref} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.items.map((feature, index) => {
          const Icon = feature.icon ? contentIcons[feature.icon] : Check;
          const reveal = revealItem(phase, index);
          return (
            <li key={feature.title} className={`flex gap-4 rounded-2xl bg-white p-6 ring-1 ring-slate-200 ${reveal.className}`} style={reveal.style}>
              <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-1 text-slate-700">{feature.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
