import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { apiPaths, contactMessages, siteSettings } from '@rufbereit/shared';
import { seedConsent } from './support/consent';

const form = (page: Page) => page.getByRole('form', { name: 'Kontaktformular' });

test.describe('contact page /kontakt', () => {
  // A stored cookie decision keeps the first-visit consent layer from covering the form.
  test.beforeEach(async ({ page }) => seedConsent(page));

  test('an empty submission shows the German messages and the toasts, and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes(apiPaths.contacts) && posts.push(r.url()));
    await gotoHydrated(page, '/kontakt');
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();

    await form(page).getByRole('button', { name: 'Nachricht senden' }).click();

    await expect(form(page).getByText(contactMessages.nameMin)).toHaveCount(2);
    await expect(form(page).getByText(contactMessages.email)).toBeVisible();
    await expect(form(page).getByText(contactMessages.servicePreference)).toBeVisible();
    await expect(form(page).getByText(contactMessages.privacy, { exact: true })).toBeVisible();
    await expect(page.getByText('Bitte überprüfen Sie Ihre Eingaben')).toBeVisible();
    await expect(page.getByText('Einige Felder enthalten noch Fehler.')).toBeVisible();
    await expect(page.getByText('Bitte akzeptieren Sie die Datenschutzbestimmungen.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Vorname')).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(0);
  });

  test('an invalid e-mail address is reported while typing', async ({ page }) => {
    await gotoHydrated(page, '/kontakt');
    const email = page.getByLabel('E-Mail');
    await email.pressSequentially('max.mustermann@beispiel');
    await expect(form(page).getByText(contactMessages.email)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.pressSequentially('.de');
    await expect(form(page).getByText(contactMessages.email)).toHaveCount(0);
  });

  test('a valid submission is stored by the API and answered with the success panel', async ({ page }) => {
    await gotoHydrated(page, '/kontakt');
    // Hold the request until the submitting state was checked; then it goes on to the real API.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contacts', async (route) => {
      await held;
      await route.continue();
    });

    await page.getByLabel('Vorname').fill('Max');
    await page.getByLabel('Nachname').fill('Mustermann');
    await page.getByLabel('E-Mail').fill(`max.${Date.now()}@beispiel.de`);
    await page.getByLabel(/^Telefon/).fill('+49 30 1234567');
    await page.getByLabel(/^Unternehmen/).fill('Salon Schnittig');
    await page.getByLabel('Ich möchte eine persönliche Demo buchen').check();
    await page.getByLabel(/^Nachricht/).fill('Bitte rufen Sie mich zurück.');
    await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();

    const response = page.waitForResponse((r) => r.url().endsWith(apiPaths.contacts) && r.request().method() === 'POST');
    await form(page).getByRole('button', { name: 'Nachricht senden' }).click();

    await expect(page.getByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();

    const progress = page.getByRole('progressbar', { name: 'Sendefortschritt' });
    await expect(progress).toBeVisible();
    // +5 % every 200 ms, held at 90 while the request waits.
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(10);
    await expect(page.getByText('Formular wird gesendet')).toBeVisible();
    release();

    const answer = await response;
    expect(answer.status()).toBe(201);
    expect(answer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await answer.json()) as { id?: string };
    expect(body.id).toBeTruthy();

    const panel = page.getByTestId('contact-success');
    await expect(panel.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht!' })).toBeVisible();
    await expect(panel.getByText('Bis zu 30% mehr Umsatz')).toBeVisible();
    await expect(panel.getByText('24/7 Erreichbarkeit')).toBeVisible();
    await expect(panel.getByText('100% DSGVO-konform')).toBeVisible();
    await expect(panel.getByRole('link', { name: siteSettings.phoneDisplay })).toHaveAttribute('href', `tel:${siteSettings.phone}`);
    await expect(page.getByText('Erfolgreich gesendet')).toBeVisible();
    await expect(form(page)).toHaveCount(0);
  });

  test('the server error path keeps the values and says so', async ({ page }) => {
    await gotoHydrated(page, '/kontakt');
    await page.route('**/api/contacts', (route) => route.abort('connectionrefused'));
    await page.getByLabel('Vorname').fill('Erika');
    await page.getByLabel('Nachname').fill('Musterfrau');
    await page.getByLabel('E-Mail').fill('erika@beispiel.de');
    await page.getByLabel('Ich habe Fragen und wünsche eine Erstberatung').check();
    await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
    await form(page).getByRole('button', { name: 'Nachricht senden' }).click();

    await expect(page.getByText('Ein Fehler ist aufgetreten')).toBeVisible();
    await expect(page.getByText('Bitte versuchen Sie es später erneut oder kontaktieren Sie uns telefonisch.')).toBeVisible();
    await expect(page.getByLabel('Vorname')).toHaveValue('Erika');
    await expect(form(page).getByRole('button', { name: 'Nachricht senden' })).toBeEnabled();
  });
});

/** @type of each JSON-LD block the head hook manages (Playwright text filters skip script content). */
const headJsonLdTypes = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('script[data-page-jsonld]')].map((s) => (JSON.parse(s.textContent ?? '{}') as { '@type'?: string })['@type']),
  );

test('navigating away from the contact page updates title and canonical, and back again', async ({ page }) => {
  await seedConsent(page);
  await gotoHydrated(page, '/contact');
  await expect.poll(() => headJsonLdTypes(page)).toEqual(['ContactPage']);
  await page.getByRole('navigation', { name: 'Fußzeile' }).getByRole('link', { name: 'Über uns' }).click();
  await expect(page).toHaveURL(/\/ueber-uns$/);
  await expect(page).toHaveTitle(/^Über uns/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteSettings.siteUrl}/ueber-uns`);
  await expect.poll(() => headJsonLdTypes(page)).not.toContain('ContactPage');
  await page.goBack();
  await expect(page).toHaveTitle('Kontakt | Rufbereit');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteSettings.siteUrl}/kontakt`);
  await expect.poll(() => headJsonLdTypes(page)).toEqual(['ContactPage']);
});

test.describe('prerendered HTML (no JavaScript)', () => {
  test('/contact and /kontakt carry the full page, the same canonical and the ContactPage data', async ({ request }) => {
    for (const path of ['/kontakt', '/contact']) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain('<html lang="de">');
      expect(html).toContain(`<link rel="canonical" href="${siteSettings.siteUrl}/kontakt" />`);
      expect(html).toContain('<title>Kontakt | Rufbereit</title>');
      expect(html).toMatch(/<h1[^>]*>Kontakt<\/h1>/);
      expect(html).toContain('<section id="contact"');
      expect(html).toContain('Ich möchte eine persönliche Demo buchen');
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
      const contactPage = jsonLd.find((d) => d['@type'] === 'ContactPage') as { mainEntity: { contactPoint: Record<string, unknown> } } | undefined;
      expect(contactPage?.mainEntity.contactPoint).toMatchObject({
        '@type': 'ContactPoint',
        telephone: siteSettings.phone,
        availableLanguage: ['German', 'English'],
        areaServed: 'DE',
      });
    }
  });
});
