import { describe, expect, it } from 'vitest';
import { formatCount, formatDayLong, formatDayShort, formatRate, formatWeek } from './format';

describe('dashboard formats (de-DE)', () => {
  it('formats counts, shares, days and weeks the German way', () => {
    expect(formatCount(12345)).toBe('12.345');
    expect(formatRate(0.25, '–')).toBe('25\u00a0%');
    expect(formatRate(2 / 3, '–')).toBe('66,7\u00a0%');
    expect(formatRate(null, '–')).toBe('–');
    expect(formatDayShort('2026-03-01')).toBe('01.03.');
    expect(formatDayLong('2026-11-25')).toBe('Mi., 25.11.2026');
    expect(formatWeek('2026-W48', '2026-11-23')).toBe('KW 48 (ab 23.11.)');
  });
});
