import { describe, expect, it } from 'vitest';
import { easterSunday, isBerlinPublicHoliday } from './berlin-holidays';

describe('Berlin public holidays', () => {
  it('knows Easter Sunday', () => {
    expect(easterSunday(2026)).toEqual([4, 5]);
    expect(easterSunday(2027)).toEqual([3, 28]);
    expect(easterSunday(2019)).toEqual([4, 21]);
  });

  it('has the fixed and the moving holidays, and nothing else', () => {
    for (const [m, d] of [[1, 1], [3, 8], [4, 3], [4, 6], [5, 1], [5, 14], [5, 25], [10, 3], [12, 25], [12, 26]] as const) {
      expect(isBerlinPublicHoliday(2026, m, d), `${d}.${m}.`).toBe(true);
    }
    for (const [m, d] of [[4, 5], [4, 7], [11, 23], [12, 24], [12, 31]] as const) {
      expect(isBerlinPublicHoliday(2026, m, d), `${d}.${m}.`).toBe(false);
    }
  });
});
