import { Container } from '../../components/ui/container';
import { benefitClaims, benefitsHeading } from '../../content/landing/benefits';

/** Landing-page section 'benefits': the marketing figures as tiles. */
export function BenefitsSection() {
  return (
    <section id="benefits" aria-labelledby="benefits-heading" className="bg-brand-900 py-20 text-white">
      <Container>
        <div className="mx-auto mb-12 max-w-3xl text-center">
          <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-brand-200">{benefitsHeading.eyebrow}</p>
          <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {benefitsHeading.title}
          </h2>
          <p className="mt-4 text-lg text-brand-100">
            {benefitsHeading.intro}
          </p>
        </div>
        <ul className="grid gap-4 break-words hyphens-auto sm:grid-cols-2 lg:grid-cols-5">
          {benefitClaims.map(({ icon: Icon, value, label, description }) => (
            <li key={`${value} ${label}`} className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/15">
              <Icon aria-hidden="true" className="mb-3 size-6 text-brand-200" />
              <p className="text-2xl font-bold leading-tight">
                {value} <span className="block text-base font-semibold text-brand-100">{label}</span>
              </p>
              <p className="mt-2 text-sm text-brand-100">{description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
