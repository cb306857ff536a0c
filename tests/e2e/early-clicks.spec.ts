import { expect, test, type Page } from '@playwright/test';
import { seedConsent } from './support/consent';

/**
 * A tap on a button of the prerendered page before the app has hydrated it is held and replayed
 * once the button works (web/src/app/early-clicks.ts), instead of doing nothing. React's chunk is
 * held back until the test has tapped, so the tap surely comes first, however fast or slow the
 * machine is.
 */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const pageHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/** Resolves once the page has drawn two more frames: whatever a replayed click changed is on screen. */
const twoFramesLater = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

test.beforeEach(async ({ page }) => seedConsent(page));

test.describe('taps before the app has hydrated the page', () => {
  test('mobile: the menu button opens the menu once the app is there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const releaseApp = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const menuButton = page.locator('button[aria-controls="mobile-menu"]');

    await menuButton.click();
    expect(await pageHydrated(page)).toBe(false);
    releaseApp();

    await expect(menuButton).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
    await expect(page.locator('#mobile-menu')).toBeVisible();
  });

  test('a FAQ question (a section that hydrates after the page) opens its answer once the section is there', async ({ page }) => {
    const releaseApp = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const question = page.locator('#faq').getByRole('button').first();
    await question.scrollIntoViewIfNeeded();
    // Counts the clicks that reach the button: the held tap does not, its replays do.
    await question.evaluate((button) => {
      button.dataset.replays = '0';
      button.addEventListener('click', () => (button.dataset.replays = String(Number(button.dataset.replays) + 1)));
    });

    await question.click();
    expect(await pageHydrated(page)).toBe(false);
    releaseApp();

    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
    // Replayed once, once the FAQ section has hydrated: the answer stays open.
    await expect(page.locator('#faq')).toHaveAttribute('data-hydrated', '');
    await twoFramesLater(page);
    await expect(question).toHaveAttribute('data-replays', '1');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });
});
