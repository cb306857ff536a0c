import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import CheckCircle from 'lucide-react/icons/circle-check';
import { splitIntoColumns, type PlanCard as PlanCardData } from '../../content/landing/pricing';

interface PlanCardProps {
  plan: PlanCardData;
  perMinuteLabel: string;
  popularLabel: string;
  featuresHeading: string;
  /** Terms, call to action and guarantee, below the features. */
  children?: ReactNode;
}

/** A pricing plan: title, price per minute, description and its features in two sorted columns. */
export function PlanCard({ plan, perMinuteLabel, popularLabel, featuresHeading, children }: PlanCardProps) {
  const columns = splitIntoColumns(plan.features);
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        'relative mx-auto max-w-4xl rounded-2xl bg-white p-6 shadow-lg sm:p-10',
        plan.popular ? 'border-2 border-brand-600' : 'border border-slate-200',
      )}
    >
      {plan.popular && (
        <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-4 py-1 text-sm font-semibold text-white">
          {popularLabel}
        </p>
      )}
      <div className="text-center">
        <h3 id={titleId} className="text-2xl font-bold text-slate-900">
          {plan.title}
        </h3>
        <p className="mt-4">
          <span className="whitespace-nowrap text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{plan.priceText}</span>{' '}
          <span className="text-lg font-medium text-slate-600">{perMinuteLabel}</span>
        </p>
        <p className="mx-auto mt-4 max-w-xl text-slate-700">{plan.description}</p>
      </div>

      <h4 className="mt-8 text-lg font-semibold text-slate-900">{featuresHeading}</h4>
      <div className="mt-4 grid gap-x-8 gap-y-4 md:grid-cols-2" data-testid="plan-feature-columns">
        {columns.map((column, columnIndex) => (
          <ul key={columnIndex} className="space-y-4">
            {column.map((feature) => (
              <li key={feature.title} className="flex gap-3">
                <CheckCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div>
                  <p className="font-semibold text-slate-900">{feature.title}</p>
                  <p className="text-sm text-slate-600">{feature.description}</p>
                </div>
              </li>
            ))}
          </ul>
        ))}
      </div>
      {children}
    </article>
  );
}
