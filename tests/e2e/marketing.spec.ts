import { expect, test, type Page } from '@playwright/test';
import { apiPaths, attributionLabels, marketingTexts, pagePath, siteRoutes, siteSettings } from '@rufbereit/shared';
import { wcagScan } from './support/axe';
import { e2ePorts } from './support/accounts';
import { signInAsAdmin } from './support/admin-session';
import { seedConsent } from './support/consent';
import { gotoHydrated } from './support/hydration';
import { searchInbox, storedItem } from './support/inbox';

/**
 * Issue 40, "Done means": a visitor with a normal browser lands on an industry page from a campaign
 * link, sends a contact request, sales mark its deal won in the CRM (the Pipedrive stand-in's control
 * API, which delivers Pipedrive's webhook as a status change in Pipedrive does), and the staff view
 * 'Marketing' shows the campaign with 1 visit, 1 request and 1 won deal with its value. The request's
 * detail in the inbox names the campaign. (A headless visit is not counted: site-analytics.spec.ts.)
 *
 * Every browser of the e2e run sends from 127.0.0.1, so a visit is told apart by its user agent: this
 * spec's Firefox carries a build number of its own, or another spec's visit of today would be "the
 * same visitor" and take the count.
 */
const build = `${Date.now() % 100_000}.${Math.floor(Math.random() * 1000)}`;
const FIREFOX = `Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0.${build}`;
const campaign = `winter-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const pipedriveUrl = `http://127.0.0.1:${e2ePorts.pipedrive}`;

test.use({ userAgent: FIREFOX });

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await wcagScan(page).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a campaign visit becomes a request and a won deal, and the Marketing view shows the funnel', async ({ page }) => {
  await seedConsent(page);
  const beacon = page.waitForResponse((response) => new URL(response.url()).pathname === apiPaths.analytics);
  await page.goto(`/branchen/friseursalons?utm_source=e2e&utm_medium=browser&utm_campaign=${campaign}`);
  expect((await beacon).status()).toBe(204);

  // The contact request: nothing of the campaign is in what the browser sends.
  await gotoHydrated(page, pagePath('contact'));
  const form = page.getByRole('form', { name: 'Kontaktformular' });
  await page.getByLabel('Vorname').fill('Wiebke');
  await page.getByLabel('Nachname').fill('Winter');
  const email = `wiebke.${Date.now()}@beispiel.de`;
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Ich möchte eine persönliche Demo buchen').check();
  await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
  const sent = page.waitForResponse((r) => r.url().endsWith(apiPaths.contacts) && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  expect(answer.request().postData()).not.toContain(campaign);
  const { id } = (await answer.json()) as { id: string };

  // The CRM sync runs from the event; then sales mark the deal won in Pipedrive.
  let dealId: number | undefined;
  await expect
    .poll(async () => {
      const crm = (await storedItem('contacts', id))?.crm as { dealId?: number } | undefined;
      dealId = crm?.dealId;
      return dealId;
    }, { timeout: 20_000 })
    .toEqual(expect.any(Number));
  const won = await fetch(`${pipedriveUrl}/__control/deal-status`, { method: 'POST', body: JSON.stringify({ id: dealId, status: 'won', value: 4800 }) });
  expect(won.status).toBe(200);
  await expect.poll(async () => ((await storedItem('contacts', id))?.outcome as { status?: string } | undefined)?.status).toBe('won');

  await signInAsAdmin(page, pagePath('adminMarketing'));
  await expect(page.getByRole('heading', { level: 1, name: marketingTexts.title })).toBeVisible();
  const row = page.getByTestId('marketing-campaigns').getByRole('row', { name: new RegExp(campaign) });
  await expect(row.getByRole('rowheader')).toHaveText(`e2e / browser / ${campaign}`);
  // Visits, requests, visit → request, won, value, request → won.
  await expect(row.getByRole('cell')).toHaveText(['1', '1', '100 %', '1', '4.800 €', '100 %']);
  // The entry page's row names the page by its title beside its path (the title of its <title>, without the brand).
  const industryPage = siteRoutes.find((r) => r.path === '/branchen/friseursalons');
  const pageRow = page.getByTestId('marketing-pages').getByRole('rowheader', { name: /^\/branchen\/friseursalons/ });
  await expect(pageRow).toHaveText(`/branchen/friseursalons${industryPage?.title.replace(` | ${siteSettings.brandName}`, '')}`);
  expect(await axeViolations(page)).toEqual([]);

  // The request's detail in the inbox says where its visit came from.
  await page.goto(pagePath('adminContacts'));
  await searchInbox(page, email);
  await page.getByTestId('request-row').filter({ hasText: email }).getByRole('button', { name: 'Details zu Wiebke Winter' }).click();
  const origin = page.getByRole('dialog', { name: 'Wiebke Winter' }).getByTestId('request-attribution');
  await expect(origin.getByRole('heading', { name: attributionLabels.heading })).toBeVisible();
  await expect(origin.getByRole('definition')).toHaveText(['/branchen/friseursalons', 'e2e', 'browser', campaign, '–']);
});

test('the view works at 390 px: no sideways scroll of the page, the range and the CSV export by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, pagePath('adminMarketing'));
  await expect(page.getByTestId('marketing')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A reversed range is refused in German and not sent.
  await page.getByLabel(marketingTexts.fromLabel, { exact: true }).fill('2026-11-20');
  await page.getByLabel(marketingTexts.toLabel, { exact: true }).fill('2026-11-01');
  await expect(page.getByRole('alert')).toHaveText('Das Enddatum liegt vor dem Anfangsdatum');

  // One day: the end set to the start.
  const start = await page.getByLabel(marketingTexts.toLabel, { exact: true }).evaluate((input: HTMLInputElement) => input.min);
  await page.getByLabel(marketingTexts.toLabel, { exact: true }).fill(start);
  const reload = page.waitForResponse((r) => new URL(r.url()).pathname === apiPaths.adminMarketing);
  await page.getByRole('button', { name: marketingTexts.apply }).press('Enter');
  expect((await reload).status()).toBe(200);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: marketingTexts.exportCsv }).focus();
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/^marketing-\d{4}-\d{2}-\d{2}-bis-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await axeViolations(page)).toEqual([]);
});
