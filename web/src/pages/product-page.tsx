import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { productRatings } from '../seo/product-ratings';
import { ClosingCta } from './blocks/closing-cta';
import { ContentLinkButton } from './blocks/content-link';
import { FaqBlock } from './blocks/faq-block';
import { IconCardGrid } from './blocks/icon-card-grid';
import { HeroActions, PageHero } from './blocks/page-hero';
import { PageSection } from '../components/ui/page-section';
import { HowItWorksSteps } from './product/how-it-works';
import { isProductPageId, productPages } from './product/product-content';
import { RatingLine } from './product/rating-line';
import type { PageProps } from './page-props';
import { productPageTexts } from '../content/product-page';

/**
 * /terminvergabe (alias /ki-terminbuchung) and /ki-telefonassistent: one component, the content
 * chosen by the route id. Hero → figures → benefits → how it works → features → industries → FAQ → CTA.
 */
export default function ProductPage({ route }: PageProps) {
  if (!isProductPageId(route.id)) throw new Error(`No product page content for route ${route.id}`);
  const content = productPages[route.id];
  const { hero, stats, howItWorks, features, industries, cta } = content;
  // Backgrounds alternate after the (grey) "how it works" section, whichever optional sections exist.
  const optionalBefore = [features, industries].filter(Boolean).length;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle}>
        <HeroActions>
          <ContentLinkButton link={hero.primaryCta} trailing={<ArrowRight aria-hidden="true" className="size-5" />} />
          <ContentLinkButton link={hero.secondaryCta} className={buttonClasses('outline', 'lg')} />
        </HeroActions>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-slate-700">
          {hero.trustNotes.map((note) => (
            <li key={note} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-5 text-emerald-700" />
              {note}
            </li>
          ))}
        </ul>
        <RatingLine rating={productRatings[route.id]} />
      </PageHero>

      <section aria-label={productPageTexts.statsLabel} className="border-y border-slate-200 bg-white">
        <Container className="py-10">
          <ul className="grid grid-cols-2 gap-x-4 gap-y-8 text-center lg:grid-cols-4">
            {stats.map((stat) => (
              <li key={stat.description}>
                <p className="text-2xl font-extrabold tracking-tight text-brand-700 sm:text-4xl">{stat.metric}</p>
                <p className="mt-2 text-slate-700">{stat.description}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <PageSection id="vorteile" heading={content.benefitsHeading} intro={content.benefitsIntro}>
        <IconCardGrid items={content.benefits} />
      </PageSection>

      <PageSection id="so-funktioniert-es" heading={howItWorks.heading} intro={howItWorks.intro} muted>
        <HowItWorksSteps steps={howItWorks.steps} labelledBy="so-funktioniert-es-heading" />
        {howItWorks.note && <p className="mt-8 text-center text-lg font-medium text-slate-800">{howItWorks.note}</p>}
      </PageSection>

      {features && (
        <PageSection id="funktionen" heading={features.heading} intro={features.intro}>
          <IconCardGrid items={features.items} />
        </PageSection>
      )}

      {industries && (
        <PageSection id="branchen" heading={industries.heading} muted={Boolean(features)}>
          <ul className="flex flex-wrap justify-center gap-3">
            {industries.links.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="inline-block rounded-full border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </PageSection>
      )}

      <FaqBlock id="faq" heading={productPageTexts.faqHeading} items={content.faq} muted={optionalBefore % 2 === 1} />

      <ClosingCta
        id="jetzt-starten"
        title={cta.title}
        text={cta.text}
        primary={{ label: cta.primaryLabel, href: cta.primaryHref }}
        secondary={{ label: cta.secondaryLabel, href: cta.secondaryHref }}
      />
    </>
  );
}
