import { useEffect, useState, type ReactNode } from 'react';
import { INBOX_SEARCH_MAX_LENGTH, defaultInboxView, demoStatusLabels, demoStatuses, deliveryStatusLabels, deliveryStatuses, inboxMessages, inboxTexts, type InboxView } from '@rufbereit/shared';
import { Button } from '../../../components/ui/button';
import { useDebouncedCallback } from '../../../hooks/use-debounced-callback';
import { inboxPanelTexts as p } from '../../../content/texts/back-office';

/** Typing pauses this long before the search runs (one request per word, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;
const fieldClass = 'rounded-md border border-slate-400 bg-white px-3 py-2 text-sm';
const labelClass = 'text-sm font-semibold text-slate-800';

/** Search, filters and date range of one list; each applies as it changes (no 'Suchen' button). */
export function InboxFilterBar({ view, onChange, label, actions }: { view: InboxView; onChange: (next: InboxView) => void; label: string; actions?: ReactNode }) {
  const id = (name: string) => `${view.list}-${name}`;
  const [q, setQ] = useState(view.q);
  // The address changed from outside (back, a link, reset): the field follows.
  useEffect(() => setQ((typed) => (typed.trim() === view.q ? typed : view.q)), [view.q]);
  const applySearch = useDebouncedCallback((text: string) => onChange({ ...view, q: text.trim() }), SEARCH_DEBOUNCE_MS);
  // The dates as typed: a reversed range is not applied (the address would drop its end silently and the
  // list would show what the staff member did not ask for); it stays in the fields and the bar says why.
  const [range, setRange] = useState({ from: view.from, to: view.to });
  useEffect(() => setRange({ from: view.from, to: view.to }), [view.from, view.to]);
  const reversed = range.from !== '' && range.to !== '' && range.to < range.from;
  const setDate = (field: 'from' | 'to', value: string) => {
    const next = { ...range, [field]: value };
    setRange(next);
    if (!(next.from && next.to && next.to < next.from)) onChange({ ...view, ...next });
  };
  const rangeProblem = reversed ? { 'aria-invalid': true, 'aria-describedby': id('range-error') } : {};
  const filtered = view.q || view.status || view.delivery || view.from || view.to || reversed;
  return (
    <form onSubmit={(event) => event.preventDefault()} className="flex flex-wrap items-end gap-3" role="search" aria-label={p.searchLabel(label)}>
      <div className="flex flex-col gap-1">
        <label htmlFor={id('q')} className={labelClass}>
          {inboxTexts.searchLabel}
        </label>
        <input
          id={id('q')}
          type="search"
          maxLength={INBOX_SEARCH_MAX_LENGTH}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            applySearch(e.target.value);
          }}
          className={`${fieldClass} w-64 max-w-full`}
        />
      </div>
      {view.list === 'demo-requests' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={id('status')} className={labelClass}>
            Status
          </label>
          <select id={id('status')} value={view.status} onChange={(e) => onChange({ ...view, status: e.target.value as InboxView['status'] })} className={fieldClass}>
            <option value="">{inboxTexts.filterAll}</option>
            {demoStatuses.map((s) => (
              <option key={s} value={s}>
                {demoStatusLabels[s]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={id('delivery')} className={labelClass}>
          {p.deliveryFilter}
        </label>
        <select id={id('delivery')} value={view.delivery} onChange={(e) => onChange({ ...view, delivery: e.target.value as InboxView['delivery'] })} className={fieldClass}>
          <option value="">{inboxTexts.filterAll}</option>
          {deliveryStatuses.map((s) => (
            <option key={s} value={s}>
              {deliveryStatusLabels[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id('from')} className={labelClass}>
          {inboxTexts.fromLabel}
        </label>
        <input id={id('from')} type="date" value={range.from} max={range.to || undefined} onChange={(e) => setDate('from', e.target.value)} className={fieldClass} {...rangeProblem} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id('to')} className={labelClass}>
          {inboxTexts.toLabel}
        </label>
        <input id={id('to')} type="date" value={range.to} min={range.from || undefined} onChange={(e) => setDate('to', e.target.value)} className={fieldClass} {...rangeProblem} />
      </div>
      {reversed && (
        <p id={id('range-error')} role="alert" className="w-full text-sm font-medium text-red-800">
          {inboxMessages.badRange}
        </p>
      )}
      {filtered && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setRange({ from: '', to: '' });
            onChange({ ...defaultInboxView, list: view.list, sort: view.sort, order: view.order });
          }}
        >
          {inboxTexts.resetFilters}
        </Button>
      )}
      {actions}
    </form>
  );
}
