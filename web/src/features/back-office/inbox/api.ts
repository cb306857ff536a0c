/** The inbox's calls to the admin API and its TanStack Query options. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  defaultInboxView,
  type BulkStatusResult,
  type DeliveryStatus,
  type DemoStatus,
  type ExportFormat,
  type GdprErasure,
  type GdprExport,
  type InboxKind,
  type InboxPage,
  type InboxView,
  type RequestDetail,
} from '@rufbereit/shared';
import { ApiError, apiFetch, apiRequest } from '../../../lib/api/api-client';
import type { RequestOptions } from '../../../lib/api/http-client';
import { apiPath } from '../../../lib/api/api-path';
import { saveFile } from '../../../lib/download/save-file';

/** What the list's query asks the API for: the view without its tab. */
export type InboxFilters = Omit<InboxView, 'list'>;

/** Prefixes of the inbox's queries, to refresh them after a change: every list and detail, or one tab's lists. */
export const inboxKeys = {
  all: ['admin', 'inbox'] as const,
  lists: (kind: InboxKind) => ['admin', 'inbox', kind, 'list'] as const,
};

function queryString(filters: InboxFilters, cursor?: string, format?: ExportFormat): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.delivery) params.set('delivery', filters.delivery);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.sort !== defaultInboxView.sort) params.set('sort', filters.sort);
  if (filters.order !== defaultInboxView.order) params.set('order', filters.order);
  if (cursor) params.set('cursor', cursor);
  if (format && format !== 'csv') params.set('format', format);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One tab's rows under the filters, in pages ('Weitere laden' asks for the next cursor). */
export const inboxListQueryOptions = (kind: InboxKind, filters: InboxFilters) =>
  infiniteQueryOptions({
    queryKey: [...inboxKeys.lists(kind), filters] as const,
    queryFn: ({ pageParam }) => apiFetch<InboxPage>(`${apiPath('adminRequests', { kind })}${queryString(filters, pageParam)}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

/** One request with its attempts, notes and history (the detail panel). */
export const requestDetailQueryOptions = (kind: InboxKind, id: string) =>
  queryOptions({
    queryKey: [...inboxKeys.all, kind, 'detail', id] as const,
    queryFn: () => apiFetch<RequestDetail>(apiPath('adminRequestDetail', { kind, requestId: id })),
  });

const jsonInit = (method: string, body: unknown): RequestOptions => ({ method, json: body });
export const setDemoStatus = (id: string, status: string) =>
  apiFetch<RequestDetail>(apiPath('adminDemoRequestStatus', { requestId: id }), jsonInit('PUT', { status }));
/** 'Testzugang einrichten': the customer's account with the invitation; answers the request with its trial. */
export const startTrial = (id: string) => apiFetch<RequestDetail>(apiPath('adminDemoRequestTrial', { requestId: id }), { method: 'POST' });
export const addNote = (kind: InboxKind, id: string, text: string) =>
  apiFetch<RequestDetail>(apiPath('adminRequestNotes', { kind, requestId: id }), jsonInit('POST', { text }));
export const rerunStep = (kind: InboxKind, id: string, step: 'crm' | 'mail') =>
  apiFetch<RequestDetail>(apiPath('adminRequestRerun', { kind, requestId: id }), jsonInit('POST', { step }));
/** 'Jetzt erneut versuchen': a step waiting for its next attempt runs now (409 when it is not waiting). */
export const retryStepNow = (kind: InboxKind, id: string, step: 'crm' | 'mail') =>
  apiFetch<RequestDetail>(apiPath('adminRequestRetryNow', { kind, requestId: id }), jsonInit('POST', { step }));
export const gdprExport = (email: string) => apiFetch<GdprExport>(apiPath('adminGdprExport'), jsonInit('POST', { email }));
export const gdprErase = (email: string) => apiFetch<GdprErasure>(apiPath('adminGdprErase'), jsonInit('POST', { email }));

export { saveFile };

const acceptOf = { csv: 'text/csv', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const satisfies Record<ExportFormat, string>;

/** Downloads an export the API answers (CSV or .xlsx; apiFetch is for JSON) under the name it gives. */
async function downloadFrom(url: string, init: RequestOptions, format: ExportFormat, fallbackName: string): Promise<void> {
  const response = await apiRequest(url, { ...init, headers: { accept: acceptOf[format] } });
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${fallbackName}.${format}`;
  saveFile(await response.blob(), name);
}

/** The export of the current filter, in the list's order: CSV, or .xlsx with typed cells. */
export const downloadExport = (kind: InboxKind, filters: InboxFilters, format: ExportFormat = 'csv'): Promise<void> =>
  downloadFrom(`${apiPath('adminRequestExport', { kind })}${queryString(filters, undefined, format)}`, {}, format, kind);

/** The export of the selected rows. */
export const downloadSelectedExport = (kind: InboxKind, ids: readonly string[], format: ExportFormat = 'csv'): Promise<void> =>
  downloadFrom(apiPath('adminSelectionExport', { kind }), jsonInit('POST', format === 'csv' ? { ids } : { ids, format }), format, `${kind}-auswahl`);

export const bulkSetDemoStatus = (ids: readonly string[], status: DemoStatus) =>
  apiFetch<BulkStatusResult>(apiPath('adminSelectionDemoStatus'), jsonInit('POST', { ids, status }));

/**
 * What a failed call tells staff: the German message of the field the server refused (e.g. 'Bitte
 * geben Sie eine gültige E-Mail-Adresse ein'), not only the general 'Bitte überprüfen Sie Ihre Eingaben'.
 */
export const failureText = (error: Error): string => (error instanceof ApiError && error.fields ? Object.values(error.fields)[0] : undefined) ?? error.message;

/** Work still under way: the page asks again until it settles. */
export const inProgress = (status: DeliveryStatus): boolean => status === 'pending' || status === 'retrying';
