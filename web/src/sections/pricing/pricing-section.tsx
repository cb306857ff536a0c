import { Link } from 'react-router-dom';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Check from 'lucide-react/icons/check';
import { PageSection } from '../../components/ui/page-section';
import { buttonClasses } from '../../components/ui/button';
import { SectionLink } from '../../components/section-link';
import { JsonLdScript } from '../../components/json-ld-script';
import { PlanCard } from './plan-card';
import { pricingContent, standardPlan } from '../../content/landing/pricing';
import { buildPricingJsonLd } from '../../content/landing/pricing-structured-data';

/** Pricing (anchor #pricing): the one Standard plan, its terms and the free-trial call to action. */
export function PricingSection() {
  return (
    <PageSection id="pricing" className="bg-slate-50 py-20 sm:py-28" eyebrow={pricingContent.eyebrow} heading={pricingContent.heading} intro={pricingContent.intro} before={<JsonLdScript data={buildPricingJsonLd()} />}>
      <PlanCard
        plan={standardPlan}
        perMinuteLabel={pricingContent.perMinute}
        popularLabel={pricingContent.popularBadge}
        featuresHeading={pricingContent.featuresHeading}
      >
        <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 border-t border-slate-200 pt-6 text-sm font-medium text-slate-700">
          {pricingContent.terms.map((term) => (
            <li key={term} className="inline-flex items-center gap-1.5">
              <Check aria-hidden="true" className="size-4 text-brand-700" />
              {term}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col items-center gap-3 text-center">
          <p className="font-semibold text-slate-900">{pricingContent.trial}</p>
          <SectionLink section={pricingContent.ctaTarget} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
            {pricingContent.cta}
          </SectionLink>
          <Link
            to={pricingContent.guaranteePath}
            className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <BadgeCheck aria-hidden="true" className="size-4" />
            {pricingContent.guarantee}
          </Link>
        </div>
      </PlanCard>
    </PageSection>
  );
}
