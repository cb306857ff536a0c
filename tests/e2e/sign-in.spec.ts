import { expect, test, type Page } from '@playwright/test';
import { apiPaths, authMessages, authToasts } from '@rufbereit/shared';
import { PASSWORD, createAccount, enrolmentSecret, mailedCode, totp, uniqueEmail, wrongCode } from './support/accounts';
import { wcagScan } from './support/axe';
import { signInAsAdmin } from './support/admin-session';
import { signInAsNewAccount } from './support/new-account-session';
import { useSharedPage } from './support/shared-page';
import { gotoHydrated, waitForPageHydration } from './support/hydration';
import { codeField, emailField, passwordField, signInFirstTime, submitCredentials } from './support/sign-in';
import { accountRow } from './support/admin-lists';

/**
 * One tab for the file, with a stored cookie decision, emptied of cookies, storage and permissions before
 * each test (freshStorage): every test signs in as an account of its own, as in a new browser.
 */
const sharedPage = useSharedPage({ consent: true, freshStorage: true });

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await wcagScan(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Signing out leads to the sign-in page the account uses: staff to /login, customers to /auth. */
async function signOut(page: Page, to: '/login' | '/auth' = '/login'): Promise<void> {
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
  // Signing out loads the sign-in page anew: its form is only usable once the app has taken over the
  // prerendered one (run 15 filled the prerendered field while it was being replaced).
  await waitForPageHydration(page);
}

test.describe('staff sign-in with TOTP', () => {
  test('first sign-in enrols TOTP, later sign-ins ask for the code, a wrong code is refused', async () => {
    const page = sharedPage();
    // Two whole sign-ins, a sign-out and two axe scans: 13 s on its own, but past 60 s once (run 26) late in
    // a run while every stage shared the two cores. Three times the timeout; a real hang still fails.
    test.slow();
    const email = uniqueEmail('admin');
    await createAccount(email, { admin: true });
    await gotoHydrated(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: authMessages.loginTitle })).toBeVisible();
    await expect(page.getByText(authMessages.loginNotice)).toBeVisible();
    await expectNoAxeViolations(page);

    await submitCredentials(page, email);
    await expect(page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung einrichten' })).toBeVisible();
    await expect(page.getByRole('img', { name: /QR-Code/ })).toBeVisible();
    await expect(codeField(page)).toHaveAttribute('autocomplete', 'one-time-code');
    await expectNoAxeViolations(page);
    const secret = await enrolmentSecret(page);
    // A wrong code during enrolment: a German message and another try.
    await codeField(page).fill(wrongCode(secret));
    await page.getByRole('button', { name: 'Bestätigen und anmelden' }).click();
    await expect(page.getByRole('alert').filter({ hasText: authMessages.codeMismatch })).toBeVisible();
    await codeField(page).fill(totp(secret));
    await page.getByRole('button', { name: 'Bestätigen und anmelden' }).click();

    await expect(page).toHaveURL(/\/admin\/contacts$/);
    await expect(page.getByText(authToasts.loginSuccess)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Kontakte' })).toBeVisible();
    await expect(page.getByTestId('signed-in-email')).toHaveText(email);

    // Signed in: the sign-in screen sends the user on.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin\/contacts$/);

    await signOut(page);
    // Signed out, an admin page asks for sign-in in place (the form is in its prerendered HTML).
    await page.goto('/admin/contacts');
    await expect(page.getByRole('heading', { level: 1, name: authMessages.loginTitle })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/contacts$/);

    await submitCredentials(page, email);
    await expect(page.getByRole('heading', { name: 'Bestätigungscode eingeben' })).toBeVisible();
    await codeField(page).fill(wrongCode(secret));
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert').filter({ hasText: authMessages.codeMismatch })).toBeVisible();
    await expect(page.getByText(authToasts.loginFailed)).toBeVisible();
    await codeField(page).fill(totp(secret));
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/admin\/contacts$/);
  });

  test('a profile request that gets no answer keeps the session (the next page opens signed in)', async () => {
    const page = sharedPage();
    // An admin of its own (signed in without the screens, which the test above covers): a session lost here
    // ends no other test's.
    const { email } = await signInAsNewAccount(page, { admin: true, label: 'eilig' });
    await expect(page.getByTestId('signed-in-email')).toHaveText(email);
    // No answer to the next page's profile request: the network dropped it, or (as seen in the suite) the
    // visitor moved on and the browser cancelled it. That says nothing about the session.
    await page.route('**/api/me', (route) => route.abort('failed'));
    const profileFailed = page.waitForEvent('requestfailed', (request) => request.url().endsWith(apiPaths.me));
    await page.goto('/admin/users');
    await profileFailed;
    await page.unroute('**/api/me');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin\/contacts$/);
    await expect(page.getByTestId('signed-in-email')).toHaveText(email);
  });

  test('an account outside the admin group is refused on admin pages and signed out', async () => {
    const page = sharedPage();
    const email = uniqueEmail('kunde');
    await createAccount(email);
    await signInFirstTime(page, email);
    // Customers land on their own page.
    await expect(page).toHaveURL(/\/assistant-config$/);
    await expect(page.getByTestId('signed-in-email')).toHaveText(email);

    await page.goto('/admin/contacts');
    await expect(page.getByRole('alert').filter({ hasText: authMessages.accessDenied })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abmelden' })).toHaveCount(0);
    await page.goto('/assistant-config');
    await expect(page.getByRole('heading', { name: authMessages.signInRequired })).toBeVisible();
  });

  test('a customer page asks for sign-in and returns there afterwards', async () => {
    const page = sharedPage();
    const email = uniqueEmail('upload');
    await createAccount(email);
    await gotoHydrated(page, '/upload');
    await expect(page.getByRole('heading', { name: authMessages.signInRequired })).toBeVisible();
    await page.getByRole('link', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fupload$/);
    await submitCredentials(page, email);
    const secret = await enrolmentSecret(page);
    await codeField(page).fill(totp(secret));
    await page.getByRole('button', { name: 'Bestätigen und anmelden' }).click();
    await expect(page).toHaveURL(/\/upload$/);
    await expect(page.getByTestId('signed-in-email')).toHaveText(email);
  });
});

test.describe('sign-up and password reset', () => {
  test('sign-up confirms the e-mail address with the mailed code, then enrols TOTP', async () => {
    const page = sharedPage();
    const email = uniqueEmail('neu');
    await gotoHydrated(page, '/login');
    await page.getByRole('button', { name: 'Noch kein Konto? Registrieren' }).click();
    await expect(page.getByRole('heading', { level: 1, name: authMessages.signUpTitle })).toBeVisible();
    await expect(page.getByText(authMessages.passwordHint)).toBeVisible();
    await expectNoAxeViolations(page);

    await submitCredentials(page, email, PASSWORD, 'Registrieren');
    await expect(page.getByText(authToasts.signUpSuccess)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'E-Mail-Adresse bestätigen' })).toBeVisible();
    await page.getByLabel('Bestätigungscode aus der E-Mail').fill(await mailedCode(email));
    await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung einrichten' })).toBeVisible();
    const secret = await enrolmentSecret(page);
    await codeField(page).fill(totp(secret));
    await page.getByRole('button', { name: 'Bestätigen und anmelden' }).click();
    await expect(page).toHaveURL(/\/assistant-config$/);
  });

  test('password reset: e-mail, mailed code and new password, then signed in', async () => {
    const page = sharedPage();
    const email = uniqueEmail('vergessen');
    await createAccount(email);
    await gotoHydrated(page, '/login');
    await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: authMessages.resetTitle })).toBeVisible();
    await expect(passwordField(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await emailField(page).fill(email);
    await page.getByRole('button', { name: 'E-Mail senden' }).click();
    await expect(page.getByText(authToasts.resetSent.title)).toBeVisible();
    await expect(page.getByText(authToasts.resetSent.description)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/reset-password\?email=/);
    await expect(emailField(page)).toHaveValue(email);

    await page.getByLabel('Code aus der E-Mail').fill(await mailedCode(email));
    await page.getByLabel('Neues Passwort').fill('Ganz-Neues-Passwort-99');
    await page.getByRole('button', { name: 'Passwort speichern und anmelden' }).click();
    const secret = await enrolmentSecret(page);
    await codeField(page).fill(totp(secret));
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/assistant-config$/);

    // The new password is the one that works now.
    await signOut(page, '/auth');
    await submitCredentials(page, email, PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: authMessages.invalidCredentials })).toBeVisible();
  });
});

test.describe('the sign-in screen’s validation', () => {
  test('shows every message in German, clears it on editing, and resets the form on toggling', async () => {
    const page = sharedPage();
    const existing = uniqueEmail('vorhanden');
    await createAccount(existing);
    await gotoHydrated(page, '/login');
    const submit = page.getByRole('button', { name: 'Anmelden', exact: true });
    const alert = page.getByRole('alert').filter({ hasText: /\S/ });

    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled (not disabled): it stays focusable and says what is missing when activated.
    await submit.click({ force: true });
    await expect(alert).toHaveText(authMessages.emailAndPasswordRequired);
    await emailField(page).fill('  jemand@beispiel.de ');
    await expect(alert).toHaveCount(0);
    await passwordField(page).fill('kurz');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await passwordField(page).fill('Falsches-Passwort-1');
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
    await submit.click();
    await expect(alert).toHaveText(authMessages.invalidCredentials);
    await expect(page.getByText(authToasts.loginFailed)).toBeVisible();
    await passwordField(page).fill('Falsches-Passwort-2');
    await expect(alert).toHaveCount(0);

    // Toggling resets the form.
    await page.getByRole('button', { name: 'Noch kein Konto? Registrieren' }).click();
    await expect(emailField(page)).toHaveValue('');
    await submitCredentials(page, existing, PASSWORD, 'Registrieren');
    await expect(alert).toHaveText(authMessages.alreadyRegistered);
    await expect(page.getByText(authToasts.signUpFailed)).toBeVisible();
    await submitCredentials(page, uniqueEmail('schwach'), 'nursehrlangeskleinbuchstaben', 'Registrieren');
    await expect(alert).toHaveText(authMessages.passwordPolicy);

    await page.getByRole('button', { name: 'Zurück zum Login' }).click();
    await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
    await page.getByRole('button', { name: 'E-Mail senden' }).click({ force: true });
    await expect(alert).toHaveText(authMessages.emailRequired);
    await page.getByRole('button', { name: 'Zurück zum Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: authMessages.loginTitle })).toBeVisible();
  });
});

test.describe('the users page', () => {
  test('lists accounts with role and MFA state; an admin grants and revokes the admin group, never their own', async () => {
    const page = sharedPage();
    const customer = uniqueEmail('kundin');
    await createAccount(customer);
    // The worker's admin (signed in once per worker, admin-session.ts): the first sign-in is tested above.
    const admin = await signInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Benutzer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();

    const row = (email: string) => page.getByTestId('user-row').filter({ hasText: email });
    // The suite creates many accounts: both rows may be on later pages of 25.
    await accountRow(page, 'user-row', admin);
    await accountRow(page, 'user-row', customer);
    await expect(row(admin)).toContainText('Administrator');
    await expect(row(admin)).toContainText('Eingerichtet');
    await expect(row(admin).getByRole('button', { name: `Administratorrechte von ${admin} entziehen` })).toBeDisabled();
    await expect(row(customer)).toContainText('Kunde');
    await expect(row(customer)).toContainText('Nicht eingerichtet');
    await expectNoAxeViolations(page);

    await row(customer).getByRole('button', { name: `${customer} zum Administrator machen` }).click();
    const dialog = page.getByRole('dialog', { name: 'Administratorrechte vergeben?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Administratorrechte vergeben')).toBeVisible();
    await expect(row(customer)).toContainText('Administrator');

    await row(customer).getByRole('button', { name: `Administratorrechte von ${customer} entziehen` }).click();
    await page.getByRole('dialog', { name: 'Administratorrechte entziehen?' }).getByRole('button', { name: 'Bestätigen' }).click();
    await expect(row(customer)).toContainText('Kunde');
  });
});
