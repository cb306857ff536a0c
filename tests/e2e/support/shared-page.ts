import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { seedConsent } from './consent';

/**
 * One browser context and one tab for every test of the describe blocks (or files) that call this, in
 * place of Playwright's fresh context per test: one per worker (and per stored cookie decision), kept
 * from file to file. A fresh context fetches and compiles every script of the site again (its HTTP and
 * code caches are empty), ~1 s of CPU per test on our pages (measured: see docs/testing.md, "How long it
 * takes"), and two workers open a few hundred; a tab per file still started each file on empty caches.
 * For tests that read what a page shows and leave nothing behind that another test of the block depends
 * on: each test still navigates to its own page, starts at the project's viewport with its motion
 * setting, and the stored cookie decision (`consent`) is there before every page's scripts run. Each
 * block starts as in a new browser, its caches aside: no cookie, stored item, granted permission or
 * route of an earlier file.
 *
 * Not for tests that watch the network or how a page loads (requests, layout shift, early taps): the
 * shared tab keeps its HTTP cache, so a second load of the same files is not what a first visitor
 * gets, and the API's public answers stay cached as the server allows (GET /api/demos for a minute): a
 * test that changes what they list and reads it back needs a fresh page. Not for tests that leave the
 * context changed (a clock, init scripts, routes they do not remove). `freshStorage` empties cookies,
 * storage and permissions before each test too, for tests that sign in as an account of their own.
 *
 * Not serial: every test runs even when an earlier one fails (a failure restarts the worker, and
 * beforeAll opens the tab again), as in layout.spec.ts.
 */
export function useSharedPage(options: { consent?: boolean; freshStorage?: boolean } = {}): () => Page {
  let page: Page | undefined;

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    page = await workerPage(browser, Boolean(options.consent));
    await emptyStorage(page);
    // Routes an earlier block left on the tab (the tests take theirs back; a failed one may not have).
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  // The viewport and motion of the test (the project's, or a `test.use` of its block), as a fresh page would
  // have them; with `freshStorage`, also no cookie, no stored item and no granted permission of an earlier
  // test (a signed-in session, a draft): the state a new visitor's browser has, its HTTP cache aside.
  test.beforeEach(async ({ viewport, reducedMotion }) => {
    if (!page) throw new Error('the shared page was not opened');
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion });
    if (options.freshStorage) await emptyStorage(page);
  });

  return () => {
    if (!page) throw new Error('the shared page was not opened');
    return page;
  };
}

/** The worker's tabs, one per cookie decision (seeded by an init script, which cannot be taken back). */
const workerPages = new Map<boolean, Promise<{ context: BrowserContext; page: Page }>>();

async function workerPage(browser: Browser, consent: boolean): Promise<Page> {
  const open = await workerPages.get(consent);
  if (open && !open.page.isClosed() && open.context.browser()?.isConnected()) return open.page;
  const opening = openPage(browser, consent);
  workerPages.set(consent, opening);
  opening.catch(() => workerPages.delete(consent));
  return (await opening).page;
}

async function openPage(browser: Browser, consent: boolean): Promise<{ context: BrowserContext; page: Page }> {
  // The project's context options (its device's user agent, scale and input, the site's address, the
  // locale), as Playwright gives a test's own context; viewport and motion are set per test.
  const { baseURL, locale, userAgent, deviceScaleFactor, isMobile, hasTouch, screen } = test.info().project.use;
  const given = { baseURL, locale, userAgent, deviceScaleFactor, isMobile, hasTouch, screen };
  const context = await browser.newContext(Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)));
  const page = await context.newPage();
  if (consent) await seedConsent(page);
  return { context, page };
}

/** No cookie, no stored item (local or session) and no granted permission: a new visitor's browser. */
async function emptyStorage(page: Page): Promise<void> {
  const context = page.context();
  await context.clearCookies();
  await context.clearPermissions();
  // Storage belongs to the site's origin: a small file of the site first, then empty both stores.
  await page.goto('/robots.txt');
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}
