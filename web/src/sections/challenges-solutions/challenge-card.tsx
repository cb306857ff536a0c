import type { ChallengeItem } from '../../content/landing/challenges';

interface ChallengeCardProps {
  item: ChallengeItem;
  challengeLabel: string;
  solutionLabel: string;
}

/** One challenge, its solution and the figure that proves it; lifts and highlights on hover. */
export function ChallengeCard({ item, challengeLabel, solutionLabel }: ChallengeCardProps) {
  const Icon = item.icon;
  return (
    <article className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition duration-200 hover:border-brand-500 hover:shadow-lg motion-safe:hover:-translate-y-1">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-800 transition-colors group-hover:bg-brand-700 group-hover:text-white"
        >
          <Icon className="size-6" />
        </span>
        <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
      </div>
      <dl className="mt-4 flex-1 space-y-3">
        <div>
          <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{challengeLabel}</dt>
          <dd className="mt-1 text-slate-700">{item.challenge}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold uppercase tracking-wide text-brand-700">{solutionLabel}</dt>
          <dd className="mt-1 text-slate-700">{item.solution}</dd>
        </div>
      </dl>
      <p className="mt-5 border-t border-slate-200 pt-4">
        <span className="text-3xl font-extrabold text-brand-700">{item.metric.value}</span>{' '}
        <span className="font-medium text-slate-700">{item.metric.label}</span>
      </p>
    </article>
  );
}
