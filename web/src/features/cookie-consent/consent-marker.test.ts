// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, createStoredConsent, parseConsent, serializeConsent } from './consent-storage';
import { CONSENT_MARKER_SCRIPT, CONSENT_STORED_ATTR } from './consent-marker';

/** Runs the inline <head> script as the browser would and reports whether it marked <html>. */
function markerMarks(stored: string | null): boolean {
  localStorage.clear();
  if (stored !== null) localStorage.setItem(CONSENT_STORAGE_KEY, stored);
  document.documentElement.removeAttribute(CONSENT_STORED_ATTR);
  new Function(CONSENT_MARKER_SCRIPT)();
  return document.documentElement.hasAttribute(CONSENT_STORED_ATTR);
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(CONSENT_STORED_ATTR);
});

describe('CONSENT_MARKER_SCRIPT', () => {
  const valid = serializeConsent(createStoredConsent({ statistics: true, marketing: false }));
  const records: [string, string | null][] = [
    ['a valid choice', valid],
    ['nothing stored', null],
    ['not JSON', '{'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['an older version', valid.replace('"version":1', '"version":0')],
    ['necessary not true', valid.replace('"necessary":true', '"necessary":false')],
    ['statistics not a boolean', valid.replace('"statistics":true', '"statistics":"yes"')],
    ['no timestamp', JSON.stringify({ version: 1, necessary: true, statistics: false, marketing: false })],
  ];

  it.each(records)('%s: marks <html> exactly when the app would find a decision', (_label, stored) => {
    expect(markerMarks(stored)).toBe(parseConsent(stored) !== null);
  });

  it('marks a valid choice and nothing else', () => {
    expect(markerMarks(valid)).toBe(true);
    expect(markerMarks(null)).toBe(false);
  });

  it('does not throw where storage is blocked', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => { throw new Error('blocked'); } });
    try {
      expect(() => new Function(CONSENT_MARKER_SCRIPT)()).not.toThrow();
      expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTR)).toBe(false);
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});
