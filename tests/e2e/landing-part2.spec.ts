import { expect, test, type Page } from '@playwright/test';
import { sectionFallback } from '@rufbereit/shared';
import { CONSENT_STORAGE_KEY } from '../../web/src/features/cookie-consent/consent-storage';
import { seedConsent } from './support/consent';
import { hydrateSection, waitForPageHydration } from './support/hydration';
import { useSharedPage } from './support/shared-page';

/**
 * Landing page, lower half: section crash fallback (?crash=…), ROI calculator, cookie consent
 * layer, FAQ accordion. Runs against the built, prerendered site.
 */

/**
 * Waits until the home page is hydrated: the FAQ, the last lazily loaded section, reacts to a
 * click (before hydration the prerendered button does nothing). Leaves the FAQ closed.
 */
async function waitForHydratedHome(page: Page): Promise<void> {
  const question = page.locator('#faq').getByRole('button').first();
  await expect(async () => {
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
}

/**
 * One tab, with a stored cookie decision, for the tests of the page's sections; the consent layer's
 * tests start without a decision, on a page of their own each.
 */
const sharedPage = useSharedPage({ consent: true });

const storedConsent = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null, CONSENT_STORAGE_KEY);

const consentLayer = (page: Page) => page.getByRole('dialog', { name: 'Cookie-Einstellungen' });

/** The footer's 'Cookie-Einstellungen' control (a button or a link). */
const footerCookieSettings = (page: Page) => {
  const footer = page.getByRole('contentinfo');
  return footer
    .getByRole('button', { name: 'Cookie-Einstellungen', exact: true })
    .or(footer.getByRole('link', { name: 'Cookie-Einstellungen', exact: true }));
};

test.describe('section crash fallback', () => {
  test('?crash=faq replaces only the FAQ with the fallback, and "Erneut versuchen" brings it back', async () => {
    const page = sharedPage();
    await page.goto('/?crash=faq');

    const fallbackHeading = page.getByRole('heading', { name: sectionFallback.heading });
    await expect(fallbackHeading).toBeVisible();
    await expect(page.getByText(sectionFallback.text)).toBeVisible();
    // The fallback stands in the FAQ's place and keeps its anchor.
    await expect(page.locator('#faq').getByRole('button', { name: sectionFallback.retry })).toBeVisible();
    await expect(page.locator('#faq').getByRole('heading', { name: 'Häufig gestellte Fragen' })).toHaveCount(0);

    // The rest of the page keeps working.
    await expect(page.locator('#pricing').getByRole('heading').first()).toBeVisible();
    await expect(page.locator('#features').getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page.locator('#roi-heading')).toBeVisible();

    await page.getByRole('button', { name: sectionFallback.retry }).click();
    await expect(fallbackHeading).toHaveCount(0);
    await expect(page.locator('#faq').getByRole('heading', { level: 2, name: 'Häufig gestellte Fragen' })).toBeVisible();
  });

  test('the prerendered HTML is the same with or without ?crash=', async ({ request }) => {
    const html = await (await request.get('/?crash=faq')).text();
    expect(html).not.toContain(sectionFallback.heading);
    expect(html).toContain('Häufig gestellte Fragen');
    expect(html).not.toContain(sectionFallback.loading);
  });
});

test.describe('ROI calculator', () => {
  test('updates the result when the inputs change', async () => {
    const page = sharedPage();
    await page.goto('/');
    await hydrateSection(page.locator('#roi-calculator'));
    const result = page.getByTestId('roi-result');
    await expect(result).toHaveAttribute('aria-live', 'polite');
    await expect(result).toContainText(/2\.080,00\s€/);

    const missed = page.getByLabel('Verpasste Anrufe pro Woche');
    // Retried in case the section was still hydrating when the first value went in.
    await expect(async () => {
      await missed.fill('12');
      // 12 calls a week = 52 a month; 40 % book at 60 € → 1.248,00 €
      await expect(result).toContainText(/1\.248,00\s€/, { timeout: 1000 });
    }).toPass();

    await page.getByLabel('Durchschnittlicher Terminwert (€)').fill('100');
    await expect(result).toContainText(/2\.080,00\s€/); // 20,8 bookings × 100 €
    await page.getByLabel('Durchschnittliche Gesprächsdauer (Minuten)').fill('2');
    // 104 minutes × 0,32 € … 0,45 €
    await expect(result).toContainText(/33,28\s€\s–\s46,80\s€/);

    const rate = page.getByLabel('Anteil der Anrufer, die buchen (%)');
    await rate.fill('-5');
    await expect(page.getByText('Der Wert darf nicht negativ sein. Wir rechnen mit 0.')).toBeVisible();
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(result).toContainText(/Zurückgewonnener Umsatz pro Monat\s*0,00\s€/);
  });
});

test.describe('cookie consent layer', () => {
  test('appears on the first visit, remembers the choice after reload, and reopens from the footer', async ({ page, request }) => {
    // Part of the prerendered HTML: it paints with the page instead of late as its largest element.
    const html = await (await request.get('/')).text();
    expect(html).toContain('Alle akzeptieren');

    await page.goto('/');
    const layer = consentLayer(page);
    await expect(layer).toBeVisible();
    // Once hydrated, the sheet takes the focus (screen readers announce it first).
    await expect(layer.locator('[data-hydrated]')).toBeAttached({ timeout: 15_000 });
    await expect.poll(() => layer.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(layer.getByRole('checkbox', { name: 'Notwendig' })).toBeChecked();
    await expect(layer.getByRole('checkbox', { name: 'Notwendig' })).toBeDisabled();
    await expect(layer.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
    await expect(layer.getByRole('button', { name: 'Auswahl speichern' })).toBeVisible();

    await layer.getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(layer).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ version: 1, necessary: true, statistics: false, marketing: false });

    await page.reload();
    await waitForHydratedHome(page);
    await expect(consentLayer(page)).toHaveCount(0);

    // Reopened from the footer as a modal: stored choice shown, focus kept inside.
    await footerCookieSettings(page).click();
    await expect(layer).toBeVisible();
    await expect(layer.getByRole('checkbox', { name: 'Statistik' })).not.toBeChecked();
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await layer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await layer.getByRole('checkbox', { name: 'Statistik' }).check();
    await layer.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(layer).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ statistics: true, marketing: false });

    await page.reload();
    await waitForHydratedHome(page);
    await expect(consentLayer(page)).toHaveCount(0);
    await footerCookieSettings(page).click();
    await expect(layer.getByRole('checkbox', { name: 'Statistik' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(layer).toBeHidden();
  });

  test('a returning visitor never sees the sheet, not even before the app runs; a first visitor sees it without the app', async ({ page }) => {
    // The app's scripts never load: what shows is the prerendered HTML with its inline <head> script.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/demo-playlist');
    await expect(consentLayer(page)).toBeVisible();
    await expect(consentLayer(page).getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();

    await seedConsent(page);
    await page.goto('/demo-playlist');
    await expect(page.locator('html')).toHaveAttribute('data-consent-stored', '');
    await expect(consentLayer(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a sheet only partly parsed stays invisible (anchored at the bottom, it would move up as its buttons arrive)', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    // A long page may be painted while its end, where the sheet is, is still being parsed.
    await page.route('**/demo-playlist', async (route) => {
      const html = await (await route.fetch()).text();
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html.slice(0, html.indexOf('Alle akzeptieren')) });
    });
    await page.goto('/demo-playlist');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Wir verwenden nur technisch notwendige Cookies')).toBeAttached();
    await expect(page.getByText('Wir verwenden nur technisch notwendige Cookies')).toBeHidden();
  });

  test('a returning visitor: the sheet is gone after hydration', async ({ page }) => {
    await seedConsent(page);
    await page.goto('/demo-playlist');
    await waitForPageHydration(page);
    await expect(consentLayer(page)).toHaveCount(0, { timeout: 15_000 });
  });

  test('a tap on the prerendered sheet before the app has loaded is replayed once it has', async ({ page }) => {
    let releaseApp!: () => void;
    const appMayLoad = new Promise<void>((resolve) => (releaseApp = resolve));
    // The boot script (which holds early taps) is inline in the page; every chunk of the app waits for the tap.
    await page.route('**/assets/*.js', async (route) => {
      await appMayLoad;
      await route.continue();
    });
    await page.goto('/demo-playlist');
    const layer = consentLayer(page);
    await layer.getByRole('button', { name: 'Nur notwendige' }).click();
    expect(await storedConsent(page)).toBeNull();
    releaseApp();
    await expect(layer).toBeHidden({ timeout: 20_000 });
    expect(await storedConsent(page)).toMatchObject({ version: 1, statistics: false, marketing: false });
  });

  test('a tap on the sheet after the page has hydrated but before the sheet has is replayed once the sheet has', async ({ page }) => {
    let releaseSheet!: () => void;
    const sheetMayLoad = new Promise<void>((resolve) => (releaseSheet = resolve));
    // The sheet is a chunk of its own: on a busy phone it may hydrate seconds after the page.
    await page.route('**/assets/cookie-consent-*.js', async (route) => {
      await sheetMayLoad;
      await route.continue();
    });
    await page.goto('/demo-playlist');
    await waitForPageHydration(page);
    const layer = consentLayer(page);
    await layer.getByRole('button', { name: 'Alle akzeptieren' }).click();
    expect(await storedConsent(page)).toBeNull();
    releaseSheet();
    await expect(layer).toBeHidden({ timeout: 20_000 });
    expect(await storedConsent(page)).toMatchObject({ version: 1, statistics: true, marketing: true });
  });

  test('Escape closes the sheet without storing a choice; no sheet of itself on the privacy policy or the cancel page', async ({ page }) => {
    await page.goto('/demo-playlist');
    const layer = consentLayer(page);
    await expect(layer.locator('[data-hydrated]')).toBeAttached({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(layer).toHaveCount(0);
    expect(await storedConsent(page)).toBeNull();

    for (const path of ['/datenschutz', '/impressum', '/kennenlerngespraech/absagen', '/demo-erfolg']) {
      await page.goto(path);
      await waitForPageHydration(page);
      await expect(consentLayer(page), path).toHaveCount(0);
    }
  });

  test('"Alle akzeptieren" is remembered on the next visit', async ({ page }) => {
    await page.goto('/');
    // Tapped as soon as it shows: held until the sheet's chunk has hydrated it (../../web/src/app/early-clicks.ts).
    await consentLayer(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(consentLayer(page)).toBeHidden({ timeout: 20_000 });
    expect(await storedConsent(page)).toMatchObject({ statistics: true, marketing: true });
    await page.goto('/');
    await waitForHydratedHome(page);
    await expect(consentLayer(page)).toHaveCount(0);
  });
});

test.describe('FAQ', () => {
  test('opens one answer at a time', async () => {
    const page = sharedPage();
    await page.goto('/');
    const faq = page.locator('#faq');
    const first = faq.getByRole('button', { name: 'Was kostet der KI-Telefonassistent?' });
    const second = faq.getByRole('button', { name: 'Wie schnell ist der Assistent eingerichtet?' });
    await first.scrollIntoViewIfNeeded();

    await expect(async () => {
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass();
    await expect(faq.getByText(/zwischen 0,32\s€ und 0,45\s€ pro Minute/)).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(/zwischen 0,32\s€ und 0,45\s€ pro Minute/)).toHaveCount(0);

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('hydration on demand', () => {
  test('sections below the fold hydrate when they come near, all of them on the first input', async () => {
    const page = sharedPage();
    await page.goto('/');
    await waitForPageHydration(page);
    await expect(page.locator('#home')).toHaveAttribute('data-hydrated', '');
    // Still the prerendered HTML, complete and readable, but not hydrated yet.
    await expect(page.locator('#faq')).toContainText('Was kostet der KI-Telefonassistent?');
    await expect(page.locator('#faq')).not.toHaveAttribute('data-hydrated');

    await hydrateSection(page.locator('#pricing'));
    await expect(page.locator('#faq')).not.toHaveAttribute('data-hydrated');

    await page.keyboard.press('Shift');
    await expect(page.locator('#faq')).toHaveAttribute('data-hydrated', '');
    await expect(page.locator('#industries')).toHaveAttribute('data-hydrated', '');
  });
});
