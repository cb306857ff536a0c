/** The audit log's call to the admin API, as TanStack Query options. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditPage } from '@rufbereit/shared';
import { apiFetch } from '../../lib/api/api-client';
import { apiPath } from '../../lib/api/api-path';

export const auditLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit-log'] as const,
    queryFn: ({ pageParam }) => apiFetch<AuditPage>(`${apiPath('adminAuditLog')}${pageParam ? `?${new URLSearchParams({ cursor: pageParam }).toString()}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor,
  });
