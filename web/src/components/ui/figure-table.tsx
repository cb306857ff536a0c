import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { TableScrollRegion } from './table-scroll-region';

/** A figure's cell: right-aligned digits of one width, on one line. */
export const figureCellClass = 'px-3 py-1.5 text-right tabular-nums text-slate-900 whitespace-nowrap';

interface FigureTableProps {
  /** Names the scroll region and is the table's (visually hidden) caption. */
  caption: string;
  testId?: string;
  /** The heading of the row headers' column (a stage, a form, a recording). */
  firstColumn: ReactNode;
  /** The figures' column headings; `false` leaves out an optional column. */
  columns: readonly (ReactNode | false)[];
  /** Column headings on one line (the default); off where a long heading may wrap. */
  nowrap?: boolean;
  /** The heading row stays in view while a long table scrolls in its region. */
  stickyHead?: boolean;
  /** Classes of the scroll region (a maximum height). */
  className?: string;
  /** The rows (`<tr>` with a `<th scope="row">` and one cell per column). */
  children: ReactNode;
}

/**
 * The back office's table of figures (marketing's recordings, forms and funnels; the dashboard's demo
 * funnel): a named scroll region, a caption, a heading row, then the feature's rows.
 */
export function FigureTable({ caption, testId, firstColumn, columns, nowrap = true, stickyHead = false, className, children }: FigureTableProps) {
  const head = clsx('px-3 py-2 text-right font-semibold', nowrap && 'whitespace-nowrap');
  return (
    <TableScrollRegion label={caption} className={className}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className={clsx(stickyHead && 'sticky top-0', 'bg-slate-50 text-slate-800')}>
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {firstColumn}
            </th>
            {columns.map((column, index) =>
              column === false ? null : (
                <th key={index} scope="col" className={head}>
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScrollRegion>
  );
}
