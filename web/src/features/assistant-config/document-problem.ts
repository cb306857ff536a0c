import { ASSISTANT_DOCUMENT_MAX_BYTES, assistantDocumentTypes, documentMessages, extensionOf } from '@rufbereit/shared';

/** What is wrong with a chosen file before anything is sent (the server checks again, by content). */
export function documentProblem(file: Pick<File, 'name' | 'size'>): string | undefined {
  if (!(extensionOf(file.name) in assistantDocumentTypes)) return documentMessages.type;
  if (file.size === 0) return documentMessages.empty;
  if (file.size > ASSISTANT_DOCUMENT_MAX_BYTES) return documentMessages.size;
  return undefined;
}
