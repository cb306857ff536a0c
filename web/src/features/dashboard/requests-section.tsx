/** Requests of the last 90 days: totals, a chart per day or week with its summary and its table. */
import { useId, useState } from 'react';
import { dashboardKinds, dashboardTexts, type DashboardBody } from '@rufbereit/shared';
import { KindCountsTable, KindTotals } from './chart-table';
import { formatDayLong, formatDayShort, formatWeek } from './format';
import { RequestsChart, kindColors } from './requests-chart';

type Period = 'day' | 'week';

export function RequestsSection({ data }: { data: DashboardBody }) {
  const [period, setPeriod] = useState<Period>('week');
  const summaryId = useId();
  const { totals } = data;
  const rows =
    period === 'day'
      ? data.days.map((d) => ({ ...d, key: d.day, label: formatDayLong(d.day), short: formatDayShort(d.day) }))
      : data.weeks.map((w) => ({ ...w, key: w.week, label: formatWeek(w.week, w.monday), short: formatWeek(w.week, w.monday) }));
  const summary = dashboardTexts.requestsSummary(totals.contact, totals.demo_request, totals.intro_call);
  return (
    <section aria-labelledby="dashboard-requests" className="space-y-4">
      <h2 id="dashboard-requests" className="text-xl font-bold text-slate-900">{dashboardTexts.requestsHeading}</h2>
      <KindTotals totals={totals} />
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p id={summaryId} className="text-sm text-slate-700" data-testid="requests-summary">{summary}</p>
          <div role="group" aria-label={dashboardTexts.requestsHeading} className="flex gap-1">
            {(['week', 'day'] as const).map((p) => (
              <button
                key={p}
                type="button"
                aria-pressed={period === p}
                onClick={() => setPeriod(p)}
                className={`rounded-md px-3 py-1.5 text-sm font-semibold ${period === p ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`}
              >
                {p === 'day' ? dashboardTexts.perDay : dashboardTexts.perWeek}
              </button>
            ))}
          </div>
        </div>
        <ul aria-label={dashboardTexts.legend} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
          {dashboardKinds.map((kind) => (
            <li key={kind} className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: kindColors[kind] }} />
              {dashboardTexts.kindLabels[kind]}
            </li>
          ))}
        </ul>
        <div className="mt-3">
          <RequestsChart rows={rows} labelledBy={summaryId} />
          <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
            <span>{rows[0]?.short}</span>
            <span>{rows.at(-1)?.short}</span>
          </div>
        </div>
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-brand-800">{dashboardTexts.showTable}</summary>
          <div className="mt-3">
            <KindCountsTable
              caption={`${dashboardTexts.requestsHeading} – ${period === 'day' ? dashboardTexts.perDay : dashboardTexts.perWeek}`}
              firstColumn={period === 'day' ? dashboardTexts.dayColumn : dashboardTexts.weekColumn}
              rows={[...rows].reverse()}
            />
          </div>
        </details>
      </div>
    </section>
  );
}
