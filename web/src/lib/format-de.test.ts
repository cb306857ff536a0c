import { describe, expect, it } from 'vitest';
import { formatDecimalDe } from './format-de';

describe('formatDecimalDe', () => {
  it.each([
    [0.32, 2],
    [0.45, 2],
    [1234.5, 2],
    [1234567.891, 2],
    [-12.5, 2],
    [49, 0],
    [0, 2],
  ])('formats %d with %d decimals like Intl de-DE', (value, digits) => {
    const intl = value.toLocaleString('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    expect(formatDecimalDe(value, digits)).toBe(intl);
  });
});
