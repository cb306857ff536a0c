import { useSyncExternalStore } from 'react';
import type { ConsentCategory, ConsentChoice, StoredConsent } from './consent-storage';
import { consentStore, type ConsentSnapshot } from './consent-store';

/** The consent state of the page, as React state (server and hydration: not ready, no consent). */
export function useConsentSnapshot(): ConsentSnapshot {
  return useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, consentStore.getServerSnapshot);
}

export interface UseConsent {
  ready: boolean;
  consent: StoredConsent | null;
  hasConsent: (category: ConsentCategory) => boolean;
  saveConsent: (choice: ConsentChoice) => void;
  openSettings: () => void;
}

/** For components that must wait for a yes before loading something non-essential. */
export function useConsent(): UseConsent {
  const { ready, consent } = useConsentSnapshot();
  return {
    ready,
    consent,
    hasConsent: (category) => category === 'necessary' || (consent?.[category] ?? false),
    saveConsent: (choice) => void consentStore.save(choice),
    openSettings: consentStore.openSettings,
  };
}
