/** The median time to staff's first action, and the next booked intro calls. */
import { dashboardTexts, introCallSlotLabel, type DashboardBody } from '@rufbereit/shared';

export function FirstActionCard({ firstAction }: { firstAction: DashboardBody['firstAction'] }) {
  return (
    <section aria-labelledby="dashboard-first-action" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="dashboard-first-action" className="text-lg font-bold text-slate-900">{dashboardTexts.firstActionHeading}</h2>
      <p className="mt-2 text-slate-800" data-testid="first-action">
        {firstAction.medianMinutes === null ? dashboardTexts.firstActionNone : dashboardTexts.medianText(firstAction.medianMinutes, firstAction.count)}
      </p>
    </section>
  );
}

export function UpcomingCalls({ calls }: { calls: DashboardBody['upcomingIntroCalls'] }) {
  return (
    <section aria-labelledby="dashboard-upcoming" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="dashboard-upcoming" className="text-lg font-bold text-slate-900">{dashboardTexts.upcomingHeading}</h2>
      {calls.length === 0 ? (
        <p className="mt-2 text-slate-700">{dashboardTexts.upcomingNone}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" data-testid="upcoming-calls">
          {calls.map((call) => (
            <li key={call.slot} className="py-2 text-sm">
              <time dateTime={call.slot} className="block font-semibold text-slate-900">{introCallSlotLabel(call.slot)}</time>
              <span className="block break-words text-slate-800">{call.name}</span>
              {/* Address and number each on their own line: a long address broken inside one line with the
                  number made the two links overlap on a phone. Each at least 24 px high (WCAG 2.5.8): at
                  20 px of line the two stacked links were targets too small to tell apart with a finger. */}
              <a href={`mailto:${call.email}`} className="block w-fit max-w-full py-0.5 break-all text-slate-700 underline underline-offset-4">{call.email}</a>
              <a href={`tel:${call.phone.replace(/\s+/g, '')}`} className="block w-fit min-w-6 py-0.5 text-slate-700 underline underline-offset-4">{call.phone}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
