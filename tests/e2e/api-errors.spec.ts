import { expect, test } from '@playwright/test';
import { apiErrorMessages, apiMessages } from '@rufbereit/shared';
import { createAccount, uniqueEmail } from './support/accounts';
import { seedConsent } from './support/consent';
import { gotoHydrated } from './support/hydration';
import { signInAsNewAdmin } from './support/inbox';

/**
 * What API Gateway, Lambda or the network answer by themselves is English (or nothing); staff read
 * German, with the request id to quote to support.
 */
test('an English 503 from the gateway and a 500 on a change read German, with the request id', async ({ page }) => {
  test.setTimeout(90_000);
  await seedConsent(page);
  await createAccount(uniqueEmail('fehler-kunde'));
  await signInAsNewAdmin(page);

  // Loading the accounts: the gateway answers 503 'Service Unavailable' (every retry too).
  await page.route('**/api/admin/users', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', headers: { 'apigw-requestid': 'Req-503-abc' }, body: '{"message":"Service Unavailable"}' }),
  );
  await gotoHydrated(page, '/admin/users');
  const alert = page.getByRole('alert').filter({ hasText: 'Die Benutzer konnten nicht geladen werden.' });
  await expect(alert).toContainText(apiErrorMessages.unavailable, { timeout: 30_000 });
  await expect(alert).toContainText('Fehler-ID für den Support: Req-503-abc');
  await expect(alert).not.toContainText('Service Unavailable');

  // The gateway is back; granting the admin role hits a Lambda's own crash.
  await page.unroute('**/api/admin/users');
  await page.route('**/api/admin/users/*/admin', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', headers: { 'x-amzn-requestid': 'Req-500-def' }, body: '{"message":"Internal Server Error"}' }),
  );
  await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
  await page.getByRole('button', { name: /zum Administrator machen$/ }).first().click();
  await page.getByRole('dialog', { name: 'Administratorrechte vergeben?' }).getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText(`${apiMessages.internal} (Fehler-ID für den Support: Req-500-def)`)).toBeVisible();
  await expect(page.getByText('Internal Server Error')).toHaveCount(0);

  // No answer at all.
  await page.unroute('**/api/admin/users/*/admin');
  await page.route('**/api/admin/users/*/admin', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: /zum Administrator machen$/ }).first().click();
  await page.getByRole('dialog', { name: 'Administratorrechte vergeben?' }).getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText(apiErrorMessages.network)).toBeVisible();
});
