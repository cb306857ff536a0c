import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { demoStatusLabels, inboxBulkTexts, inboxNewsTexts, inboxTexts, mailOutcomeLabels, servicePreferenceLabels, type ExportFormat, type InboxView, type ServicePreference } from '@rufbereit/shared';
import { Button } from '../../../components/ui/button';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { QueryFailed, QueryLoading } from '../../../components/ui/query-status';
import { useInboxNews } from '../../../lib/inbox-news/inbox-news';
import { DeliveryStatus, MailOutcomeBadge } from './delivery-status';
import { formatCreated } from './format';
import { downloadExport, failureText, fetchPage, inProgress, inboxKeys } from './api';
import { InboxFilterBar } from './inbox-filter-bar';
import { RequestDetail } from './request-detail';
import { SelectAllBox } from './select-all-box';
import { SelectionBar } from './selection-bar';
import { SortHeader } from './sort-header';
import { inboxPanelTexts as p } from '../../../content/texts/back-office';

/** One list of the inbox: search, filters, sort, CSV export, rows with 'Weitere laden', the detail panel. */
export function InboxList({ view, onChange }: { view: InboxView; onChange: (next: InboxView) => void }) {
  const { list: kind, ...filters } = view;
  const [openId, setOpenId] = useState<string>();
  // Ticked rows (ids, in the order ticked); a new filter or sort starts a new selection.
  const [selected, setSelected] = useState<string[]>([]);
  const viewKey = JSON.stringify(view);
  useEffect(() => setSelected([]), [viewKey]);
  const toggle = (id: string, on: boolean) => setSelected((ids) => (on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)));
  const [exporting, setExporting] = useState(false);
  const list = useInfiniteQuery({
    queryKey: inboxKeys.list(kind, filters),
    queryFn: ({ pageParam }) => fetchPage(kind, filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    // While the next filter's rows load, the last ones stay (no flash of 'loading' on each key).
    placeholderData: keepPreviousData,
    // Back in the inbox, the list asks again at once: what arrived while away is on top (live inbox).
    refetchOnMount: 'always',
    // New attempts of CRM and mail show up without a reload while any shown row is under way.
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.items.some((r) => inProgress(r.crm.status) || inProgress(r.mail.status))) ? 5000 : false,
  });
  // Live inbox: when the list's newest request changes, the list asks again (new rows on top).
  const { news, lastVisit } = useInboxNews();
  // '' while unknown, 'none' for an empty list: the first answer only sets the mark.
  const newest = news ? (news[kind].newest ?? 'none') : '';
  const seenNewest = useRef(newest);
  const { refetch } = list;
  useEffect(() => {
    if (newest === seenNewest.current) return;
    const before = seenNewest.current;
    seenNewest.current = newest;
    if (before !== '') void refetch();
  }, [newest, refetch]);
  const isNew = (createdAt: string): boolean => lastVisit !== undefined && createdAt > lastVisit;
  const label = kind === 'contacts' ? 'Kontaktanfragen' : 'Demo-Anfragen';
  const exportAs = async (format: ExportFormat) => {
    setExporting(true);
    try {
      await downloadExport(kind, filters, format);
    } catch (error) {
      toast.error(p.exportFailed, { description: error instanceof Error ? failureText(error) : undefined });
    } finally {
      setExporting(false);
    }
  };
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="space-y-4">
      <InboxFilterBar
        view={view}
        onChange={onChange}
        label={label}
        actions={
          <>
            <Button variant="outline" size="sm" disabled={exporting} onClick={() => void exportAs('csv')}>
              {inboxTexts.exportCsv}
            </Button>
            <Button variant="outline" size="sm" disabled={exporting} onClick={() => void exportAs('xlsx')}>
              {inboxTexts.exportXlsx}
            </Button>
          </>
        }
      />

      {selected.length > 0 && <SelectionBar kind={kind} ids={selected} onClear={() => setSelected([])} />}
      {list.isPending && <QueryLoading rows={4} />}
      {list.isError && <QueryFailed title={inboxTexts.loadFailed} error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && rows.length === 0 && <p className="text-slate-700">{inboxTexts.empty}</p>}
      {rows.length > 0 && (
        <TableScrollRegion label={label}>
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
            <caption className="sr-only">{label}</caption>
            <thead className="bg-slate-50 text-slate-800">
              <tr>
                <th scope="col" className="w-10 px-3 py-2">
                  <SelectAllBox rowIds={rows.map((r) => r.id)} selected={selected} onChange={setSelected} />
                </th>
                <SortHeader column="name" label={inboxTexts.columnName} buttonLabel={inboxTexts.sortByName} view={view} onChange={onChange} />
                <th scope="col" className="px-3 py-2 font-semibold">Kontakt</th>
                <th scope="col" className="px-3 py-2 font-semibold">{kind === 'contacts' ? 'Leistung' : 'Status'}</th>
                <SortHeader column="date" label={inboxTexts.columnCreated} buttonLabel={inboxTexts.sortByDate} view={view} onChange={onChange} />
                <th scope="col" className="px-3 py-2 font-semibold">CRM</th>
                <th scope="col" className="px-3 py-2 font-semibold">E-Mail</th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <span className="sr-only">Aktion</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {rows.map((row) => (
                <tr key={row.id} data-testid="request-row" className="align-top">
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      aria-label={inboxBulkTexts.selectRow(row.name)}
                      checked={selected.includes(row.id)}
                      onChange={(e) => toggle(row.id, e.target.checked)}
                    />
                  </td>
                  <td className="px-3 py-2">
                    <span data-testid="request-name" className="font-medium text-slate-900">{row.name}</span>
                    {isNew(row.createdAt) && (
                      <span data-testid="new-request-mark" className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                        {inboxNewsTexts.newRow}
                      </span>
                    )}
                    {row.company && <span className="block text-slate-700">{row.company}</span>}
                  </td>
                  <td className="px-3 py-2 text-slate-800">
                    <span className="block">{row.email}</span>
                    {row.phone && <span className="block">{row.phone}</span>}
                  </td>
                  <td className="px-3 py-2 text-slate-800">
                    {row.status ? demoStatusLabels[row.status] : (servicePreferenceLabels[row.servicePreference as ServicePreference] ?? '–')}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-800">
                    <time dateTime={row.createdAt}>{formatCreated(row.createdAt)}</time>
                  </td>
                  <td className="px-3 py-2">
                    <DeliveryStatus channel="crm" state={row.crm} />
                  </td>
                  <td className="px-3 py-2">
                    <DeliveryStatus channel="mail" state={row.mail} />
                    {row.mail.introCallOutcome && (
                      <p className="mt-1 text-xs">
                        <MailOutcomeBadge outcome={row.mail.introCallOutcome} label={p.introCallMail(mailOutcomeLabels[row.mail.introCallOutcome])} testId="intro-call-mail-outcome" />
                      </p>
                    )}
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Button variant="outline" size="sm" aria-label={p.detailsOf(row.name)} onClick={() => setOpenId(row.id)}>
                      Details
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollRegion>
      )}
      {list.hasNextPage && (
        <Button variant="outline" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? inboxTexts.loadingMore : inboxTexts.loadMore}
        </Button>
      )}
      {openId && <RequestDetail kind={kind} id={openId} onClose={() => setOpenId(undefined)} />}
    </div>
  );
}
