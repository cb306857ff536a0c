import { demoStatusLabels, inboxBulkTexts, inboxNewsTexts, inboxTexts, mailOutcomeLabels, servicePreferenceLabels, type InboxRow, type InboxView, type ServicePreference } from '@rufbereit/shared';
import { Button } from '../../../components/ui/button';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { DeliveryStatus, MailOutcomeBadge } from './delivery-status';
import { formatCreated } from './format';
import { SelectAllBox } from './select-all-box';
import { SortButton, SortHeader } from './sort-header';
import { inboxPanelTexts as p } from '../../../content/texts/back-office';

export interface InboxRowsProps {
  kind: InboxView['list'];
  label: string;
  rows: readonly InboxRow[];
  view: InboxView;
  onChange: (next: InboxView) => void;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onToggle: (id: string, on: boolean) => void;
  isNew: (createdAt: string) => boolean;
  onOpen: (id: string) => void;
}

/** A demo request's status, or a contact request's service. */
const statusOf = (row: InboxRow): string =>
  row.status ? demoStatusLabels[row.status] : (servicePreferenceLabels[row.servicePreference as ServicePreference] ?? '–');

function RowBox({ row, selected, onToggle }: { row: InboxRow; selected: string[]; onToggle: InboxRowsProps['onToggle'] }) {
  return (
    <input
      type="checkbox"
      className="size-4 accent-brand-700"
      aria-label={inboxBulkTexts.selectRow(row.name)}
      checked={selected.includes(row.id)}
      onChange={(e) => onToggle(row.id, e.target.checked)}
    />
  );
}

function NameCell({ row, isNew }: { row: InboxRow; isNew: boolean }) {
  return (
    <>
      <span data-testid="request-name" className="font-medium text-slate-900">{row.name}</span>
      {isNew && (
        <span data-testid="new-request-mark" className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
          {inboxNewsTexts.newRow}
        </span>
      )}
      {row.company && <span className="block text-slate-700">{row.company}</span>}
    </>
  );
}

function MailCell({ row }: { row: InboxRow }) {
  return (
    <>
      <DeliveryStatus channel="mail" state={row.mail} />
      {row.mail.introCallOutcome && (
        <p className="mt-1 text-xs">
          <MailOutcomeBadge outcome={row.mail.introCallOutcome} label={p.introCallMail(mailOutcomeLabels[row.mail.introCallOutcome])} testId="intro-call-mail-outcome" />
        </p>
      )}
    </>
  );
}

function DetailsButton({ row, onOpen, className }: { row: InboxRow; onOpen: InboxRowsProps['onOpen']; className?: string }) {
  return (
    <Button variant="outline" size="sm" className={className} aria-label={p.detailsOf(row.name)} onClick={() => onOpen(row.id)}>
      {p.details}
    </Button>
  );
}

/** From 768 px: the rows as a table (sortable headers, one line per request). */
export function InboxTable({ kind, label, rows, view, onChange, selected, onSelect, onToggle, isNew, onOpen }: InboxRowsProps) {
  return (
    <TableScrollRegion label={label}>
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-slate-800">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <SelectAllBox rowIds={rows.map((r) => r.id)} selected={selected} onChange={onSelect} />
            </th>
            <SortHeader column="name" label={inboxTexts.columnName} buttonLabel={inboxTexts.sortByName} view={view} onChange={onChange} />
            <th scope="col" className="px-3 py-2 font-semibold">{p.columnContact}</th>
            <th scope="col" className="px-3 py-2 font-semibold">{kind === 'contacts' ? p.columnService : p.columnStatus}</th>
            <SortHeader column="date" label={inboxTexts.columnCreated} buttonLabel={inboxTexts.sortByDate} view={view} onChange={onChange} />
            <th scope="col" className="px-3 py-2 font-semibold">{p.columnCrm}</th>
            <th scope="col" className="px-3 py-2 font-semibold">{p.columnMail}</th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">{p.columnAction}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {rows.map((row) => (
            <tr key={row.id} data-testid="request-row" className="align-top">
              <td className="px-3 py-2">
                <RowBox row={row} selected={selected} onToggle={onToggle} />
              </td>
              <td className="px-3 py-2">
                <NameCell row={row} isNew={isNew(row.createdAt)} />
              </td>
              <td className="px-3 py-2 text-slate-800">
                <span className="block">{row.email}</span>
                {row.phone && <span className="block">{row.phone}</span>}
              </td>
              <td className="px-3 py-2 text-slate-800">{statusOf(row)}</td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-800">
                <time dateTime={row.createdAt}>{formatCreated(row.createdAt)}</time>
              </td>
              <td className="px-3 py-2">
                <DeliveryStatus channel="crm" state={row.crm} />
              </td>
              <td className="px-3 py-2">
                <MailCell row={row} />
              </td>
              <td className="px-3 py-2 text-right">
                <DetailsButton row={row} onOpen={onOpen} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}

/**
 * Below 768 px: one card per request, nothing to scroll sideways. The status (or service) and the
 * arrival time at the top, the contact under the name, CRM and mail below, the details (the main
 * action) across the card's foot. The sort buttons and 'select all' sit above the list.
 */
export function InboxCards({ kind, label, rows, view, onChange, selected, onSelect, onToggle, isNew, onOpen }: InboxRowsProps) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-800">
        <label className="inline-flex items-center gap-2">
          <SelectAllBox rowIds={rows.map((r) => r.id)} selected={selected} onChange={onSelect} />
          <span aria-hidden="true">{p.selectAllShort}</span>
        </label>
        <span className="flex flex-wrap items-center gap-3">
          <span>{p.sortBy}</span>
          <SortButton column="name" label={inboxTexts.columnName} buttonLabel={inboxTexts.sortByName} view={view} onChange={onChange} pressed={view.sort === 'name'} />
          <SortButton column="date" label={inboxTexts.columnCreated} buttonLabel={inboxTexts.sortByDate} view={view} onChange={onChange} pressed={view.sort === 'date'} />
        </span>
      </div>
      <ul aria-label={label} className="space-y-3">
        {rows.map((row) => (
          <li key={row.id} data-testid="request-row" data-card className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
            <div className="flex items-start gap-3">
              <RowBox row={row} selected={selected} onToggle={onToggle} />
              <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                <NameCell row={row} isNew={isNew(row.createdAt)} />
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-slate-800">
              <dt className="font-semibold">{kind === 'contacts' ? p.columnService : p.columnStatus}</dt>
              <dd data-testid="request-status">{statusOf(row)}</dd>
              <dt className="font-semibold">{inboxTexts.columnCreated}</dt>
              <dd>
                <time dateTime={row.createdAt}>{formatCreated(row.createdAt)}</time>
              </dd>
              <dt className="font-semibold">{p.columnContact}</dt>
              <dd className="[overflow-wrap:anywhere]">
                <span className="block">{row.email}</span>
                {row.phone && <span className="block">{row.phone}</span>}
              </dd>
              <dt className="font-semibold">{p.columnCrm}</dt>
              <dd>
                <DeliveryStatus channel="crm" state={row.crm} />
              </dd>
              <dt className="font-semibold">{p.columnMail}</dt>
              <dd>
                <MailCell row={row} />
              </dd>
            </dl>
            <DetailsButton row={row} onOpen={onOpen} className="mt-3 w-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}
