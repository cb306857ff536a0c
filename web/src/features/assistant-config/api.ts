import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AssistantConfig, AssistantConfigResponse } from '@rufbereit/shared';
import { apiFetch } from '../../lib/api/api-client';
import { apiPath } from '../../lib/api/api-path';
import { ASSISTANT_CONFIG_KEY } from './query-keys';

/** The signed-in account's configuration (cached by the back office's query client). */
export const assistantConfigQuery = queryOptions({
  queryKey: ASSISTANT_CONFIG_KEY,
  queryFn: () => apiFetch<AssistantConfigResponse>(apiPath('/api/me/assistant-config')),
});

/**
 * The configuration as stored now, always from the server: after a version conflict the cached copy is
 * the old version (saving it again would conflict forever).
 */
export const fetchCurrentAssistantConfig = (queryClient: QueryClient): Promise<AssistantConfigResponse> =>
  queryClient.fetchQuery({ ...assistantConfigQuery, staleTime: 0 });

/** Saves the configuration if the stored version is still `version` (409 otherwise). */
export const saveAssistantConfig = (config: AssistantConfig, version: number): Promise<AssistantConfigResponse> =>
  apiFetch<AssistantConfigResponse>(apiPath('/api/me/assistant-config'), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ config, version }),
  });
