import { useInfiniteQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { toast } from 'sonner';
import type { AssistantConfigSummary } from '@rufbereit/shared';
import { formatFileSize } from '../../lib/file-size';
import { LoadMore } from '../../components/ui/load-more';
import { QueryFailed, QueryLoading } from '../../components/ui/query-status';
import { assistantConfigsQueryOptions, configDocumentUrl } from './api';
import { configSummaryText } from './config-summary';
import { configListTexts } from '../../content/texts/back-office';

const formatTime = (iso: string | null): string => (iso ? new Date(iso).toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'short' }) : '–');

async function openDocument(config: AssistantConfigSummary, documentId: string): Promise<void> {
  try {
    window.location.assign(await configDocumentUrl(config, documentId));
  } catch (error) {
    toast.error(error instanceof Error ? error.message : configListTexts.documentOpenFailed);
  }
}

/** The accounts' assistant configurations, 25 at a time ('Mehr laden'), read-only, for staff. */
export function AssistantConfigList() {
  const query = useInfiniteQuery(assistantConfigsQueryOptions());
  if (query.isPending) return <QueryLoading />;
  if (query.isError) return <QueryFailed title={configListTexts.loadFailed} error={query.error} onRetry={() => void query.refetch()} />;
  const configs = query.data.pages.flatMap((page) => page.configs);
  if (configs.length === 0) return <p className="text-slate-700">{configListTexts.empty}</p>;
  return (
    <>
      <ul className="space-y-4">
        {configs.map((config) => {
          const text = configSummaryText(config);
          return (
            <li key={config.userId} className="rounded-xl border border-slate-200 p-4" data-testid="config-row">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold text-slate-900">{text.title}</h2>
                <span className="text-sm text-slate-600">{configListTexts.changed(formatTime(config.updatedAt))}</span>
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {text.details}
              </p>
              {config.documents.length > 0 && (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={configListTexts.documentsOf(config.email)}>
                  {config.documents.map((document) => (
                    <li key={document.id}>
                      <button
                        type="button"
                        onClick={() => void openDocument(config, document.id)}
                        className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1 text-sm text-brand-800 hover:bg-slate-50"
                      >
                        <FileText aria-hidden="true" className="size-4" />
                        {document.name} ({formatFileSize(document.size)})
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <LoadMore
        shown={configs.length}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
