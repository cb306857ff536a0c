import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { inboxTexts } from '@rufbereit/shared';
import { uniqueEmail } from './support/accounts';
import { WCAG_TAGS } from './support/axe';
import { seedConsent } from './support/consent';
import { ripeProofHeader } from './support/proof-of-work';
import { searchInbox, signInAsNewAdmin } from './support/inbox';

/**
 * The inbox for a working day, at 390 and 1280 px: sort by name and date (aria-sort), a date range,
 * filters applied as they change and kept in the address (a reload shows the same view).
 */
test.beforeEach(async ({ page }) => seedConsent(page));

const rows = (page: Page) => page.getByTestId('request-row');
const berlinDay = (offsetDays = 0): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));

async function sendContact(page: Page, lastname: string, company: string): Promise<void> {
  const response = await page.request.post('/api/contacts', {
    headers: await ripeProofHeader(),
    data: { firstname: 'Tina', lastname, email: uniqueEmail(lastname.toLowerCase()), company_name: company, service_preference: 'consultation', privacy_accepted: true },
  });
  expect(response.status()).toBe(201);
}

for (const width of [390, 1280]) {
  test(`sort, date range and search apply at once and stay in the address (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsNewAdmin(page);
    const company = `Tageslauf ${width} ${Date.now()}`;
    for (const name of ['Zander', 'Adler', 'Müller']) await sendContact(page, name, company);

    await searchInbox(page, company);
    await expect(rows(page)).toHaveCount(3);
    // Newest first by default.
    await expect(rows(page).locator('td:first-child > span:first-child')).toHaveText(['Tina Müller', 'Tina Adler', 'Tina Zander']);
    const nameHeader = page.getByRole('columnheader', { name: inboxTexts.columnName });
    const dateHeader = page.getByRole('columnheader', { name: inboxTexts.columnCreated });
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    // Keyboard: the header's button sorts by name A–Z, again Z–A.
    await nameHeader.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(dateHeader).toHaveAttribute('aria-sort', 'none');
    await expect(rows(page).locator('td:first-child > span:first-child')).toHaveText(['Tina Adler', 'Tina Müller', 'Tina Zander']);
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rows(page).locator('td:first-child > span:first-child')).toHaveText(['Tina Zander', 'Tina Müller', 'Tina Adler']);
    await expect(page).toHaveURL(/sortierung=name&richtung=ab/);

    // Oldest first by date.
    await dateHeader.getByRole('button').click();
    await dateHeader.getByRole('button').click();
    await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows(page).locator('td:first-child > span:first-child')).toHaveText(['Tina Zander', 'Tina Adler', 'Tina Müller']);

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
    await expect(page.getByRole('columnheader', { name: inboxTexts.columnCreated })).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows(page).locator('td:first-child > span:first-child')).toHaveText(['Tina Zander', 'Tina Adler', 'Tina Müller']);

    if (width === 390) {
      const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }

    await page.getByRole('button', { name: inboxTexts.resetFilters }).click();
    await expect(page.getByRole('tabpanel').getByLabel('Suche (Name, E-Mail, Firma)')).toHaveValue('');
  });
}
