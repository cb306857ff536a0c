import { expect, test, type Page } from '@playwright/test';
import { apiPaths, demoStatusLabels, inboxTexts, pagePath } from '@rufbereit/shared';
import { workspaceTexts } from '../../web/src/content/texts/workspace';
import { uniqueEmail } from './support/accounts';
import { signInAsAdmin } from './support/admin-session';
import { seedConsent } from './support/consent';
import { signInAsNewAccount } from './support/new-account-session';
import { useSharedPage } from './support/shared-page';
import { gotoHydrated } from './support/hydration';
import { ripeProofHeader } from './support/proof-of-work';
import { searchInbox } from './support/inbox';
import { layoutProblems } from './support/layout';

/**
 * The signed-in pages are a workspace of their own (issue 39, item 3): their own bar and navigation,
 * the account menu, no marketing header or footer; on a phone one menu button opens a dialog that
 * keyboard and screen readers use (focus in, Escape, focus back); a long e-mail never widens the page.
 */

const menuButton = (page: Page) => page.getByRole('button', { name: workspaceTexts.openMenu });
const menu = (page: Page) => page.getByRole('dialog', { name: workspaceTexts.menuTitle });
const nav = (page: Page) => page.getByRole('navigation', { name: workspaceTexts.navLabel });
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

// One tab, with a stored cookie decision, for the tests that sign in as the worker's admin; the customer's
// test opens its own.
const sharedPage = useSharedPage({ consent: true });

test('staff work in the back office shell: its sections, the account menu, no marketing header or footer', async () => {
  const page = sharedPage();
  const email = await signInAsAdmin(page, pagePath('adminDashboard'));
  await expect(page.getByRole('banner')).toContainText(workspaceTexts.staffArea);
  await expect(page.getByRole('link', { name: 'Kostenlos starten' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  const links = nav(page).getByRole('link');
  await expect(links).toHaveText(Object.values(workspaceTexts.links));
  for (const [id, label] of Object.entries(workspaceTexts.links)) {
    await expect(nav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', pagePath(id as keyof typeof workspaceTexts.links));
  }
  await expect(nav(page).getByRole('link', { name: workspaceTexts.links.adminDashboard })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('signed-in-email')).toHaveText(email);

  await nav(page).getByRole('link', { name: workspaceTexts.links.adminAuditLog }).click();
  await expect(page).toHaveURL(pagePath('adminAuditLog'));
  await expect(nav(page).getByRole('link', { name: workspaceTexts.links.adminAuditLog })).toHaveAttribute('aria-current', 'page');

  // A request arrives while staff are elsewhere: the inbox's link carries the count on the same line.
  const arrived = await page.request.post(apiPaths.contacts, {
    headers: await ripeProofHeader(),
    data: { firstname: 'Nina', lastname: 'Neuigkeit', email: uniqueEmail('badge'), service_preference: 'consultation', privacy_accepted: true },
  });
  expect(arrived.status()).toBe(201);
  await expect(nav(page).getByTestId('inbox-news-badge')).toBeVisible({ timeout: 20_000 });
  for (const width of [768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(layoutProblems), `${width} px`).toEqual([]);
  }

  // The public site keeps its own header and footer.
  await gotoHydrated(page, pagePath('home'));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Kostenlos starten' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('on a phone the menu opens from the keyboard, keeps focus inside, closes with Escape and after a link', async () => {
  const page = sharedPage();
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAsAdmin(page, pagePath('adminContacts'));
  await expect(nav(page)).toHaveCount(0);

  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
  // Focus moved into the menu and stays there however far Tab goes.
  for (let i = 0; i < 14; i++) {
    expect(await menu(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
  }
  await expect(menu(page).getByRole('navigation', { name: workspaceTexts.navLabel }).getByRole('link', { name: workspaceTexts.links.adminContacts })).toHaveAttribute('aria-current', 'page');
  await expect(menu(page).getByRole('button', { name: workspaceTexts.signOut })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();

  await menuButton(page).click();
  await menu(page).getByRole('link', { name: workspaceTexts.links.adminUsers }).click();
  await expect(page).toHaveURL(pagePath('adminUsers'));
  await expect(menu(page)).toHaveCount(0);
  await expect(page.locator('main h1')).toBeVisible();
});

test('a customer with a long e-mail address: the customer area at 360 and 390 px never scrolls sideways', async ({ page }) => {
  await seedConsent(page);
  await page.setViewportSize({ width: 1024, height: 800 });
  const { email } = await signInAsNewAccount(page, { label: 'salon-inhaberin-lang', path: pagePath('assistantConfig') });
  expect(email.length).toBeGreaterThan(30);
  await expect(page.getByRole('banner')).toContainText(workspaceTexts.customerArea);
  await expect(nav(page).getByRole('link')).toHaveText([workspaceTexts.links.assistantConfig, workspaceTexts.links.upload]);
  // The whole address stays available: in the title and to screen readers.
  await expect(page.getByTestId('signed-in-email')).toHaveAttribute('title', email);
  for (const width of [360, 390, 768]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await pageWidth(page), `${width} px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 360, height: 800 });
  await menuButton(page).click();
  const shown = menu(page).getByTestId('signed-in-email');
  await expect(shown).toHaveText(email);
  const box = await shown.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
});

test('below 768 px the inbox is a card list: status, arrival and "Details" on screen, nothing to scroll sideways', async () => {
  const page = sharedPage();
  const email = uniqueEmail('karten-demo');
  const demo = await page.request.post(apiPaths.demoRequests, {
    headers: await ripeProofHeader(),
    data: { first_name: 'Karla', last_name: 'Kartenansicht', company_name: 'Tierarztpraxis Am Stadtpark Gemeinschaftspraxis', email, phone: '0176 1234567', privacy_accepted: true },
  });
  expect(demo.status()).toBe(201);
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAsAdmin(page, pagePath('adminContacts'));
  await page.getByRole('tab', { name: inboxTexts.tabDemos }).click();
  await searchInbox(page, email);
  const card = page.getByTestId('request-row').filter({ hasText: 'Karla Kartenansicht' });
  await expect(card).toHaveCount(1);
  // A card, not a table row inside a sideways-scrolling region.
  await expect(page.getByRole('table')).toHaveCount(0);
  const status = card.getByTestId('request-status');
  await expect(status).toHaveText(demoStatusLabels.pending);
  const details = card.getByRole('button', { name: 'Details zu Karla Kartenansicht' });
  for (const shown of [status, card.getByTestId('crm-status'), card.getByTestId('mail-status'), details]) {
    const box = await shown.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await details.click();
  await expect(page.getByRole('dialog', { name: 'Karla Kartenansicht' })).toBeVisible();

  // From 768 px the same list is a table again.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByRole('table', { name: inboxTexts.tabDemos })).toBeVisible();
});
