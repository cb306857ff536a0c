/** Sources (a campaign, a site, a page) with visits → requests → won deals and the rate of each step. */
import { marketingTexts as t, type FunnelFigures } from '@rufbereit/shared';
import { TableScrollRegion } from '../../components/ui/table-scroll-region';
import { formatCount, formatEuro, formatRate } from './format';

export interface FunnelRow extends FunnelFigures {
  key: string;
  label: string;
  /** A second line under the label (a page's title under its path). */
  detail?: string;
  /** Page views, for pages and industries. */
  pageviews?: number;
}

const cell = 'px-3 py-1.5 text-right tabular-nums text-slate-900 whitespace-nowrap';
const head = 'px-3 py-2 text-right font-semibold whitespace-nowrap';

export function FunnelTable({ caption, firstColumn, visitsLabel = t.visits, rows, withPageviews = false, testId }: {
  caption: string;
  firstColumn: string;
  visitsLabel?: string;
  rows: readonly FunnelRow[];
  withPageviews?: boolean;
  testId: string;
}) {
  return (
    <TableScrollRegion label={caption} className="max-h-96 overflow-y-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">{firstColumn}</th>
            {withPageviews && <th scope="col" className={head}>{t.pageviews}</th>}
            <th scope="col" className={head}>{visitsLabel}</th>
            <th scope="col" className={head}>{t.requests}</th>
            <th scope="col" className={head}>{t.visitToRequest}</th>
            <th scope="col" className={head}>{t.won}</th>
            <th scope="col" className={head}>{t.wonValue}</th>
            <th scope="col" className={head}>{t.requestToWon}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-1.5 font-normal break-all text-slate-800">
                {row.label}
                {row.detail && <span className="block text-xs break-normal text-slate-600">{row.detail}</span>}
              </th>
              {withPageviews && <td className={cell}>{formatCount(row.pageviews ?? 0)}</td>}
              <td className={cell}>{formatCount(row.visits)}</td>
              <td className={cell}>{formatCount(row.requests)}</td>
              <td className={cell}>{formatRate(row.visitToRequest, t.noRate)}</td>
              <td className={cell}>{formatCount(row.won)}</td>
              <td className={cell}>{formatEuro(row.wonValue)}</td>
              <td className={cell}>{formatRate(row.requestToWon, t.noRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}
