import { signInAsAdmin } from './support/admin-session';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiPaths, inboxBulkTexts, inboxTexts } from '@rufbereit/shared';
import { uniqueEmail } from './support/accounts';
import { wcagScan } from './support/axe';
import { useSharedPage } from './support/shared-page';
import { ripeProofHeader } from './support/proof-of-work';
import { searchInbox } from './support/inbox';

/**
 * The inbox for a working day, at 390 and 1280 px: sort by name and date (aria-sort), a date range,
 * filters applied as they change and kept in the address (a reload shows the same view).
 */
// One tab for the file, signed in as the worker's admin and with a stored cookie decision: each test
// still opens its page (signInAsAdmin), without a fresh context of its own.
const sharedPage = useSharedPage({ consent: true });

const rows = (page: Page) => page.getByTestId('request-row');
const names = (page: Page) => rows(page).getByTestId('request-name');
const berlinDay = (offsetDays = 0): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));

async function sendContact(page: Page, lastname: string, company: string): Promise<void> {
  const response = await page.request.post(apiPaths.contacts, {
    headers: await ripeProofHeader(),
    data: { firstname: 'Tina', lastname, email: uniqueEmail('tageslauf'), company_name: company, service_preference: 'consultation', privacy_accepted: true },
  });
  expect(response.status()).toBe(201);
}

for (const width of [390, 1280]) {
  test(`sort, date range and search apply at once and stay in the address (${width} px)`, async () => {
    const page = sharedPage();
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    const company = `Tageslauf ${width} ${Date.now()}`;
    for (const name of ['Zander', 'Adler', 'Müller']) await sendContact(page, name, company);

    await searchInbox(page, company);
    await expect(rows(page)).toHaveCount(3);
    // Newest first by default.
    await expect(names(page)).toHaveText(['Tina Müller', 'Tina Adler', 'Tina Zander']);
    // From 768 px the table's headers carry the sort (aria-sort); below, the buttons above the cards
    // (aria-pressed, the direction in their name).
    const wide = width >= 768;
    const header = (label: string) => page.getByRole('columnheader', { name: label });
    const sortButton = (label: string) => (wide ? header(label).getByRole('button') : page.getByRole('tabpanel').getByRole('button', { name: new RegExp(`^${label}`) }));
    const expectSort = async (label: string, state: 'ascending' | 'descending' | 'none') => {
      if (wide) return expect(header(label)).toHaveAttribute('aria-sort', state);
      await expect(sortButton(label)).toHaveAttribute('aria-pressed', state === 'none' ? 'false' : 'true');
      if (state !== 'none') await expect(sortButton(label)).toHaveAccessibleName(`${label} (${state === 'ascending' ? 'aufsteigend' : 'absteigend'})`);
    };
    await expectSort(inboxTexts.columnCreated, 'descending');
    await expectSort(inboxTexts.columnName, 'none');

    // Keyboard: the name's sort button sorts A–Z, again Z–A.
    await sortButton(inboxTexts.columnName).focus();
    await page.keyboard.press('Enter');
    await expectSort(inboxTexts.columnName, 'ascending');
    await expectSort(inboxTexts.columnCreated, 'none');
    await expect(names(page)).toHaveText(['Tina Adler', 'Tina Müller', 'Tina Zander']);
    await expect(page).toHaveURL(/sortierung=name&richtung=auf$/);
    await sortButton(inboxTexts.columnName).click();
    await expectSort(inboxTexts.columnName, 'descending');
    await expect(names(page)).toHaveText(['Tina Zander', 'Tina Müller', 'Tina Adler']);
    // Descending is the default order, left out of the address.
    await expect(page).toHaveURL(/sortierung=name$/);

    // Oldest first by date.
    await sortButton(inboxTexts.columnCreated).click();
    await sortButton(inboxTexts.columnCreated).click();
    await expectSort(inboxTexts.columnCreated, 'ascending');
    await expect(names(page)).toHaveText(['Tina Zander', 'Tina Adler', 'Tina Müller']);

    // The date range applies as it is set: tomorrow has nothing, today has the three.
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel(inboxTexts.fromLabel).fill(berlinDay(1));
    await expect(page.getByText(inboxTexts.empty)).toBeVisible();
    await panel.getByLabel(inboxTexts.fromLabel).fill(berlinDay());
    await panel.getByLabel(inboxTexts.toLabel).fill(berlinDay());
    await expect(rows(page)).toHaveCount(3);
    await expect(page).toHaveURL(new RegExp(`von=${berlinDay()}&bis=${berlinDay()}`));

    // A reload opens the same view.
    await page.reload();
    await expect(page.getByRole('tabpanel').getByLabel('Suche (Name, E-Mail, Firma)')).toHaveValue(company);
    await expect(page.getByRole('tabpanel').getByLabel(inboxTexts.toLabel)).toHaveValue(berlinDay());
    await expectSort(inboxTexts.columnCreated, 'ascending');
    await expect(names(page)).toHaveText(['Tina Zander', 'Tina Adler', 'Tina Müller']);

    if (width === 390) {
      const axe = await wcagScan(page).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }

    await page.getByRole('button', { name: inboxTexts.resetFilters }).click();
    await expect(page.getByRole('tabpanel').getByLabel('Suche (Name, E-Mail, Firma)')).toHaveValue('');
  });
}

async function sendDemo(page: Page, lastname: string, company: string): Promise<void> {
  const response = await page.request.post(apiPaths.demoRequests, {
    headers: await ripeProofHeader(),
    data: { first_name: 'Dora', last_name: lastname, company_name: company, email: uniqueEmail('auswahl'), phone: '030 555666', privacy_accepted: true },
  });
  expect(response.status()).toBe(201);
}

for (const width of [390, 1280]) {
  test(`the selection: a status for the ticked demo requests, and their CSV (${width} px)`, async () => {
    const page = sharedPage();
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    const company = `Auswahl ${width} ${Date.now()}`;
    for (const name of ['Erste', 'Zweite', 'Dritte']) await sendDemo(page, name, company);
    await page.getByRole('tab', { name: inboxTexts.tabDemos }).click();
    // The demo list is in place (tab in the address) before typing into its search.
    await expect(page).toHaveURL(/liste=demo-requests/);
    await expect(page.getByRole('tabpanel').getByLabel('Status', { exact: true })).toBeVisible();
    await searchInbox(page, company);
    await expect(rows(page)).toHaveCount(3);

    // Select all, then untick one: the header box shows 'mixed'.
    const all = page.getByRole('checkbox', { name: inboxBulkTexts.selectAll });
    await all.check();
    await expect(page.getByText(inboxBulkTexts.selected(3))).toBeVisible();
    await page.getByRole('checkbox', { name: inboxBulkTexts.selectRow('Dora Dritte') }).uncheck();
    await expect(all).toHaveJSProperty('indeterminate', true);
    await expect(page.getByText(inboxBulkTexts.selected(2))).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: inboxBulkTexts.exportSelected }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^demo-anfragen-auswahl-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await file.path())).subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines.slice(1).map((line) => line.split(';')[2]).sort()).toEqual(['Dora Erste', 'Dora Zweite']);

    await page.getByLabel(inboxBulkTexts.statusLabel).selectOption({ label: 'Kontaktiert' });
    await page.getByRole('button', { name: inboxBulkTexts.applyStatus }).click();
    const dialog = page.getByRole('dialog', { name: inboxTexts.changeStatusQuestion });
    await expect(dialog).toContainText(inboxBulkTexts.confirmStatus(2, 'Kontaktiert'));
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText(inboxBulkTexts.statusChanged(2))).toBeVisible();
    await expect(rows(page).filter({ hasText: 'Dora Erste' })).toContainText('Kontaktiert');
    await expect(rows(page).filter({ hasText: 'Dora Zweite' })).toContainText('Kontaktiert');
    await expect(rows(page).filter({ hasText: 'Dora Dritte' })).toContainText('Offen');
    // The selection is cleared after the change.
    await expect(all).not.toBeChecked();

    if (width === 390) {
      await all.check();
      const axe = await wcagScan(page).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
}
