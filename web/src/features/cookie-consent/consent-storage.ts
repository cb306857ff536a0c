/**
 * The visitor's cookie choice as stored in localStorage. Versioned: when the categories or their
 * meaning change, bump CONSENT_VERSION and every visitor is asked again (an old record is ignored).
 *
 * Pure functions over a Storage-like object; no React, no window access at import time, so e2e
 * tests can import the key and serializer to seed a choice.
 */
export const CONSENT_STORAGE_KEY = 'rufbereit.cookie-consent';
export const CONSENT_VERSION = 1;

export type ConsentCategory = 'necessary' | 'statistics' | 'marketing';
/** The categories a visitor can switch; 'necessary' is always on. */
export type OptionalConsentCategory = Exclude<ConsentCategory, 'necessary'>;
export type ConsentChoice = Record<OptionalConsentCategory, boolean>;

export interface StoredConsent extends ConsentChoice {
  version: typeof CONSENT_VERSION;
  necessary: true;
  /** ISO timestamp of the decision (documentation of consent). */
  updatedAt: string;
}

export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function createStoredConsent(choice: ConsentChoice, now: Date = new Date()): StoredConsent {
  return {
    version: CONSENT_VERSION,
    necessary: true,
    statistics: choice.statistics,
    marketing: choice.marketing,
    updatedAt: now.toISOString(),
  };
}

export const serializeConsent = (consent: StoredConsent): string => JSON.stringify(consent);

/**
 * Reads a stored record; anything unreadable, of another version or of the wrong shape counts as
 * "no decision yet". A hand-written check instead of zod keeps zod out of the bundle every page
 * loads before first paint.
 */
export function parseConsent(raw: string | null): StoredConsent | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (
    record.version !== CONSENT_VERSION ||
    record.necessary !== true ||
    typeof record.statistics !== 'boolean' ||
    typeof record.marketing !== 'boolean' ||
    typeof record.updatedAt !== 'string'
  ) {
    return null;
  }
  return {
    version: CONSENT_VERSION,
    necessary: true,
    statistics: record.statistics,
    marketing: record.marketing,
    updatedAt: record.updatedAt,
  };
}

/** Storage can be missing or throw (blocked cookies, private mode); then nothing is remembered. */
export function readConsent(storage: ConsentStorage | null): StoredConsent | null {
  try {
    return parseConsent(storage?.getItem(CONSENT_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Returns false when the choice could not be stored; it still applies to the current page view. */
export function writeConsent(storage: ConsentStorage | null, consent: StoredConsent): boolean {
  try {
    if (!storage) return false;
    storage.setItem(CONSENT_STORAGE_KEY, serializeConsent(consent));
    return true;
  } catch {
    return false;
  }
}
