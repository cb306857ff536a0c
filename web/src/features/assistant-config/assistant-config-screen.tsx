import { useQuery } from '@tanstack/react-query';
import { assistantConfigMessages, type AssistantConfigResponse } from '@rufbereit/shared';
import { apiFetch } from '../../lib/api/api-client';
import { QueryFailed, QueryLoading } from '../../components/ui/query-status';
import { AssistantConfigForm } from './assistant-config-form';
import { ASSISTANT_CONFIG_KEY } from './query-keys';
import { apiPath } from '../../lib/api/api-path';

/** Loads the signed-in account's configuration, then shows the form (loading and error states with retry). */
export function AssistantConfigScreen() {
  const query = useQuery({ queryKey: ASSISTANT_CONFIG_KEY, queryFn: () => apiFetch<AssistantConfigResponse>(apiPath('/api/me/assistant-config')) });
  if (query.isPending) return <QueryLoading rows={3} />;
  if (query.isError) return <QueryFailed title={assistantConfigMessages.loadFailed} error={query.error} onRetry={() => void query.refetch()} />;
  // Keyed by version: a reload after a conflict starts the form from the stored values.
  return <AssistantConfigForm key={query.data.version} data={query.data} />;
}
