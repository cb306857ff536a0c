import { describe, expect, it } from 'vitest';
import { formatCreated } from './format';

describe('formatCreated', () => {
  const now = new Date(2026, 10, 23, 15, 0);
  it('is relative for today', () => {
    expect(formatCreated(new Date(2026, 10, 23, 14, 58, 30).toISOString(), now)).toBe('vor 1\u202FMin.');
    expect(formatCreated(new Date(2026, 10, 23, 12, 10).toISOString(), now)).toBe('vor 2\u202FStd.');
    expect(formatCreated(new Date(2026, 10, 23, 14, 59, 40).toISOString(), now)).toBe('gerade eben');
  });
  it('gives the German date and time for earlier days', () => {
    expect(formatCreated(new Date(2026, 10, 20, 9, 5).toISOString(), now)).toBe('20.11.2026, 09:05');
  });
});
