import type { Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, createStoredConsent, serializeConsent } from '../../../web/src/features/cookie-consent/consent-storage';

/**
 * Stores an "only necessary" cookie decision before the page's scripts run, so the first-visit
 * consent layer does not cover the page under test. Call before `page.goto`.
 */
export async function seedConsent(page: Page): Promise<void> {
  const value = serializeConsent(createStoredConsent({ statistics: false, marketing: false }));
  await page.addInitScript(([key, stored]) => window.localStorage.setItem(key, stored), [CONSENT_STORAGE_KEY, value] as const);
}
