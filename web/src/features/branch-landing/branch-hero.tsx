import { Container } from '../../components/ui/container';
import type { BranchContent } from '../../content/branches';
import { BranchHeroImage } from '../../components/branch-hero-image';
import { CtaLinks } from './cta-links';
import { branchLandingTexts } from '../../content/texts/public-forms';

/** Eyebrow, page heading, subtitle, the calls to action and the branch's hero image. */
export function BranchHero({ content }: { content: BranchContent }) {
  const { hero, cta, slug, sectionIds } = content;
  return (
    <section aria-labelledby="branch-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2 lg:gap-14">
        <div>
          <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-brand-700">{hero.eyebrow}</p>
          <h1 id="branch-heading" className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-5 text-lg text-slate-700">{hero.subtitle}</p>
          <CtaLinks cta={cta} className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap" />
          {sectionIds?.benefits && (
            <p className="mt-5">
              {/* A plain in-page anchor: works before hydration and without JavaScript. */}
              <a
                href={`#${sectionIds.benefits}`}
                className="font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {branchLandingTexts.allBenefits}
              </a>
            </p>
          )}
        </div>
        <BranchHeroImage branch={slug} fallbackAlt={hero.imageAlt} priority className="lg:justify-self-end lg:w-full" />
      </Container>
    </section>
  );
}
