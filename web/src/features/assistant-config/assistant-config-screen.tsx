import { useQuery } from '@tanstack/react-query';
import { assistantConfigMessages } from '@rufbereit/shared';
import { QueryFailed, QueryLoading } from '../../components/ui/query-status';
import { AssistantConfigForm } from './assistant-config-form';
import { assistantConfigQueryOptions } from './api';

/** Loads the signed-in account's configuration, then shows the form (loading and error states with retry). */
export function AssistantConfigScreen() {
  const query = useQuery(assistantConfigQueryOptions());
  if (query.isPending) return <QueryLoading rows={3} />;
  if (query.isError) return <QueryFailed title={assistantConfigMessages.loadFailed} error={query.error} onRetry={() => void query.refetch()} />;
  // Not keyed by version: a reload after a conflict must keep the form (and the user's unsaved edits).
  return <AssistantConfigForm data={query.data} />;
}
