import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { NOT_FOUND_PATH, siteRoutes, siteSettings } from '@rufbereit/shared';
import { seedConsent } from './support/consent';
import { gotoHydrated } from './support/hydration';
import { layoutProblems } from './support/layout';

/**
 * The layout holds at every width a visitor may have (phones, tablets, small laptops, desktops):
 * every prerendered page at each width below, checked on its server HTML (JavaScript off, so it is
 * fast and sees what a visitor sees before the app starts; the app renders the same markup).
 *
 * Per page and width:
 * - no horizontal overflow (the page never scrolls sideways);
 * - every header entry is inside the viewport and on one line;
 * - no two links or buttons of the header or the footer overlap;
 * - no heading is wider than its box (a long German word that does not break);
 * - the h1 is not smaller than any h2.
 *
 * One browser context and one tab for all pages; a page is loaded once and resized through the widths.
 */

const WIDTHS = [360, 390, 768, 900, 1024, 1280, 1440] as const;
const HEIGHT = 900;

const paths = [...siteRoutes.filter((route) => route.prerender).map((route) => route.path), NOT_FOUND_PATH];

test.describe('layout at every width', () => {
  // Not serial: every page is checked even when an earlier one fails (a failure restarts the worker,
  // and beforeAll opens the tab again).
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE', viewport: { width: WIDTHS[0], height: HEIGHT } });
    page = await context.newPage();
  });

  test.afterAll(async () => {
    await context.close();
  });

  for (const path of paths) {
    test(`${path} holds at ${WIDTHS.join(', ')} px`, async () => {
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await page.goto(path, { waitUntil: 'load' });
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        problems.push(...(await page.evaluate(layoutProblems)).map((problem) => `${width} px: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('header on tablets and small laptops', () => {
  const phoneName = `Anrufen: ${siteSettings.phoneDisplay}`;

  test('from 768 px the phone link and the button are in the bar, the section links behind the menu until 1024 px', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await seedConsent(page);
    await gotoHydrated(page, '/');
    const header = page.locator('body header');
    await expect(header.getByRole('link', { name: phoneName })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Kostenlos starten' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();

    const toggle = header.locator('button[aria-controls="mobile-menu"]');
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Mobile Navigation' });
    await expect(nav.getByRole('link').or(nav.getByRole('button'))).toHaveText(['Home', 'Funktionen', 'Vorteile', 'Branchen', 'Demo testen', 'Kontakt']);
    // Growing past 1024 px closes the menu and shows the links in the bar, the phone as an icon.
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(toggle).toBeHidden();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Funktionen' })).toBeVisible();
    const phone = header.getByRole('link', { name: phoneName });
    await expect(phone).toBeVisible();
    expect((await phone.boundingBox())?.width).toBeLessThan(48);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(phone).toContainText(siteSettings.phoneDisplay);
    expect((await phone.boundingBox())?.width).toBeGreaterThan(100);
  });
});
