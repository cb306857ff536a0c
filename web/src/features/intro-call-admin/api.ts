/** The staff intro-call calendar's calls to the admin API and its TanStack Query options. */
import { queryOptions } from '@tanstack/react-query';
import type { IntroCallBlockResult, IntroCallCalendarBody, IntroCallFreeResult, RequestDetail } from '@rufbereit/shared';
import { apiFetch } from '../../lib/api/api-client';
import type { RequestOptions } from '../../lib/api/http-client';
import { apiPath } from '../../lib/api/api-path';

export const introCallAdminKeys = {
  all: ['admin', 'intro-calls'] as const,
  range: (from: string, to: string) => ['admin', 'intro-calls', from, to] as const,
};

/** Bookings and blocks of the Berlin days `from` to `to` (inclusive). */
export const introCallCalendarQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: introCallAdminKeys.range(from, to),
    queryFn: () => apiFetch<IntroCallCalendarBody>(`${apiPath('adminIntroCalls')}?${new URLSearchParams({ from, to }).toString()}`),
  });

const postJson = (body: unknown): RequestOptions => ({ method: 'POST', json: body });

export const cancelBooking = (slot: string, bookingId: string) => apiFetch<{ slot: string }>(apiPath('adminIntroCallCancel'), postJson({ slot, bookingId }));
/** 409 (ApiError) when some slots hold a booking: the free ones are blocked anyway. */
export const blockSlots = (slots: string[], reason: string) =>
  apiFetch<IntroCallBlockResult>(apiPath('adminIntroCallBlocks'), postJson({ slots, ...(reason.trim() ? { reason: reason.trim() } : {}) }));
export const freeSlots = (slots: string[]) => apiFetch<IntroCallFreeResult>(apiPath('adminIntroCallBlocksFree'), postJson({ slots }));

/** The contact request a booking came from (the inbox's detail route), loaded when staff open it. */
export const linkedRequestQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: ['admin', 'intro-calls', 'request', requestId] as const,
    queryFn: () => apiFetch<RequestDetail>(apiPath('adminRequestDetail', { kind: 'contacts', requestId })),
  });
