import { describe, expect, it } from 'vitest';
import { ASSISTANT_DOCUMENT_MAX_BYTES, AUDIO_MAX_BYTES, demoAdminMessages, documentMessages } from '@rufbereit/shared';
import { uploadTexts } from './ui-texts';

describe('size limits in texts', () => {
  it('come from the constants: the labels and the specification messages say 10 MB', () => {
    expect(ASSISTANT_DOCUMENT_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(uploadTexts.documentsLabel).toBe('Dokumente (PDF, DOC, DOCX, TXT; je höchstens 10 MB)');
    expect(uploadTexts.mp3FileLabel).toBe('MP3-Datei (höchstens 10 MB)');
    expect(AUDIO_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(documentMessages.size).toBe('Die Datei darf nicht größer als 10MB sein');
    expect(demoAdminMessages.tooLarge).toBe('Die Datei darf nicht größer als 10MB sein');
  });
});
