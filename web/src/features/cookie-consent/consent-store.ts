import {
  CONSENT_STORAGE_KEY,
  createStoredConsent,
  readConsent,
  writeConsent,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentStorage,
  type StoredConsent,
} from './consent-storage';
import { markConsentStored } from './consent-marker';

/** What the consent layer and any gated code need to know. */
export interface ConsentSnapshot {
  /** False on the server and during hydration; the stored choice is read only in the browser. */
  ready: boolean;
  /** The visitor's decision, or null when none was made (or it is of an older version). */
  consent: StoredConsent | null;
  /** The settings were asked for explicitly (footer link 'Cookie-Einstellungen'). */
  settingsOpen: boolean;
  /** The first-visit layer was closed with Escape without a decision: stay away for this page view. */
  dismissed: boolean;
}

type Listener = () => void;

/** Before the browser state is read: identical on server and client, so hydration matches. */
export const SERVER_CONSENT_SNAPSHOT: ConsentSnapshot = Object.freeze({
  ready: false,
  consent: null,
  settingsOpen: false,
  dismissed: false,
});

const browserStorage = (): ConsentStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // access itself throws when storage is blocked
  }
};

/**
 * A tiny external store (for useSyncExternalStore) holding the consent state of this page. The
 * stored choice is read lazily on first use in the browser, and kept in step with other tabs.
 */
export function createConsentStore(getStorage: () => ConsentStorage | null = browserStorage) {
  let snapshot: ConsentSnapshot = SERVER_CONSENT_SNAPSHOT;
  const listeners = new Set<Listener>();

  const set = (next: Partial<ConsentSnapshot>): void => {
    snapshot = { ...snapshot, ...next };
    if (snapshot.ready) markConsentStored(snapshot.consent !== null);
    listeners.forEach((l) => l());
  };

  const onStorage = (event: StorageEvent): void => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) set({ consent: readConsent(getStorage()) });
  };

  const ensureReady = (): void => {
    if (snapshot.ready || typeof window === 'undefined') return;
    snapshot = { ...snapshot, ready: true, consent: readConsent(getStorage()) };
    markConsentStored(snapshot.consent !== null);
    window.addEventListener('storage', onStorage);
  };

  const subscribe = (listener: Listener): (() => void) => {
    ensureReady();
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getSnapshot = (): ConsentSnapshot => {
    ensureReady();
    return snapshot;
  };

  return {
    subscribe,
    getSnapshot,
    getServerSnapshot: (): ConsentSnapshot => SERVER_CONSENT_SNAPSHOT,

    /** Stores the choice, closes the layer and notifies gated code. */
    save(choice: ConsentChoice): StoredConsent {
      ensureReady();
      const consent = createStoredConsent(choice);
      writeConsent(getStorage(), consent);
      set({ consent, settingsOpen: false, dismissed: false });
      return consent;
    },
    openSettings(): void {
      ensureReady();
      set({ settingsOpen: true });
    },
    /** Closes without a decision (Escape); the first-visit layer stays away for this page view. */
    close(): void {
      set({ settingsOpen: false, dismissed: true });
    },
    /** Whether a category may be used now. 'necessary' always; others only with a stored yes. */
    hasConsent(category: ConsentCategory): boolean {
      if (category === 'necessary') return true;
      ensureReady();
      return snapshot.consent?.[category] ?? false;
    },
    /** Calls `listener` whenever the decision changes (e.g. to start a tracker after a yes). */
    onConsentChange(listener: (consent: StoredConsent | null) => void): () => void {
      let last = getSnapshot().consent;
      return subscribe(() => {
        if (snapshot.consent !== last) {
          last = snapshot.consent;
          listener(last);
        }
      });
    },
    /** Reads the storage again and resets the layer (tests; storage changed outside the store). */
    reload(): void {
      snapshot = SERVER_CONSENT_SNAPSHOT;
      ensureReady();
      listeners.forEach((l) => l());
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;

/** The page's one consent store. */
export const consentStore = createConsentStore();

/** Opens the cookie settings; for the footer's 'Cookie-Einstellungen' link. */
export const openCookieSettings = (): void => consentStore.openSettings();

/**
 * Gate for anything non-essential. We load no trackers today; a future statistics or marketing
 * script must check `hasConsent('statistics' | 'marketing')` (or subscribe with onConsentChange)
 * before it loads.
 */
export const hasConsent = (category: ConsentCategory): boolean => consentStore.hasConsent(category);
export const onConsentChange = (listener: (consent: StoredConsent | null) => void): (() => void) =>
  consentStore.onConsentChange(listener);
