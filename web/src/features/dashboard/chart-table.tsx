/** A chart's figures as a table (its text alternative), each cell linked to what it counts where the inbox can show it. */
import { Link } from 'react-router-dom';
import { dashboardKinds, dashboardTexts, inboxFilterHref, type KindCounts } from '@rufbereit/shared';
import { TableScrollRegion } from '../../components/ui/table-scroll-region';
import { formatCount } from './format';

/** Intro calls have no list in the inbox: their figure is plain text. */
const inboxLinkOf = { contact: inboxFilterHref({ list: 'contacts' }), demo_request: inboxFilterHref({ list: 'demo-requests' }), intro_call: undefined } as const;

export function KindCountsTable({ caption, firstColumn, rows }: { caption: string; firstColumn: string; rows: ReadonlyArray<{ key: string; label: string } & KindCounts> }) {
  return (
    <TableScrollRegion label={caption} className="max-h-80 overflow-y-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">{firstColumn}</th>
            {dashboardKinds.map((kind) => (
              <th key={kind} scope="col" className="px-3 py-2 text-right font-semibold">
                {dashboardTexts.kindLabels[kind]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap text-slate-800">{row.label}</th>
              {dashboardKinds.map((kind) => (
                <td key={kind} className="px-3 py-1.5 text-right tabular-nums text-slate-900">
                  {formatCount(row[kind])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}

/** The 90-day totals, each a link to its list in the inbox. */
export function KindTotals({ totals }: { totals: KindCounts }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {dashboardKinds.map((kind) => {
        const href = inboxLinkOf[kind];
        const figure = <span className="text-3xl font-bold tabular-nums text-slate-900">{formatCount(totals[kind])}</span>;
        return (
          <div key={kind} className="rounded-xl border border-slate-200 bg-white p-4" data-testid={`total-${kind}`}>
            <dt className="text-sm font-semibold text-slate-700">{dashboardTexts.kindLabels[kind]}</dt>
            <dd className="mt-1">{href ? (
                <Link to={href} className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                  {figure}
                  <span className="sr-only"> {dashboardTexts.showInInbox}</span>
                </Link>
              ) : (
                figure
              )}</dd>
          </div>
        );
      })}
    </dl>
  );
}
