import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './accounts';
import { gotoHydrated } from './hydration';
import { signInFirstTime } from './sign-in';

/**
 * The signed-in state of one admin per Playwright worker (its storage state: what the browser keeps
 * after a real password + TOTP sign-in), made once, on the worker's first need, and handed to every page
 * that signs in as staff. A full TOTP sign-in per test cost seconds each; the sign-in itself keeps its
 * own specs (sign-in.spec.ts). A spec that signs out or needs an account of its own uses
 * signInAsNewAdmin.
 */
interface AdminSession {
  email: string;
  origin: string;
  localStorage: Array<{ name: string; value: string }>;
}

let session: Promise<AdminSession> | undefined;

async function signInOnce(browser: Browser, baseURL: string): Promise<AdminSession> {
  const email = uniqueEmail('team');
  await createAccount(email, { admin: true });
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  try {
    const page = await context.newPage();
    await signInFirstTime(page, email);
    await expect(page).toHaveURL(/\/admin\/contacts$/);
    const origin = new URL(baseURL).origin;
    const state = await context.storageState();
    return { email, origin, localStorage: state.origins.find((o) => o.origin === origin)?.localStorage ?? [] };
  } finally {
    await context.close();
  }
}

/** The worker's admin, signed in on `page` (its storage state restored), on `path` (default: the inbox). */
export async function signInAsAdmin(page: Page, path = '/admin/contacts'): Promise<string> {
  const baseURL = test.info().project.use.baseURL ?? '';
  const browser = page.context().browser();
  if (!browser) throw new Error('signInAsAdmin needs a page of a launched browser');
  session ??= signInOnce(browser, baseURL);
  const { email, localStorage } = await session.catch((error: unknown) => {
    // A failed sign-in is tried again by the next test rather than failing every test of the worker.
    session = undefined;
    throw error;
  });
  // Storage belongs to an origin: open a small file of the site first, fill it, then go where the test starts.
  await page.goto('/robots.txt');
  await page.evaluate((items) => {
    for (const { name, value } of items) window.localStorage.setItem(name, value);
  }, localStorage);
  await gotoHydrated(page, path);
  return email;
}
