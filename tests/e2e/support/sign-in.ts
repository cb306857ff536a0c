import { expect, type Page } from '@playwright/test';
import { PASSWORD, enrolmentSecret, totp } from './accounts';
import { gotoHydrated } from './hydration';

export const emailField = (page: Page) => page.getByRole('textbox', { name: 'E-Mail', exact: true });
// A password input has no ARIA role; its label reads 'Passwort *' (the star is hidden from screen readers).
export const passwordField = (page: Page) => page.getByLabel(/^Passwort/);
export const codeField = (page: Page) => page.getByLabel('Code aus der Authenticator-App');

export async function submitCredentials(page: Page, email: string, password = PASSWORD, button = 'Anmelden'): Promise<void> {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: button, exact: true }).click();
}

/** First sign-in: password, then the enrolment screen; returns the secret the "authenticator app" keeps. */
export async function signInFirstTime(page: Page, email: string, url = '/login'): Promise<string> {
  await gotoHydrated(page, url);
  await submitCredentials(page, email);
  await expect(page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung einrichten' })).toBeVisible();
  const secret = await enrolmentSecret(page);
  await codeField(page).fill(totp(secret));
  await page.getByRole('button', { name: 'Bestätigen und anmelden' }).click();
  return secret;
}
