/** The assistant configuration's calls to the API and its TanStack Query options. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { documentMessages, type AssistantConfig, type AssistantConfigResponse, type AssistantDocument, type DocumentUploadTicket } from '@rufbereit/shared';
import { apiFetch } from '../../lib/api/api-client';
import { apiPath } from '../../lib/api/api-path';
import { postToBucket } from '../../lib/uploads/post-to-bucket';

/** The signed-in account's configuration (cached by the back office's query client). */
export const assistantConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'assistant-config'] as const,
    queryFn: () => apiFetch<AssistantConfigResponse>(apiPath('assistantConfig')),
  });

/**
 * The configuration as stored now, always from the server: after a version conflict the cached copy is
 * the old version (saving it again would conflict forever).
 */
export const fetchCurrentAssistantConfig = (queryClient: QueryClient): Promise<AssistantConfigResponse> =>
  queryClient.fetchQuery({ ...assistantConfigQueryOptions(), staleTime: 0 });

/** Saves the configuration if the stored version is still `version` (409 otherwise). */
export const saveAssistantConfig = (config: AssistantConfig, version: number): Promise<AssistantConfigResponse> =>
  apiFetch<AssistantConfigResponse>(apiPath('assistantConfig'), { method: 'PUT', json: { config, version } });

/** Ticket from the API, upload straight to S3, then the API checks the file and lists it. */
export async function uploadDocument(file: File, onProgress: (percent: number) => void): Promise<AssistantDocument> {
  const ticket = await apiFetch<DocumentUploadTicket>(apiPath('assistantDocuments'), { method: 'POST', json: { name: file.name, size: file.size } });
  await postToBucket(ticket, file, onProgress, documentMessages.uploadFailed);
  return apiFetch<AssistantDocument>(apiPath('assistantDocumentComplete', { documentId: ticket.documentId }), {
    method: 'POST',
    json: { name: file.name },
  });
}

/** Deletes a document (from the list and the bucket). */
export const deleteDocument = (document: AssistantDocument): Promise<unknown> =>
  apiFetch(apiPath('assistantDocument', { documentId: document.id }), { method: 'DELETE' });

/** A short-lived download address of a document. */
export const documentDownloadUrl = async (document: AssistantDocument): Promise<string> =>
  (await apiFetch<{ url: string }>(apiPath('assistantDocument', { documentId: document.id }))).url;
