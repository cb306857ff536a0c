import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { inboxTexts, type ExportFormat, type InboxView } from '@rufbereit/shared';
import { Button } from '../../../components/ui/button';
import { QueryFailed, QueryLoading } from '../../../components/ui/query-status';
import { useInboxNews } from '../../../lib/inbox-news/inbox-news';
import { useIsWide } from '../../../hooks/use-media-query';
import { downloadExport, failureText, inProgress, inboxListQueryOptions } from './api';
import { InboxFilterBar } from './inbox-filter-bar';
import { RequestDetail } from './request-detail';
import { InboxCards, InboxTable } from './inbox-rows';
import { SelectionBar } from './selection-bar';
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
    ...inboxListQueryOptions(kind, filters),
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
  // Below 768 px one card per request (a table there scrolls sideways); only one of the two is rendered.
  const wide = useIsWide();
  const Rows = wide ? InboxTable : InboxCards;

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
        <Rows
          kind={kind}
          label={label}
          rows={rows}
          view={view}
          onChange={onChange}
          selected={selected}
          onSelect={setSelected}
          onToggle={toggle}
          isNew={isNew}
          onOpen={setOpenId}
        />
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
