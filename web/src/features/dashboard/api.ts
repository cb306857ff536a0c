/** The dashboard's one call to the admin API, as a TanStack Query option set. */
import { queryOptions } from '@tanstack/react-query';
import type { DashboardBody } from '@rufbereit/shared';
import { apiFetch } from '../../lib/api/api-client';
import { apiPath } from '../../lib/api/api-path';

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'] as const,
    queryFn: () => apiFetch<DashboardBody>(apiPath('adminDashboard')),
    // Figures of the last 90 days: a minute old is fresh enough; a visit after that asks again.
    staleTime: 60_000,
  });
