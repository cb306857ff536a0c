import { describe, expect, it } from 'vitest';
import { checkDocumentContent } from './document-content-check';

const bytes = (text: string) => new TextEncoder().encode(text);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);

describe('checkDocumentContent', () => {
  it('accepts what the first bytes confirm', async () => {
    expect(await checkDocumentContent('pdf', bytes('%PDF-1.7\n%…'))).toBe(true);
    expect(await checkDocumentContent('txt', bytes('Öffnungszeiten: Mo–Fr 9–18 Uhr €'))).toBe(true);
  });

  it('refuses a file that is not what its extension says', async () => {
    expect(await checkDocumentContent('pdf', PNG)).toBe(false);
    expect(await checkDocumentContent('txt', PNG)).toBe(false);
    expect(await checkDocumentContent('docx', bytes('%PDF-1.7'))).toBe(false);
    expect(await checkDocumentContent('doc', bytes('kein Word'))).toBe(false);
    expect(await checkDocumentContent('txt', Uint8Array.from([0x48, 0x00, 0x49]))).toBe(false);
    expect(await checkDocumentContent('txt', Uint8Array.from([0x48, 0xff, 0xfe, 0x49]))).toBe(false);
  });
});
