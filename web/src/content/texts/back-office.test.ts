import { describe, expect, it } from 'vitest';
import type { GdprErasure } from '@rufbereit/shared';
import { gdprTexts, inboxPanelTexts } from './back-office';

const erasure = (over: Partial<GdprErasure>): GdprErasure => ({
  id: 'e-1',
  at: '2026-11-27T10:00:00.000Z',
  by: 'admin@example.com',
  contactIds: [],
  demoRequestIds: [],
  introCallSlots: [],
  pipedrivePersonIds: [],
  pipedriveDeleted: [],
  ...over,
} as GdprErasure);

describe('the GDPR erasure summary', () => {
  it('counts in German singular and plural instead of "(n)"', () => {
    expect(gdprTexts.erased(erasure({ contactIds: ['c-1'], demoRequestIds: ['d-1', 'd-2'] }))).toBe('Gelöscht: 1 Kontaktanfrage, 2 Demo-Anfragen, 0 Kennenlerngespräche.');
    expect(gdprTexts.erased(erasure({ introCallSlots: ['2026-12-01T09:00:00.000Z'], pipedrivePersonIds: [7], pipedriveDeleted: [7] }))).toBe(
      'Gelöscht: 0 Kontaktanfragen, 0 Demo-Anfragen, 1 Kennenlerngespräch. Pipedrive-Person 7 dort ebenfalls gelöscht.',
    );
  });
});

describe('the re-run history of a request', () => {
  it('says "zuvor 1 Versuch" in the singular and counts the plural', () => {
    expect(inboxPanelTexts.rerunHistory('crm', 1, undefined)).toBe(' (CRM, zuvor 1 Versuch)');
    expect(inboxPanelTexts.rerunHistory('mail', 3, 'Zeitüberschreitung')).toBe(' (E-Mail, zuvor 3 Versuche: Zeitüberschreitung)');
  });
});
