import { ASSISTANT_DOCUMENT_MAX_BYTES, AUDIO_MAX_BYTES } from '@rufbereit/shared';
import { formatFileSize } from '../lib/file-size';

/**
 * The web's own UI texts that are not in the specification (those live in shared/), in one place.
 * Sizes and limits are formatted from their constants, never typed beside them.
 */
export const uploadTexts = {
  mp3FileLabel: `MP3-Datei (höchstens ${formatFileSize(AUDIO_MAX_BYTES)})`,
  documentsLabel: `Dokumente (PDF, DOC, DOCX, TXT; je höchstens ${formatFileSize(ASSISTANT_DOCUMENT_MAX_BYTES)})`,
} as const;
