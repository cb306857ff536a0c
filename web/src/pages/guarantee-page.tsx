import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { guarantee } from '../content/guarantee';
import { buttonClasses } from '../components/ui/button';
import { ClosingCta } from './blocks/closing-cta';
import { ContentLinkButton } from './blocks/content-link';
import { FaqBlock } from './blocks/faq-block';
import { HeroActions, PageHero } from './blocks/page-hero';
import { PageSection } from '../components/ui/page-section';
import { GuaranteeTimeline } from './guarantee/guarantee-timeline';
import type { PageProps } from './page-props';

/** /zufriedenheitsgarantie (alias /garantie): the guarantee, its timeline, conditions and questions. */
export default function GuaranteePage(_props: PageProps) {
  const { hero, timeline, conditions, faqHeading, faq, cta } = guarantee;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle}>
        <HeroActions>
          <ContentLinkButton link={hero.primaryCta} trailing={<ArrowRight aria-hidden="true" className="size-5" />} />
          <ContentLinkButton link={hero.secondaryCta} className={buttonClasses('outline', 'lg')} />
        </HeroActions>
      </PageHero>

      <PageSection id="ablauf" heading={timeline.heading} intro={timeline.intro}>
        <GuaranteeTimeline phases={timeline.phases} labelledBy="ablauf-heading" />
      </PageSection>

      <PageSection id="bedingungen" heading={conditions.heading} intro={conditions.intro} muted>
        <ul className="mx-auto max-w-3xl space-y-4">
          {conditions.items.map((item) => (
            <li key={item} className="flex gap-3 rounded-xl bg-white p-4 text-slate-700 shadow-sm ring-1 ring-slate-200">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
              <span className="leading-relaxed">{item}</span>
            </li>
          ))}
        </ul>
      </PageSection>

      <FaqBlock id="fragen" heading={faqHeading} items={faq} />

      <ClosingCta
        id="garantie-starten"
        title={cta.title}
        text={cta.text}
        primary={{ label: cta.primaryLabel, href: cta.primaryHref }}
        secondary={{ label: cta.secondaryLabel, href: cta.secondaryHref }}
      />
    </>
  );
}
