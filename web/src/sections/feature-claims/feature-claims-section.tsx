import { Check } from 'lucide-react';
import { PageSection } from '../../components/ui/page-section';
import { featureClaims, featureClaimsHeading } from '../../content/landing/feature-claims';

/** Landing-page section 'features': the six feature claims as cards. */
export function FeatureClaimsSection() {
  return (
    <PageSection id="features" className="py-20" eyebrow={featureClaimsHeading.eyebrow} heading={featureClaimsHeading.title} intro={featureClaimsHeading.intro}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {featureClaims.map(({ icon: Icon, title, description, points }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-700">{description}</p>
            {points && (
              <ul className="mt-3 space-y-1.5">
                {points.map((point) => (
                  <li key={point} className="flex items-start gap-2 text-slate-700">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    {point}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
