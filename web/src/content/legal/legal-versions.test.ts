import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { legalDocuments, type LegalDocument, type LegalPageId } from './index';

/**
 * A legal text's date ("Stand: …") must move with its text: a visitor, a customer or a court reads the
 * date to know which version applied. Each document's text is fingerprinted here beside the date of its
 * version. When a text changes, this test fails until both are updated: the new fingerprint (printed by
 * the failure) and the document's date (constants.ts).
 */
const versions: Record<LegalPageId, { updated: string; fingerprint: string }> = {
  imprint: { updated: '2026-11-01', fingerprint: '3a13683eb1919a6d' },
  privacy: { updated: '2026-11-27', fingerprint: '46cfcab820a224bc' },
  terms: { updated: '2026-11-01', fingerprint: 'b44e1ed28a70a8fa' },
  dataProcessing: { updated: '2026-11-01', fingerprint: '60a328607b246240' },
};

/** Everything a reader sees of the document but its date. */
const fingerprintOf = ({ updated: _updated, ...text }: LegalDocument): string => createHash('sha256').update(JSON.stringify(text)).digest('hex').slice(0, 16);

describe('the legal texts and their dates', () => {
  it.each(Object.keys(versions) as LegalPageId[])('%s: the date is that of the text as it stands', (id) => {
    const document = legalDocuments[id];
    expect({ updated: document.updated, fingerprint: fingerprintOf(document) }, `${id} changed: set its date (constants.ts) to the day of the change, then its fingerprint here`).toEqual(versions[id]);
  });
});
