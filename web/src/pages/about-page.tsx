import { ArrowRight } from 'lucide-react';
import { siteSettings } from '@rufbereit/shared';
import { about } from '../content/about';
import { Container } from '../components/ui/container';
import { PageSection } from '../components/ui/page-section';
import { ClosingCta } from './blocks/closing-cta';
import { ContentLinkButton } from './blocks/content-link';
import { IconCardGrid } from './blocks/icon-card-grid';
import { HeroActions, PageHero } from './blocks/page-hero';
import { FounderQuote } from './about/founder-quote';
import type { PageProps } from './page-props';

/**
 * /ueber-uns (alias /about), spec: screens: hero "KI Made in Germany" with a contact button, vision
 * and mission with two value cards and the founder's quote, three values, the company story and a
 * closing call to action. Header and footer come from the app layout.
 */
export default function AboutPage(_props: PageProps) {
  const { hero, visionMission, values, story, closingCta } = about;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle}>
        <HeroActions>
          <ContentLinkButton link={hero.cta} trailing={<ArrowRight aria-hidden="true" className="size-5" />} />
        </HeroActions>
      </PageHero>

      <PageSection id="vision-mission" heading={visionMission.heading} align="left">
        {/* Side by side only from 1280 px: below, the value cards' titles would not fit their half. */}
        <div className="grid gap-10 xl:grid-cols-2">
          <div className="space-y-8">
            {[visionMission.vision, visionMission.mission].map((block) => (
              <div key={block.title}>
                <h3 className="text-2xl font-semibold text-slate-900">{block.title}</h3>
                <p className="mt-3 text-lg leading-relaxed text-slate-700">{block.text}</p>
              </div>
            ))}
          </div>
          <IconCardGrid items={visionMission.valueCards} columns={2} />
        </div>
        <FounderQuote {...visionMission.founderQuote} />
      </PageSection>

      <PageSection id="werte" heading={values.heading} intro={values.intro} muted>
        <IconCardGrid items={values.items} />
      </PageSection>

      <section id="geschichte" aria-labelledby="geschichte-heading" className="py-16 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <div className="max-w-3xl">
            <h2 id="geschichte-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {story.heading}
            </h2>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </div>
          <dl className="grid content-start gap-4 self-start rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <div>
              <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{story.facts.founded}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{siteSettings.foundingYear}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{story.facts.seat}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{siteSettings.address.city}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{story.facts.company}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{siteSettings.legalName}</dd>
            </div>
          </dl>
        </Container>
      </section>

      <ClosingCta
        id="kontakt-aufnehmen"
        title={closingCta.title}
        text={closingCta.text}
        primary={{ label: closingCta.label, href: closingCta.href }}
      />
    </>
  );
}
