import { useInfiniteQuery } from '@tanstack/react-query';
import { auditActionLabels, auditTexts, inboxTexts } from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { QueryFailed, QueryLoading } from '../../components/ui/query-status';
import { TableScrollRegion } from '../../components/ui/table-scroll-region';
import { auditLogQueryOptions } from './api';
import { auditTargetText } from './audit-target';

const when = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'medium' });

/** The staff audit log: newest first, 25 at a time with 'Weitere laden'. */
export function AuditLog() {
  const log = useInfiniteQuery({ ...auditLogQueryOptions(), refetchOnMount: 'always' });
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  if (log.isPending) return <QueryLoading rows={4} />;
  if (log.isError) return <QueryFailed title={auditTexts.loadFailed} error={log.error} onRetry={() => void log.refetch()} />;
  if (entries.length === 0) return <p className="text-slate-700">{auditTexts.empty}</p>;
  return (
    <div className="space-y-4">
      <TableScrollRegion label={auditTexts.title}>
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">{auditTexts.title}</caption>
          <thead className="bg-slate-50 text-slate-800">
            <tr>
              {[auditTexts.columnWhen, auditTexts.columnWho, auditTexts.columnWhat, auditTexts.columnTarget].map((label) => (
                <th key={label} scope="col" className="px-3 py-2 font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {entries.map((entry) => (
              <tr key={entry.id} data-testid="audit-entry" className="align-top">
                <td className="px-3 py-2 whitespace-nowrap text-slate-800">
                  <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                </td>
                <td className="px-3 py-2 break-all text-slate-800">{entry.by}</td>
                <td className="px-3 py-2 text-slate-900">
                  <span className="font-medium">{auditActionLabels[entry.action]}</span>
                  {entry.detail && <span className="block text-slate-700">{entry.detail}</span>}
                </td>
                <td className="px-3 py-2 break-all text-slate-700">{auditTargetText(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScrollRegion>
      {log.hasNextPage && (
        <Button variant="outline" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {log.isFetchingNextPage ? inboxTexts.loadingMore : inboxTexts.loadMore}
        </Button>
      )}
    </div>
  );
}
