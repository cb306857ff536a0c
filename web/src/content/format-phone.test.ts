import { describe, expect, it } from 'vitest';
import { siteSettings } from '@rufbereit/shared';
import { formatPhoneGroups, phoneNumber, telHref } from './format-phone';

describe('formatPhoneGroups', () => {
  it('groups eleven digits as 3, 4, 4', () => {
    expect(formatPhoneGroups('03012345678')).toBe('030 1234 5678');
  });

  it('shows the veterinary demo number in groups of 3, 4, 4 digits', () => {
    expect(formatPhoneGroups(siteSettings.vetDemoPhone)).toMatch(/^\d{3} \d{4} \d{4}$/);
  });

  it('ignores existing separators', () => {
    expect(formatPhoneGroups('030 / 1234-5678')).toBe('030 1234 5678');
  });

  it('keeps surplus digits in the last group and handles short numbers', () => {
    expect(formatPhoneGroups('030123456789')).toBe('030 1234 56789');
    expect(formatPhoneGroups('03012')).toBe('030 12');
    expect(formatPhoneGroups('')).toBe('');
  });
});

describe('telHref and phoneNumber', () => {
  it('builds tel: links from digits and E.164 numbers', () => {
    expect(telHref('030 1234 5678')).toBe('tel:03012345678');
    expect(telHref('+49 30 1234')).toBe('tel:+49301234');
  });

  it('returns digits, display and href together', () => {
    expect(phoneNumber('03012345678')).toEqual({
      digits: '03012345678',
      display: '030 1234 5678',
      href: 'tel:03012345678',
    });
  });
});
