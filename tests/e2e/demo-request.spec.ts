import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { apiPaths, demoMessages, demoToasts } from '@rufbereit/shared';
import { wcagScan } from './support/axe';
import { seedConsent } from './support/consent';
import { useSharedPage } from './support/shared-page';

const form = (page: Page) => page.locator('form#demo-form');
const submitButton = (page: Page) => form(page).getByRole('button', { name: 'Kostenlose Demo anfordern' });
const consent = (page: Page) => form(page).getByRole('checkbox', { name: /Ich bin damit einverstanden/ });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

const fields = {
  firstName: (page: Page) => form(page).getByLabel('Vorname'),
  lastName: (page: Page) => form(page).getByLabel('Nachname'),
  companyName: (page: Page) => form(page).getByLabel('Firmenname'),
  email: (page: Page) => form(page).getByLabel('E-Mail'),
  phone: (page: Page) => form(page).getByLabel('Telefonnummer'),
};

async function fillValid(page: Page, email = `demo.${Date.now()}@beispiel.de`) {
  await fields.firstName(page).fill('Jonas');
  await fields.lastName(page).fill('Becker');
  await fields.companyName(page).fill('Praxis Becker');
  await fields.email(page).fill(email);
  await fields.phone(page).fill('+49 30 555555');
}

/** Records the POSTs the page sends to the demo endpoint. */
function recordDemoPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes(apiPaths.demoRequests) && posts.push(r.url()));
  return posts;
}

/**
 * A stored cookie decision keeps the first-visit consent layer from covering the page. One tab for the
 * tests that only read and type; the tests that watch or hold the form's requests open their own.
 */
const sharedPage = useSharedPage({ consent: true });

test.describe('free-trial page /kostenlos-testen', () => {
  test('has no WCAG 2.1 A/AA violations; the hero button scrolls to the demo form, the second one leads to /ki-telefonassistent', async () => {
    const page = sharedPage();
    await gotoHydrated(page, '/kostenlos-testen');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await wcagScan(page).analyze();
    expect(violations).toEqual([]);
    await expect(form(page)).not.toBeInViewport();

    await page.getByRole('link', { name: 'Jetzt kostenlose Demo buchen' }).click();
    await expect(page.locator('#demo-heading')).toBeInViewport();
    await expect(fields.firstName(page)).toBeInViewport();
    await expect(page.locator('#demo-heading')).toBeFocused();

    await expect(page.getByRole('link', { name: 'Mehr über den KI-Telefonassistenten' })).toHaveAttribute('href', '/ki-telefonassistent');
  });

  test('shows the three demo assistants in the carousel, each with a sample recording', async () => {
    const page = sharedPage();
    await gotoHydrated(page, '/kostenlos-testen');
    const carousel = page.getByRole('region', { name: 'Test-Assistenten' });
    // Default selection: Physiotherapie (index 2).
    await expect(carousel.getByRole('tab', { name: 'Physiotherapie' })).toHaveAttribute('aria-selected', 'true');
    for (const type of ['Friseursalon', 'Tierarztpraxis', 'Physiotherapie']) {
      await carousel.getByRole('tab', { name: type }).click();
      const slide = carousel.getByRole('tabpanel', { name: type });
      await expect(slide.getByRole('heading', { level: 3 })).toContainText(type);
      await expect(slide.getByRole('group', { name: `Audio-Player: Beispielgespräch ${type}` })).toBeVisible();
      await expect(slide.getByText('Demo-Nummer auf Anfrage')).toBeVisible();
    }
    await expect(page.getByText('Ihre bestehende Telefonnummer bleibt unverändert.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
  });

  test('says on change which field is missing or wrong', async () => {
    const page = sharedPage();
    await gotoHydrated(page, '/kostenlos-testen');
    const cases = [
      [fields.firstName, demoMessages.firstName],
      [fields.lastName, demoMessages.lastName],
      [fields.companyName, demoMessages.companyName],
      [fields.email, demoMessages.emailRequired],
      [fields.phone, demoMessages.phone],
    ] as const;
    for (const [field, message] of cases) {
      await field(page).fill('x');
      await field(page).fill('');
      await field(page).blur();
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
      await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(fields.firstName(page)).toHaveAccessibleDescription('Vorname ist erforderlich');

    await fields.email(page).pressSequentially('jonas@praxis');
    await expect(form(page).getByText('Ungültige E-Mail-Adresse', { exact: true })).toBeVisible();
    await fields.email(page).pressSequentially('.de');
    await expect(form(page).getByText('Ungültige E-Mail-Adresse', { exact: true })).toHaveCount(0);
  });

  test('without consent it shows the toast and sends nothing', async ({ page }) => {
    await seedConsent(page);
    const posts = recordDemoPosts(page);
    await gotoHydrated(page, '/kostenlos-testen');
    await fillValid(page);
    await submitButton(page).click();

    const privacyToast = toast(page, demoToasts.privacy.description);
    await expect(privacyToast).toBeVisible();
    await expect(privacyToast).toContainText('Fehler');
    await expect(consent(page)).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(0);
  });

  test('with consent the request is stored and the visitor lands on the success page (replace navigation)', async ({ page }) => {
    await seedConsent(page);
    await gotoHydrated(page, '/');
    await gotoHydrated(page, '/kostenlos-testen');
    await fillValid(page);
    await consent(page).check();

    // Hold the request until the submitting state was checked; then it goes on to the real API.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/demo-requests', async (route) => {
      await held;
      await route.continue();
    });
    const response = page.waitForResponse((r) => r.url().endsWith(apiPaths.demoRequests) && r.request().method() === 'POST');
    await submitButton(page).click();

    await expect(form(page).getByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
    const progress = page.getByRole('progressbar', { name: 'Sendefortschritt' });
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(10);
    release();

    const answer = await response;
    expect(answer.status()).toBe(201);
    const request = answer.request();
    expect(request.headers()['content-type']).toBe('application/json');
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.postDataJSON()).toMatchObject({ first_name: 'Jonas', last_name: 'Becker', company_name: 'Praxis Becker', privacy_accepted: true });

    await expect(page).toHaveURL(/\/kostenlos-testen\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Demo-Anfrage!' })).toBeFocused();
    await expect(toast(page, 'Anfrage erfolgreich gesendet')).toContainText('Demo-Anfrage erfolgreich gesendet');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // The form page was replaced: Back leads to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('demo success pages', () => {
  for (const path of ['/kostenlos-testen/success', '/demo-erfolg']) {
    test(`${path} thanks the visitor, says what happens next and is not indexed`, async () => {
      const page = sharedPage();
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Demo-Anfrage!' })).toBeVisible();
      await expect(page.getByText('Innerhalb eines Werktags melden wir uns', { exact: false })).toBeVisible();
      await expect(page.getByText('In 30 Minuten zeigen wir Ihnen den Assistenten live', { exact: false })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const { violations } = await wcagScan(page).analyze();
      expect(violations).toEqual([]);
    });
  }
});
