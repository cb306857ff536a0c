import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { ArrowDown, Check, CircleCheck, House, PhoneCall } from 'lucide-react';
import { buttonClasses } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { DemoForm } from '../features/demo-form/demo-form';
import { scrollToSection } from '../lib/scroll';
import { testAgentsContent } from '../content/landing/test-agents';
import { TestAgentsCarousel } from '../sections/test-agents/test-agents-carousel';
import { HeroActions, PageHero } from './blocks/page-hero';
import { PageSection } from '../components/ui/page-section';
import { AgentRecording } from './free-trial/agent-recording';
import { freeTrialContent } from '../content/free-trial';
import type { PageProps } from './page-props';
import { pagePath } from '../lib/page-path';

/** Anchor of the form section (spec route table: #demo-heading; the form itself has id demo-form). */
const FORM_HEADING_ID = 'demo-heading';

/** Scrolls to the form and moves the focus there, so keyboard users continue where they looked. */
function goToForm(event: MouseEvent<HTMLAnchorElement>) {
  if (!scrollToSection(FORM_HEADING_ID)) return; // let the browser follow the anchor
  event.preventDefault();
  document.getElementById(FORM_HEADING_ID)?.focus({ preventScroll: true });
}

/**
 * /kostenlos-testen: hero, the demo assistants (carousel with sample recordings, shared selection),
 * the demo-request form (#demo-heading, form #demo-form), and the note that the number stays.
 */
export default function FreeTrialPage(_props: PageProps) {
  const { hero, agents, form, integration } = freeTrialContent;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle}>
        <HeroActions>
          <a href={`#${FORM_HEADING_ID}`} onClick={goToForm} className={buttonClasses('primary', 'lg')}>
            {hero.primary}
            <ArrowDown aria-hidden="true" className="size-5" />
          </a>
          <Link to={hero.secondaryHref} className={buttonClasses('outline', 'lg')}>
            {hero.secondary}
          </Link>
        </HeroActions>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-slate-700">
          {hero.trustNotes.map((note) => (
            <li key={note} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-5 text-emerald-700" />
              {note}
            </li>
          ))}
        </ul>
      </PageHero>

      <PageSection id={agents.id} eyebrow={agents.eyebrow} heading={agents.heading} intro={agents.intro} muted>
        <TestAgentsCarousel
          // Demo numbers are handed out on request: on this page the slide's button leads to the form.
          requestLink={{ href: pagePath('freeTrial', { hash: FORM_HEADING_ID }), label: testAgentsContent.requestLabel }}
          renderSlideExtra={(agent) => <AgentRecording agent={agent} />}
        />
      </PageSection>

      <section id="demo" aria-labelledby={FORM_HEADING_ID} className="py-16 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-[3fr_2fr]">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id={FORM_HEADING_ID} tabIndex={-1} className="scroll-mt-20 text-3xl font-bold tracking-tight text-slate-900 focus:outline-none">
              {form.heading}
            </h2>
            <p className="mt-3 mb-6 text-slate-700">{form.intro}</p>
            <DemoForm labelledBy={FORM_HEADING_ID} />
          </div>
          <aside aria-labelledby="demo-benefits-heading" className="lg:pt-8">
            <h3 id="demo-benefits-heading" className="text-xl font-bold text-slate-900">
              {form.benefitsHeading}
            </h3>
            <ul className="mt-4 space-y-3">
              {form.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3 text-slate-700">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {benefit}
                </li>
              ))}
            </ul>
          </aside>
        </Container>
      </section>

      <section id={integration.id} aria-labelledby={`${integration.id}-heading`} className="bg-brand-50 py-16 sm:py-20">
        <Container className="max-w-4xl text-center">
          <PhoneCall aria-hidden="true" className="mx-auto size-10 text-brand-700" />
          <h2 id={`${integration.id}-heading`} className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {integration.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{integration.text}</p>
          <ul className="mt-6 flex flex-col items-center gap-2 sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-6">
            {integration.points.map((point) => (
              <li key={point} className="flex items-center gap-2 text-slate-800">
                <Check aria-hidden="true" className="size-5 text-emerald-700" />
                {point}
              </li>
            ))}
          </ul>
          <Link to={pagePath('home')} className={buttonClasses('primary', 'lg', 'mt-8')}>
            <House aria-hidden="true" className="size-5" />
            {integration.back}
          </Link>
        </Container>
      </section>
    </>
  );
}
