import { signInAsAdmin } from './support/admin-session';
import { expect, test } from '@playwright/test';
import { ADMIN_LIST_PAGE_SIZE, adminListMessages } from '@rufbereit/shared';
import { createAccount, uniqueEmail } from './support/accounts';
import { wcagScan } from './support/axe';
import { seedConsent } from './support/consent';

/**
 * /admin/users shows 25 accounts, then 'Mehr laden' adds the next page under them, by keyboard,
 * with the count read out; when all are there the button is gone. Every account appears once.
 */
test('the users page loads more accounts with "Mehr laden" until all are shown', async ({ page }) => {
  test.setTimeout(180_000);
  const extra = Array.from({ length: ADMIN_LIST_PAGE_SIZE + 5 }, (_, i) => uniqueEmail(`mehr-laden-${i}`));
  for (let i = 0; i < extra.length; i += 10) await Promise.all(extra.slice(i, i + 10).map((email) => createAccount(email)));
  await seedConsent(page);
  await signInAsAdmin(page, '/admin/users');
  const rows = page.getByTestId('user-row');
  await expect(rows).toHaveCount(ADMIN_LIST_PAGE_SIZE, { timeout: 20_000 });
  const more = page.getByRole('button', { name: adminListMessages.loadMore });
  await expect(page.getByRole('status').filter({ hasText: adminListMessages.shownCount(ADMIN_LIST_PAGE_SIZE) })).toBeAttached();

  // By keyboard: the button takes the focus and Enter loads the next page below the first.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(ADMIN_LIST_PAGE_SIZE);
  await expect(page.getByRole('status').filter({ hasText: adminListMessages.shownCount(await rows.count()) })).toBeAttached();
  // The first page stays where it was: the new rows come below it.
  await expect(rows.first()).toBeVisible();

  for (let pages = 2; (await more.count()) > 0; pages++) {
    expect(pages).toBeLessThan(20);
    const before = await rows.count();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(before);
  }
  // The button is gone; the focus is on the line saying so, not thrown back to the page's start.
  await expect(more).toHaveCount(0);
  await expect(page.getByText(adminListMessages.allShown)).toBeFocused();

  const shown = (await rows.locator('td:first-child').allInnerTexts()).map((text) => text.replace(/\s*\(Sie\)$/, '').trim());
  expect(new Set(shown).size).toBe(shown.length);
  expect(shown).toEqual(expect.arrayContaining(extra));
  expect((await wcagScan(page).analyze()).violations).toEqual([]);
});
