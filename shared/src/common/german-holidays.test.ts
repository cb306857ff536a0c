import { describe, expect, it } from 'vitest';
import { isPublicHoliday } from './german-holidays';

describe('German public holidays (feiertagejs)', () => {
  it("has Berlin's fixed and moving holidays, and nothing else (the intro-call calendar's days)", () => {
    for (const [m, d] of [[1, 1], [3, 8], [4, 3], [4, 6], [5, 1], [5, 14], [5, 25], [10, 3], [12, 25], [12, 26]] as const) {
      expect(isPublicHoliday(2026, m, d), `${d}.${m}.`).toBe(true);
    }
    for (const [m, d] of [[4, 5], [4, 7], [11, 23], [12, 24], [12, 31], [1, 6], [6, 4], [11, 1]] as const) {
      expect(isPublicHoliday(2026, m, d), `${d}.${m}.`).toBe(false);
    }
    // Easter moves: Good Friday 2027 is 26 March.
    expect(isPublicHoliday(2027, 3, 26)).toBe(true);
  });

  it('differs per Bundesland', () => {
    // Heilige Drei Könige in Bayern, Fronleichnam in NRW, Reformationstag in Sachsen, Frauentag only in Berlin (and MV since 2023).
    expect(isPublicHoliday(2026, 1, 6, 'BY')).toBe(true);
    expect(isPublicHoliday(2026, 6, 4, 'NW')).toBe(true);
    expect(isPublicHoliday(2026, 10, 31, 'SN')).toBe(true);
    expect(isPublicHoliday(2026, 3, 8, 'BY')).toBe(false);
    expect(isPublicHoliday(2026, 10, 31, 'BE')).toBe(false);
  });
});
