import { PageSection } from '../../components/ui/page-section';
import { IndustryCard } from './industry-card';
import { industriesInGroup, industriesTexts, industryGroups } from '../../content/landing/industries';

/** Landing-page section 'industries': every industry page, grouped, the live-demo ones marked. */
export function IndustriesSection() {
  return (
    <PageSection id="industries" className="bg-slate-50 py-20" eyebrow={industriesTexts.eyebrow} heading={industriesTexts.title} intro={industriesTexts.intro}>
      <div className="space-y-12">
        {industryGroups.map((group) => (
          <div key={group.id}>
            <h3 id={`industries-${group.id}`} className="mb-4 text-xl font-semibold text-slate-900">
              {group.title}
            </h3>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {industriesInGroup(group.id).map((industry) => (
                <IndustryCard key={industry.slug} industry={industry} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </PageSection>
  );
}
