import { signInAsAdmin } from './support/admin-session';
import { expect, test } from '@playwright/test';
import { apiErrorMessages, apiMessages, assistantConfigMessages } from '@rufbereit/shared';
import { createAccount, uniqueEmail } from './support/accounts';
import { seedConsent } from './support/consent';
import { signInAsNewAccount } from './support/new-account-session';
import { gotoHydrated } from './support/hydration';

/**
 * What API Gateway, Lambda or the network answer by themselves is English (or nothing); staff read
 * German, with the request id to quote to support: on loading a list, on a change, on saving the
 * configuration (after the specification's own words), for a rate limit and a firewall block too.
 */
test('an English 503 from the gateway and a 500 on a change read German, with the request id', async ({ page }) => {
  test.setTimeout(90_000);
  await seedConsent(page);
  await createAccount(uniqueEmail('fehler-kunde'));
  await signInAsAdmin(page);

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

test('a failed save of the configuration says in German what went wrong, with the request id; so does a firewall block', async ({ page }) => {
  test.setTimeout(90_000);
  await seedConsent(page);
  await signInAsNewAccount(page, { label: 'fehler-konfig' });
  await page.getByRole('radio', { name: /^Valentina/ }).check();
  await page.getByRole('tab', { name: /^Begrüßung/ }).click();
  await page.getByLabel('Name des Assistenten').fill('Frieda');
  await page.getByRole('textbox', { name: 'Begrüßung', exact: true }).fill('Hallo, hier ist Frieda!');

  // Only the save fails; loading the configuration goes through.
  const failSave = (status: number, headers: Record<string, string>, body: string) =>
    page.route('**/api/me/assistant-config', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status, contentType: 'application/json', headers, body }) : route.continue(),
    );
  const save = page.getByRole('button', { name: 'Konfiguration speichern' });
  const { title, description } = assistantConfigMessages.saveFailed;

  // The Lambda crashed: the gateway's English 500.
  await failSave(500, { 'apigw-requestid': 'Req-500-cfg' }, '{"message":"Internal Server Error"}');
  await save.click();
  await expect(page.getByText(`${description} ${apiMessages.internal} (Fehler-ID für den Support: Req-500-cfg)`)).toBeVisible();
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Internal Server Error')).toHaveCount(0);

  // The gateway itself is down: 'Service Unavailable'.
  await page.unroute('**/api/me/assistant-config');
  await failSave(503, { 'x-amzn-requestid': 'Req-503-cfg' }, '{"message":"Service Unavailable"}');
  await save.click();
  await expect(page.getByText(`${description} ${apiErrorMessages.unavailable} (Fehler-ID für den Support: Req-503-cfg)`)).toBeVisible();
  await expect(page.getByText('Service Unavailable')).toHaveCount(0);

  // The web ACL blocks the save (its rules look at this free text): its own JSON body, CloudFront's id.
  await page.unroute('**/api/me/assistant-config');
  await failSave(403, { 'x-amz-cf-id': 'Cf-waf-cfg' }, JSON.stringify({ message: apiMessages.blockedByFirewall }));
  await save.click();
  await expect(page.getByText(`${description} ${apiMessages.blockedByFirewall} (Fehler-ID für den Support: Cf-waf-cfg)`)).toBeVisible();
});

test("the gateway's 429 'Too Many Requests' on a change reads German, with the request id", async ({ page }) => {
  test.setTimeout(90_000);
  await seedConsent(page);
  await createAccount(uniqueEmail('fehler-429'));
  await signInAsAdmin(page);
  await page.route('**/api/admin/users/*/admin', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', headers: { 'apigw-requestid': 'Req-429-xyz' }, body: '{"message":"Too Many Requests"}' }),
  );
  await gotoHydrated(page, '/admin/users');
  await page.getByRole('button', { name: /zum Administrator machen$/ }).first().click();
  await page.getByRole('dialog', { name: 'Administratorrechte vergeben?' }).getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText(`${apiMessages.tooManyRequests} (Fehler-ID für den Support: Req-429-xyz)`)).toBeVisible();
  await expect(page.getByText('Too Many Requests')).toHaveCount(0);
});
