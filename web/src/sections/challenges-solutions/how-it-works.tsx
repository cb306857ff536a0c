import Clock from 'lucide-react/icons/clock';
import { challengesContent, howItWorksSteps } from '../../content/landing/challenges';

/** The four-step "So funktioniert es" strip with the note that a whole call takes under 2 minutes. */
export function HowItWorks() {
  return (
    <div className="rounded-2xl bg-slate-50 p-6 sm:p-8">
      <h3 className="text-xl font-semibold text-slate-900">{challengesContent.howItWorksHeading}</h3>
      <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {howItWorksSteps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white">
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-slate-900">{step.title}</p>
              <p className="mt-1 text-sm text-slate-700">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 inline-flex items-center gap-2 font-medium text-brand-800">
        <Clock aria-hidden="true" className="size-5" />
        {challengesContent.duration}
      </p>
    </div>
  );
}
