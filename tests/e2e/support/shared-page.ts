import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { seedConsent } from './consent';

/**
 * One browser context and one tab for every test of the describe block (or file) that calls this, in
 * place of Playwright's fresh context per test: a fresh context fetches and compiles every script of the
 * site again (its HTTP and code caches are empty), ~1 s of CPU per test on our pages (measured: see
 * docs/testing.md, "How long it takes"), and two workers open a few hundred. For tests that read what
 * a page shows and leave nothing behind that another test of the block depends on: each test still
 * navigates to its own page, starts at the project's viewport with its motion setting, and the stored
 * cookie decision (`consent`) is there before every page's scripts run.
 *
 * Not for tests that watch the network or how a page loads (requests, layout shift, early taps): the
 * shared tab keeps its HTTP cache, so a second load of the same files is not what a first visitor
 * gets, and the API's public answers stay cached as the server allows (GET /api/demos for a minute): a
 * test that changes what they list and reads it back needs a fresh page. Not for tests that leave the
 * context changed (a clock, init scripts, routes they do not remove). `freshStorage` empties cookies,
 * storage and permissions before each test, for tests that sign in as an account of their own.
 *
 * Not serial: every test runs even when an earlier one fails (a failure restarts the worker, and
 * beforeAll opens the tab again), as in layout.spec.ts.
 */
export function useSharedPage(options: { consent?: boolean; freshStorage?: boolean } = {}): () => Page {
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    // The project's context options (its device's user agent, scale and input, the site's address, the
    // locale), as Playwright gives a test's own context; viewport and motion are set per test below.
    const { baseURL, locale, userAgent, deviceScaleFactor, isMobile, hasTouch, screen } = test.info().project.use;
    const given = { baseURL, locale, userAgent, deviceScaleFactor, isMobile, hasTouch, screen };
    context = await browser.newContext(Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)));
    page = await context.newPage();
    if (options.consent) await seedConsent(page);
  });

  // The viewport and motion of the test (the project's, or a `test.use` of its block), as a fresh page would
  // have them; with `freshStorage`, also no cookie, no stored item and no granted permission of an earlier
  // test (a signed-in session, a draft): the state a new visitor's browser has, its HTTP cache aside.
  test.beforeEach(async ({ viewport, reducedMotion }) => {
    if (!page || !context) throw new Error('the shared page was not opened');
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion });
    if (options.freshStorage) {
      await context.clearCookies();
      await context.clearPermissions();
      // Storage belongs to the site's origin: a small file of the site first, then empty both stores.
      await page.goto('/robots.txt');
      await page.evaluate(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
    }
  });

  test.afterAll(async () => {
    await context?.close();
  });

  return () => {
    if (!page) throw new Error('the shared page was not opened');
    return page;
  };
}
