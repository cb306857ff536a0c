import type { StepItem } from '../../content/types';

/** Numbered steps as an ordered list; the visible numbers repeat what the list order already says. */
export function HowItWorksSteps({ steps, labelledBy }: { steps: readonly StepItem[]; labelledBy: string }) {
  return (
    <ol aria-labelledby={labelledBy} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
