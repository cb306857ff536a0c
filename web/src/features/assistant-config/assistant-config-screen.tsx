import { useQuery } from '@tanstack/react-query';
import { assistantConfigMessages, type AssistantConfigResponse } from '@rufbereit/shared';
import { Button } from '../../components/ui/button';
import { apiFetch } from '../auth/api-client';
import { AssistantConfigForm } from './assistant-config-form';
import { ASSISTANT_CONFIG_KEY } from './query-keys';

/** Loads the signed-in account's configuration, then shows the form (loading and error states with retry). */
export function AssistantConfigScreen() {
  const query = useQuery({ queryKey: ASSISTANT_CONFIG_KEY, queryFn: () => apiFetch<AssistantConfigResponse>('/api/me/assistant-config') });
  if (query.isPending) {
    return (
      <div role="status" className="space-y-3">
        <p className="text-slate-700">Wird geladen...</p>
        <div aria-hidden="true" className="h-10 animate-pulse rounded-lg bg-slate-200" />
        <div aria-hidden="true" className="h-40 animate-pulse rounded-lg bg-slate-200" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p className="font-semibold">{assistantConfigMessages.loadFailed}</p>
        <p className="mt-1">{query.error.message}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          Erneut versuchen
        </Button>
      </div>
    );
  }
  // Keyed by version: a reload after a conflict starts the form from the stored values.
  return <AssistantConfigForm key={query.data.version} data={query.data} />;
}
