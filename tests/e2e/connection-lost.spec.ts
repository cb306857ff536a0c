import { expect, test, type Page } from '@playwright/test';
import { apiErrorMessages, inboxTexts, pagePath } from '@rufbereit/shared';
import { workspaceTexts } from '../../web/src/content/texts/workspace';
import { signInAsAdmin } from './support/admin-session';
import { wcagScan } from './support/axe';
import { seedConsent } from './support/consent';
import { gotoHydrated } from './support/hydration';

/**
 * The API down while staff are signed in (issue 39, item 7): the inbox says 'Keine Verbindung' inside
 * the workspace and offers a retry that works once the API is back; the sign-in form never appears,
 * because the session is still there. Only this browser loses the API (page.route), so the spec runs
 * beside the others.
 */

const API = '**/api/**';
const connectionLost = (page: Page) => page.getByRole('alert').filter({ hasText: workspaceTexts.offline.title });

async function expectConnectionLostInbox(page: Page): Promise<void> {
  await expect(connectionLost(page)).toContainText(apiErrorMessages.network);
  await expect(connectionLost(page)).toContainText(workspaceTexts.offline.stillSignedIn);
  await expect(page.locator('main h1')).toBeVisible();
  // Not the sign-in form: no password, no 'Anmelden'.
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toHaveCount(0);
  await expect(page.getByLabel(/^Passwort/)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => seedConsent(page));

test('the gateway answers 503: the inbox says "Keine Verbindung", the retry brings it back once the API is up', async ({ page }) => {
  const email = await signInAsAdmin(page, pagePath('adminDashboard'));
  await page.route(API, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', headers: { 'apigw-requestid': 'Req-503-down' }, body: '{"message":"Service Unavailable"}' }),
  );
  await gotoHydrated(page, pagePath('adminContacts'));
  await expectConnectionLostInbox(page);
  // Still in the workspace, as the session's account.
  await expect(page.getByTestId('signed-in-email')).toHaveText(email);
  await expect(page.getByRole('navigation', { name: workspaceTexts.navLabel })).toBeVisible();

  // Still down: the retry keeps the state (and the session).
  await connectionLost(page).getByRole('button', { name: workspaceTexts.offline.retry }).click();
  await expect(connectionLost(page).getByRole('button', { name: workspaceTexts.offline.retry })).toBeEnabled();
  await expectConnectionLostInbox(page);

  // The API is back: one click, and the inbox is there.
  await page.unroute(API);
  await connectionLost(page).getByRole('button', { name: workspaceTexts.offline.retry }).click();
  await expect(page.getByRole('tab', { name: inboxTexts.tabContacts })).toBeVisible();
  await expect(connectionLost(page)).toHaveCount(0);
  await expect(page.getByTestId('signed-in-email')).toHaveText(email);
});

test('no connection at all on a phone: the same state at 390 px, axe clean, no sign-in form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAsAdmin(page, pagePath('adminDashboard'));
  await page.route(API, (route) => route.abort('internetdisconnected'));
  await gotoHydrated(page, pagePath('adminContacts'));
  await expectConnectionLostInbox(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const axe = await wcagScan(page).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await page.unroute(API);
  await connectionLost(page).getByRole('button', { name: workspaceTexts.offline.retry }).click();
  await expect(page.getByRole('tab', { name: inboxTexts.tabContacts })).toBeVisible();
});
