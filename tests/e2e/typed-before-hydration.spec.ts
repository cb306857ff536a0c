import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedConsent } from './support/consent';
import { waitForPageHydration } from './support/hydration';
import { emailField, passwordField } from './support/sign-in';

/**
 * What a visitor types into a prerendered form before the app has hydrated it is kept by the hydrated
 * form. The CPU runs 4× slower, as in Lighthouse's mobile profile (a phone), and the visitor types as
 * soon as the field is visible. The app's framework chunk is held back until the typing is done, so
 * the typing surely comes before hydration however fast or slow this machine is; once released, the
 * page hydrates on the slowed CPU.
 */
const PHONE_CPU_SLOWDOWN = 4;

async function slowCpuLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  // https://chromedevtools.github.io/devtools-protocol/tot/Emulation/#method-setCPUThrottlingRate
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
}

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

/** Types like a visitor (key by key) as soon as the field is visible. */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.waitFor({ state: 'visible' });
  await field.pressSequentially(text);
}

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
  await slowCpuLikeAPhone(page);
});

const EMAIL = 'jemand@example.de';
const PASSWORD = 'Geheim-Passwort-123';
const signInButton = (page: Page) => page.getByRole('button', { name: 'Anmelden', exact: true });

// /login and /auth are sign-in pages; the staff pages show the sign-in form in place (the guard's own chunk
// hydrates it).
for (const url of ['/login', '/auth', '/admin/contacts', '/admin/demos']) {
  test(`${url}: e-mail and password typed before hydration are kept, and the button is ready`, async ({ page }) => {
    const releaseApp = await holdTheApp(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await typeInto(emailField(page), EMAIL);
    await typeInto(passwordField(page), PASSWORD);
    expect(await pageHydrated(page)).toBe(false);
    releaseApp();

    await waitForPageHydration(page);
    await expect(emailField(page)).toHaveValue(EMAIL);
    await expect(passwordField(page)).toHaveValue(PASSWORD);
    await expect(signInButton(page)).not.toHaveAttribute('aria-disabled', 'true');
  });
}

test('/login: typing that goes on after hydration stays in the field the visitor is in', async ({ page }) => {
  const releaseApp = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await typeInto(emailField(page), 'jemand@');
  releaseApp();
  await waitForPageHydration(page);
  // The visitor types on without clicking: the keys go where the focus is (the heading took it once).
  await page.keyboard.type('example.de');
  await expect(emailField(page)).toHaveValue(EMAIL);
  await expect(emailField(page)).toBeFocused();
});

test('/login: typing that goes on while the page hydrates is kept whole, and the button is ready', async ({ page }) => {
  await page.goto('/login', { waitUntil: 'commit' });
  await typeInto(emailField(page), EMAIL);
  await typeInto(passwordField(page), PASSWORD);
  await waitForPageHydration(page);
  await expect(emailField(page)).toHaveValue(EMAIL);
  await expect(passwordField(page)).toHaveValue(PASSWORD);
  await expect(signInButton(page)).not.toHaveAttribute('aria-disabled', 'true');
});

test('/kontakt and /kostenlos-testen: the public forms keep what was typed before hydration', async ({ page }) => {
  for (const url of ['/kontakt', '/kostenlos-testen']) {
    const releaseApp = await holdTheApp(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const firstName = page.getByRole('textbox', { name: /^Vorname/ });
    const email = page.getByRole('textbox', { name: /^E-Mail/ });
    await typeInto(firstName, 'Erika');
    await typeInto(email, EMAIL);
    expect(await pageHydrated(page), url).toBe(false);
    releaseApp();

    await waitForPageHydration(page);
    await expect(firstName, url).toHaveValue('Erika');
    await expect(email, url).toHaveValue(EMAIL);
    await page.unrouteAll();
  }
});
