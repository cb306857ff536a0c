import { expect, type Locator, type Page } from '@playwright/test';
import { adminListMessages } from '@rufbereit/shared';

/**
 * The row of one account on a paged admin list (/admin/users: `user-row`, /admin/assistant-configs:
 * `config-row`). The lists show 25 accounts a page in the pool's order, and the suite creates many
 * accounts, so a test's own account may be on a later page: 'Mehr laden' is pressed until its row
 * is shown or every account is.
 */
export async function accountRow(page: Page, testId: 'user-row' | 'config-row', email: string): Promise<Locator> {
  const row = page.getByTestId(testId).filter({ hasText: email });
  const loadMore = page.getByRole('button', { name: adminListMessages.loadMore });
  await expect(page.getByTestId(testId).first()).toBeVisible();
  for (;;) {
    if ((await row.count()) > 0) break;
    if ((await loadMore.count()) === 0) break;
    const shown = await page.getByTestId(testId).count();
    await loadMore.click();
    await expect.poll(() => page.getByTestId(testId).count()).toBeGreaterThan(shown);
  }
  await expect(row).toBeVisible();
  return row;
}
