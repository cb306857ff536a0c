import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The specification's data-cache rules: 3 retries, back-off from 1 s doubling up to 30 s, 5 minutes cache. */
export const RETRY_COUNT = 3;
export const retryDelayMs = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);
const CACHE_MS = 5 * 60_000;

/**
 * One client for the back office. An answer the server gave on purpose (4xx: not signed in, not
 * allowed, not found, invalid) is not retried: asking again cannot change it.
 */
export function createBackOfficeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < RETRY_COUNT && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: retryDelayMs,
        gcTime: CACHE_MS,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
