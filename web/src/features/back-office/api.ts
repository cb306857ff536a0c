/** The back office's paged account lists: their calls to the admin API and TanStack Query options. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AdminUserSummary, AdminUsersResponse, AssistantConfigListResponse, AssistantConfigSummary } from '@rufbereit/shared';
import { apiFetch } from '../../lib/api/api-client';
import { apiPath } from '../../lib/api/api-path';

const withCursor = (path: string, cursor: string | undefined): string => (cursor ? `${path}?${new URLSearchParams({ cursor }).toString()}` : path);

/** 'Benutzer': pages of 25 accounts; the next page's cursor comes with each page. */
export const adminUsersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['admin', 'users'] as const,
    queryFn: ({ pageParam }) => apiFetch<AdminUsersResponse>(withCursor(apiPath('adminUsers'), pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

/** 'Assistenten-Konfigurationen': pages of 25 configurations. */
export const assistantConfigsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['admin', 'assistant-configs'] as const,
    queryFn: ({ pageParam }) => apiFetch<AssistantConfigListResponse>(withCursor(apiPath('adminAssistantConfigs'), pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Grants (`admin`) or revokes the admin group of an account. */
export const setAdminRole = ({ user, admin }: { user: AdminUserSummary; admin: boolean }): Promise<AdminUserSummary> =>
  apiFetch<AdminUserSummary>(apiPath('adminUserAdminGroup', { id: user.id }), { method: admin ? 'POST' : 'DELETE' });

/** A short-lived download address of a document of an account's configuration. */
export const configDocumentUrl = async (config: AssistantConfigSummary, documentId: string): Promise<string> =>
  (await apiFetch<{ url: string }>(apiPath('adminAssistantDocument', { userId: config.userId, documentId }))).url;
