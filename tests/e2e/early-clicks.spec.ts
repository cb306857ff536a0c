import { expect, test, type Page } from '@playwright/test';
import { seedConsent } from './support/consent';

/**
 * A tap on a button of the prerendered page before the app has hydrated it is held and replayed
 * once the button works (web/src/app/early-clicks.ts), instead of doing nothing. React's chunk is
 * held back here so the tap surely comes first.
 */
const APP_DELAY_MS = 2500;

async function delayTheApp(page: Page): Promise<void> {
  await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, APP_DELAY_MS));
    await route.continue();
  });
}

const pageHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
  await delayTheApp(page);
});

test.describe('taps before the app has hydrated the page', () => {
  test('mobile: the menu button opens the menu once the app is there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const menuButton = page.locator('button[aria-controls="mobile-menu"]');

    await menuButton.click();
    expect(await pageHydrated(page)).toBe(false);

    await expect(menuButton).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
    await expect(page.locator('#mobile-menu')).toBeVisible();
  });

  test('a FAQ question (a section that hydrates after the page) opens its answer once the section is there', async ({ page }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const question = page.locator('#faq').getByRole('button').first();
    await question.scrollIntoViewIfNeeded();

    await question.click();
    expect(await pageHydrated(page)).toBe(false);

    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
    // Replayed once: the answer stays open.
    await page.waitForTimeout(500);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });
});
