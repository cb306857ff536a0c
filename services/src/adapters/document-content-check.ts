/**
 * Is a document what its extension says? Decided by its first bytes with file-type, never by the
 * name or the declared content type. Plain text has no signature: it must decode as UTF-8 and
 * contain no NUL bytes.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { AssistantDocumentExtension } from '@rufbereit/shared';
import type { ContentCheck } from '../use-cases/assistant-config';

/** What file-type reports for each allowed extension (a .doc is an OLE compound file, "cfb"). */
const expected: Record<Exclude<AssistantDocumentExtension, 'txt'>, readonly string[]> = {
  pdf: ['pdf'],
  doc: ['cfb'],
  docx: ['docx'],
};

function isPlainText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    // `stream`: a multi-byte character cut off at the end of the sample is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

export const checkDocumentContent: ContentCheck = async (extension, head) => {
  const detected = await fileTypeFromBuffer(head);
  if (extension === 'txt') return detected === undefined && isPlainText(head);
  return detected !== undefined && expected[extension].includes(detected.ext);
};
