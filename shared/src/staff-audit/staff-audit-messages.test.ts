import { describe, expect, it } from 'vitest';
import { auditDetails } from './staff-audit-messages';

describe('auditDetails', () => {
  it('counts the requests of a status change of the selection, with the status as staff read it', () => {
    expect(auditDetails.bulkStatus(1, 'Kontaktiert')).toBe('1 Anfrage → Kontaktiert');
    expect(auditDetails.bulkStatus(3, 'Gewonnen')).toBe('3 Anfragen → Gewonnen');
  });
});
