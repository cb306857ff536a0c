/** Visitors and page views per day: totals, the chart with its summary sentence, and its table. */
import { useId } from 'react';
import { marketingTexts as t, type MarketingBody } from '@rufbereit/shared';
import { TableScrollRegion } from '../../components/ui/table-scroll-region';
import { formatCount, formatDayLong, formatDayShort } from './format';
import { VisitsChart, seriesColors } from './visits-chart';

export function VisitsSection({ data }: { data: MarketingBody }) {
  const summaryId = useId();
  const summary = t.visitsSummary(data.totals.visitors, data.totals.pageviews, data.days.length);
  return (
    <section aria-labelledby="marketing-visits" className="space-y-4">
      <h2 id="marketing-visits" className="text-xl font-bold text-slate-900">{t.visitsHeading}</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {([
          ['visitors', t.visitors, formatCount(data.totals.visitors)],
          ['pageviews', t.pageviews, formatCount(data.totals.pageviews)],
          ['requests', t.requests, formatCount(data.totals.requests)],
          ['won', t.won, formatCount(data.totals.won)],
        ] as const).map(([key, label, value]) => (
          <div key={key} className="rounded-xl border border-slate-200 bg-white p-4" data-testid={`marketing-total-${key}`}>
            <dt className="text-sm font-semibold text-slate-700">{label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <p id={summaryId} className="text-sm text-slate-700">{summary}</p>
        <ul aria-label={t.visitsHeading} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
          {(['visitors', 'pageviews'] as const).map((series) => (
            <li key={series} className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: seriesColors[series] }} />
              {t[series]}
            </li>
          ))}
        </ul>
        <div className="mt-3">
          <VisitsChart days={data.days} labelledBy={summaryId} />
          <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
            <span>{data.days[0] && formatDayShort(data.days[0].day)}</span>
            <span>{data.days.at(-1) && formatDayShort(data.days.at(-1)?.day ?? '')}</span>
          </div>
        </div>
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-brand-800">{t.showTable}</summary>
          <div className="mt-3">
            <TableScrollRegion label={t.visitsHeading} className="max-h-80 overflow-y-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t.visitsHeading}</caption>
                <thead className="sticky top-0 bg-slate-50 text-slate-800">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">{t.dayColumn}</th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">{t.visitors}</th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">{t.pageviews}</th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">{t.requests}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...data.days].reverse().map((d) => (
                    <tr key={d.day} className="border-t border-slate-100">
                      <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap text-slate-800">{formatDayLong(d.day)}</th>
                      <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(d.visitors)}</td>
                      <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(d.pageviews)}</td>
                      <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(d.requests)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScrollRegion>
          </div>
        </details>
      </div>
    </section>
  );
}
