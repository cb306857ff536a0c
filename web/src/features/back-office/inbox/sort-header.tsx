import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { InboxOrder, InboxSort, InboxView } from '@rufbereit/shared';
import { inboxPanelTexts as p } from '../../../content/texts/back-office';

/** Which way a column sorts when first chosen: newest first, names A–Z. */
const firstOrder: Record<InboxSort, InboxOrder> = { date: 'desc', name: 'asc' };

/**
 * A column header that sorts the list: a button (keyboard), the state on the header as `aria-sort`
 * (read out by screen readers); choosing the sorted column again reverses it.
 */
interface SortProps {
  column: InboxSort;
  label: string;
  buttonLabel: string;
  view: InboxView;
  onChange: (next: InboxView) => void;
}

export function SortHeader(props: SortProps) {
  const { column, view } = props;
  const active = view.sort === column;
  return (
    <th scope="col" className="px-3 py-2 font-semibold" aria-sort={active ? (view.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <SortButton {...props} />
    </th>
  );
}

/** The sort button alone: in the table's header, and above the phone's cards (with `aria-pressed`, having no header to carry `aria-sort`). */
export function SortButton({ column, label, buttonLabel, view, onChange, pressed }: SortProps & { pressed?: boolean }) {
  const active = view.sort === column;
  const Icon = !active ? ArrowUpDown : view.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      title={buttonLabel}
      aria-pressed={pressed}
      className="inline-flex items-center gap-1 rounded font-semibold hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      onClick={() => onChange({ ...view, sort: column, order: active ? (view.order === 'asc' ? 'desc' : 'asc') : firstOrder[column] })}
    >
      {label}
      {/* Above the phone's cards no header carries aria-sort: the direction is part of the button's name. */}
      {pressed && <span className="sr-only">{` (${view.order === 'asc' ? p.sortAscending : p.sortDescending})`}</span>}
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
