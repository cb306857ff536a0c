import {
  ASSISTANT_DOCUMENT_MAX_BYTES,
  assistantDocumentTypes,
  documentMessages,
  extensionOf,
  type AssistantDocument,
  type DocumentUploadTicket,
} from '@rufbereit/shared';
import { apiFetch } from '../../lib/api/api-client';
import { postToBucket } from '../../lib/uploads/post-to-bucket';
import { apiPath } from '../../lib/api/api-path';

/** What is wrong with a chosen file before anything is sent (the server checks again, by content). */
export function documentProblem(file: Pick<File, 'name' | 'size'>): string | undefined {
  if (!(extensionOf(file.name) in assistantDocumentTypes)) return documentMessages.type;
  if (file.size === 0) return documentMessages.empty;
  if (file.size > ASSISTANT_DOCUMENT_MAX_BYTES) return documentMessages.size;
  return undefined;
}

/** Ticket from the API, upload straight to S3, then the API checks the file and lists it. */
export async function uploadDocument(file: File, onProgress: (percent: number) => void): Promise<AssistantDocument> {
  const ticket = await apiFetch<DocumentUploadTicket>(apiPath('/api/me/assistant-config/documents'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: file.name, size: file.size }),
  });
  await postToBucket(ticket, file, onProgress, documentMessages.uploadFailed);
  return apiFetch<AssistantDocument>(apiPath('/api/me/assistant-config/documents/{documentId}/complete', { documentId: ticket.documentId }), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: file.name }),
  });
}
