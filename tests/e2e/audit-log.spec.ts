import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { auditActionLabels, auditTexts, inboxTexts } from '@rufbereit/shared';
import { WCAG_TAGS } from './support/axe';
import { seedConsent } from './support/consent';
import { signInAsNewAdmin } from './support/inbox';

/**
 * The staff audit log at 390 and 1280 px: a CSV export in the inbox appears at the top of
 * /admin/audit-log with who and when, reached from the back-office navigation; axe at 390 px.
 */
test.beforeEach(async ({ page }) => seedConsent(page));

for (const width of [390, 1280]) {
  test(`an export in the inbox shows up in the audit log with who and when (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = await signInAsNewAdmin(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: inboxTexts.exportCsv }).click();
    await download;

    const nav = page.getByRole('navigation', { name: 'Verwaltung' });
    // At 390 px the site header folds its menu; the back-office bar keeps its links.
    await nav.getByRole('link', { name: auditTexts.navLabel }).click();
    await expect(page).toHaveURL(/\/admin\/audit-log$/);
    await expect(page.getByRole('heading', { level: 1, name: auditTexts.title })).toBeVisible();
    const newest = page.getByTestId('audit-entry').first();
    await expect(newest).toContainText(auditActionLabels.requestExport);
    await expect(newest).toContainText(email);
    await expect(newest).toContainText('contacts');
    await expect(newest.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(page.getByRole('columnheader', { name: auditTexts.columnWho })).toBeVisible();

    if (width === 390) {
      const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
}
