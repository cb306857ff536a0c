import { Container } from '../../components/ui/container';
import { SectionHeading } from '../../components/ui/section-heading';
import { IndustryCard } from './industry-card';
import { industriesInGroup, industryGroups } from './industries-data';

/** Landing-page section 'industries': every industry page, grouped, the live-demo ones marked. */
export function IndustriesSection() {
  return (
    <section id="industries" aria-labelledby="industries-heading" className="bg-slate-50 py-20">
      <Container>
        <SectionHeading
          id="industries-heading"
          eyebrow="Branchen"
          title="Für Ihre Branche gemacht"
          intro="Ob Salon, Praxis oder Studio: Der KI-Telefonassistent kennt die typischen Anliegen Ihrer Kundschaft und bucht Termine so, wie Ihr Betrieb arbeitet."
        />
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
      </Container>
    </section>
  );
}
