import type { PhoneNumberDisplay } from './types';

/** Digit groups of a displayed phone number (spec: screens, veterinary page: "groups of 3, 4, 4 digits"). */
export const PHONE_DIGIT_GROUPS = [3, 4, 4] as const;

/**
 * Formats a phone number for reading: 08912345678 → "089 1234 5678".
 * Anything but digits is dropped first, so already formatted input gives the same result. Digits
 * beyond the three groups stay in the last group rather than forming a stray fourth one.
 */
export function formatPhoneGroups(digits: string): string {
  const clean = digits.replace(/\D/g, '');
  const groups: string[] = [];
  let position = 0;
  for (const size of PHONE_DIGIT_GROUPS) {
    if (position >= clean.length) break;
    groups.push(clean.slice(position, position + size));
    position += size;
  }
  if (position < clean.length && groups.length > 0) {
    groups[groups.length - 1] += clean.slice(position);
  }
  return groups.join(' ');
}

/** tel: link target; keeps a leading + (E.164) and the digits. */
export function telHref(phone: string): string {
  const clean = phone.trim();
  return `tel:${clean.startsWith('+') ? '+' : ''}${clean.replace(/\D/g, '')}`;
}

/** The three forms of a phone number the pages need. */
export function phoneNumber(digits: string): PhoneNumberDisplay {
  return { digits, display: formatPhoneGroups(digits), href: telHref(digits) };
}
