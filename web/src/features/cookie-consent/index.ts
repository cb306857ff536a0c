/**
 * Cookie consent. For the footer link import `openCookieSettings` from './consent-store' (tiny, no
 * UI); mount `LazyCookieConsent` (or `CookieConsent`) once in the layout, inside the router.
 */
export { CookieConsent } from './cookie-consent';
export { LazyCookieConsent } from './lazy-cookie-consent';
export { consentStore, hasConsent, onConsentChange, openCookieSettings, type ConsentSnapshot } from './consent-store';
export { useConsent, useConsentSnapshot, type UseConsent } from './use-consent';
export {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  createStoredConsent,
  serializeConsent,
  type ConsentCategory,
  type ConsentChoice,
  type StoredConsent,
} from './consent-storage';
