import { contentIcons } from '../../content/icon-map';
import type { GuaranteePhase } from '../../content/guarantee';

/**
 * The guarantee timeline (spec: states): configuration phase, guarantee period, refund. An ordered
 * list, so assistive technology announces the steps in order and their count; the connecting line
 * and the step numbers are decoration (the list already carries the order).
 */
export function GuaranteeTimeline({ phases, labelledBy }: { phases: readonly GuaranteePhase[]; labelledBy: string }) {
  return (
    <div className="relative">
      <div
        aria-hidden="true"
        className="absolute top-6 bottom-6 left-[23px] w-0.5 bg-brand-200 lg:top-6 lg:right-[16.66%] lg:bottom-auto lg:left-[16.66%] lg:h-0.5 lg:w-auto"
      />
      <ol aria-labelledby={labelledBy} className="relative grid gap-10 lg:grid-cols-3 lg:gap-8">
        {phases.map((phase, index) => {
          const Icon = contentIcons[phase.icon];
          return (
            <li key={phase.title} className="flex gap-5 lg:flex-col lg:items-center lg:text-center">
              <span className="relative inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white ring-8 ring-white">
                <Icon aria-hidden="true" className="size-6" />
                <span
                  aria-hidden="true"
                  className="absolute -top-2 -right-2 inline-flex size-6 items-center justify-center rounded-full bg-white text-xs font-bold text-brand-800 ring-2 ring-brand-700"
                >
                  {index + 1}
                </span>
              </span>
              <div>
                <p className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{phase.duration}</p>
                <h3 className="mt-3 text-xl font-semibold text-slate-900">{phase.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{phase.description}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
