import { Container } from '../../components/ui/container';
import { SectionHeading } from '../../components/ui/section-heading';
import { testAgentsContent } from '../../content/landing/test-agents';
import { TestAgentsCarousel } from './test-agents-carousel';

/** Test agents (anchor #test-agents): the carousel of live-test assistants on the landing page. */
export function TestAgentsSection() {
  return (
    <section id="test-agents" aria-labelledby="test-agents-heading" className="bg-slate-50 py-20 sm:py-28">
      <Container>
        <SectionHeading id="test-agents-heading" eyebrow={testAgentsContent.eyebrow} title={testAgentsContent.heading} intro={testAgentsContent.intro} />
        <TestAgentsCarousel />
      </Container>
    </section>
  );
}
