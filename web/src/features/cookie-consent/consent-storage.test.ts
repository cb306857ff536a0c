import { describe, expect, it } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  createStoredConsent,
  parseConsent,
  readConsent,
  serializeConsent,
  writeConsent,
  type ConsentStorage,
} from './consent-storage';

const memoryStorage = (): ConsentStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};

const throwingStorage: ConsentStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('consent storage', () => {
  it('stores a versioned choice and reads it back', () => {
    const storage = memoryStorage();
    const consent = createStoredConsent({ statistics: true, marketing: false }, new Date('2025-03-01T10:00:00Z'));
    expect(writeConsent(storage, consent)).toBe(true);
    expect(JSON.parse(storage.data.get(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      version: CONSENT_VERSION,
      necessary: true,
      statistics: true,
      marketing: false,
      updatedAt: '2025-03-01T10:00:00.000Z',
    });
    expect(readConsent(storage)).toEqual(consent);
  });

  it('treats a missing, corrupt, foreign or older record as "no decision yet"', () => {
    const valid = JSON.parse(serializeConsent(createStoredConsent({ statistics: false, marketing: false }))) as Record<string, unknown>;
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('{kaputt')).toBeNull();
    expect(parseConsent('"ja"')).toBeNull();
    expect(parseConsent('null')).toBeNull();
    expect(parseConsent(JSON.stringify({ ...valid, version: CONSENT_VERSION - 1 }))).toBeNull();
    expect(parseConsent(JSON.stringify({ ...valid, statistics: 'true' }))).toBeNull();
    expect(parseConsent(JSON.stringify({ ...valid, necessary: false }))).toBeNull();
    expect(parseConsent(JSON.stringify(valid))).not.toBeNull();
  });

  it('survives storage that is missing or throws', () => {
    const consent = createStoredConsent({ statistics: true, marketing: true });
    expect(readConsent(null)).toBeNull();
    expect(writeConsent(null, consent)).toBe(false);
    expect(readConsent(throwingStorage)).toBeNull();
    expect(writeConsent(throwingStorage, consent)).toBe(false);
  });
});
