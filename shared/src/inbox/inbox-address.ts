/**
 * The inbox's state in its address (`/admin/contacts?liste=…&status=…&zustand=…&suche=…&von=…&bis=…
 * &sortierung=…&richtung=…`): a link or a reload opens the same list, and the dashboard's links set
 * the first three (inboxFilterHref). The address is untrusted: anything unknown falls back to the default.
 */
import { inboxFilterParams, parseInboxFilterParams } from '../dashboard/dashboard';
import { INBOX_SEARCH_MAX_LENGTH, type InboxKind } from './inbox';
import { isCalendarDate, type InboxOrder, type InboxSort } from './inbox-range';
import type { DeliveryStatus, DemoStatus } from '../requests/request-records';

export const inboxAddressParams = { ...inboxFilterParams, q: 'suche', from: 'von', to: 'bis', sort: 'sortierung', order: 'richtung' } as const;
/** German words for the sort in the address. */
const sortWords = { date: 'datum', name: 'name' } as const satisfies Record<InboxSort, string>;
const orderWords = { asc: 'auf', desc: 'ab' } as const satisfies Record<InboxOrder, string>;

export interface InboxView {
  list: InboxKind;
  q: string;
  status: DemoStatus | '';
  delivery: DeliveryStatus | '';
  from: string;
  to: string;
  sort: InboxSort;
  order: InboxOrder;
}
export const defaultInboxView: InboxView = { list: 'contacts', q: '', status: '', delivery: '', from: '', to: '', sort: 'date', order: 'desc' };

const keyOf = <T extends string>(words: Record<T, string>, word: string | null): T | undefined =>
  (Object.keys(words) as T[]).find((key) => words[key] === word);

export function parseInboxAddress(params: URLSearchParams): InboxView {
  const linked = parseInboxFilterParams(params);
  const date = (name: string): string => {
    const value = params.get(name) ?? '';
    return isCalendarDate(value) ? value : '';
  };
  const from = date(inboxAddressParams.from);
  const to = date(inboxAddressParams.to);
  const list = linked.list ?? defaultInboxView.list;
  return {
    list,
    q: (params.get(inboxAddressParams.q) ?? '').slice(0, INBOX_SEARCH_MAX_LENGTH),
    // The status belongs to demo requests only.
    status: list === 'demo-requests' ? (linked.status ?? '') : '',
    delivery: linked.delivery ?? '',
    from,
    // A reversed range keeps only its start.
    to: from && to && to < from ? '' : to,
    sort: keyOf(sortWords, params.get(inboxAddressParams.sort)) ?? defaultInboxView.sort,
    order: keyOf(orderWords, params.get(inboxAddressParams.order)) ?? defaultInboxView.order,
  };
}

/** The address's query of a view; defaults are left out (a plain `/admin/contacts` is the default view). */
export function inboxAddressSearch(view: InboxView): URLSearchParams {
  const params = new URLSearchParams({ [inboxAddressParams.list]: view.list });
  if (view.status) params.set(inboxAddressParams.status, view.status);
  if (view.delivery) params.set(inboxAddressParams.delivery, view.delivery);
  if (view.q.trim()) params.set(inboxAddressParams.q, view.q.trim());
  if (view.from) params.set(inboxAddressParams.from, view.from);
  if (view.to) params.set(inboxAddressParams.to, view.to);
  if (view.sort !== defaultInboxView.sort) params.set(inboxAddressParams.sort, sortWords[view.sort]);
  if (view.order !== defaultInboxView.order) params.set(inboxAddressParams.order, orderWords[view.order]);
  return params;
}
