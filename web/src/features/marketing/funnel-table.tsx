/** Sources (a campaign, a site, a page) with visits → requests → won deals and the rate of each step. */
import { marketingTexts as t, type FunnelFigures } from '@rufbereit/shared';
import { FigureTable, figureCellClass as cell } from '../../components/ui/figure-table';
import { formatCount, formatEuro, formatRate } from './format';

export interface FunnelRow extends FunnelFigures {
  key: string;
  label: string;
  /** A second line under the label (a page's title under its path). */
  detail?: string;
  /** Page views, for pages and industries. */
  pageviews?: number;
}

export function FunnelTable({ caption, firstColumn, visitsLabel = t.visits, rows, withPageviews = false, testId }: {
  caption: string;
  firstColumn: string;
  visitsLabel?: string;
  rows: readonly FunnelRow[];
  withPageviews?: boolean;
  testId: string;
}) {
  return (
    <FigureTable
      caption={caption}
      testId={testId}
      firstColumn={firstColumn}
      columns={[withPageviews && t.pageviews, visitsLabel, t.requests, t.visitToRequest, t.won, t.wonValue, t.requestToWon]}
      stickyHead
      className="max-h-96 overflow-y-auto"
    >
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
    </FigureTable>
  );
}
