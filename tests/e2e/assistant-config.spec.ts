import { expect, test, type Page } from '@playwright/test';
import { assistantConfigMessages, authMessages, documentMessages } from '@rufbereit/shared';
import { totp } from './support/accounts';
import { signInAsAdmin } from './support/admin-session';
import { wcagScan } from './support/axe';
import { signInAsNewAccount } from './support/new-account-session';
import { useSharedPage } from './support/shared-page';
import { codeField, submitCredentials } from './support/sign-in';
import { configConflictTexts } from '../../web/src/content/ui-texts';
import { accountRow } from './support/admin-lists';

/**
 * One tab for the file, with a stored cookie decision, emptied of cookies, storage and permissions before
 * each test (freshStorage): every test signs in as a new account of its own (its configuration empty), as in a
 * new browser.
 */
const sharedPage = useSharedPage({ consent: true, freshStorage: true });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const save = (page: Page) => page.getByRole('button', { name: 'Konfiguration speichern' });

async function openAsNewCustomer(page: Page): Promise<string> {
  const { email } = await signInAsNewAccount(page, { label: 'konfig' });
  await expect(page.getByRole('form', { name: 'Assistenten-Konfiguration' })).toBeVisible();
  return email;
}

test.describe('assistant configuration', () => {
  test('defaults, the required name, every tab filled, a document uploaded, saved and loaded again', async () => {
    const page = sharedPage();
    // Long (every tab, two refused saves, an upload, staff's view): a bound for a busy machine, not a pace.
    test.setTimeout(120_000);
    const customer = await openAsNewCustomer(page);
    // The specification's defaults: German, formal, both notifications on.
    await expect(page.getByLabel('Sprache')).toHaveValue('de');
    await expect(page.getByRole('radio', { name: 'Formell (Sie)' })).toBeChecked();
    await tab(page, 'Benachrichtigungen').click();
    await expect(page.getByRole('checkbox', { name: 'E-Mail nach jedem Anruf' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Tägliche Zusammenfassung' })).toBeChecked();

    // No voice is preselected for a new configuration: the user chooses one.
    await tab(page, 'Stimme').click();
    await expect(page.locator('input[type="radio"][name="voice"]')).toHaveCount(10);
    await expect(page.locator('input[type="radio"][name="voice"]:checked')).toHaveCount(0);

    // Saved empty: the first tab with an error opens (the voice) and shows the message; the other tab
    // with errors says so; there, the empty name shows its message and the field has focus.
    await save(page).click();
    await expect(tab(page, 'Stimme')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(assistantConfigMessages.voice)).toBeVisible();
    await expect(tab(page, 'Stimme')).toContainText('(enthält Fehler)');
    await expect(tab(page, 'Begrüßung')).toContainText('(enthält Fehler)');

    // Stimme
    await page.getByRole('radio', { name: /^Valentina/ }).check();
    await expect(page.getByText(assistantConfigMessages.voice)).toHaveCount(0);
    await save(page).click();
    await expect(tab(page, 'Begrüßung')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(assistantConfigMessages.name)).toBeVisible();
    await expect(page.getByText(assistantConfigMessages.greeting)).toBeVisible();
    await expect(page.getByLabel('Name des Assistenten')).toBeFocused();
    await tab(page, 'Stimme').click();
    await page.getByLabel('Sprache').selectOption('en');
    await page.getByRole('radio', { name: 'Informell (Du)' }).check();
    // Begrüßung
    await tab(page, 'Begrüßung').click();
    await page.getByLabel('Name des Assistenten').fill('Frieda');
    await page.getByRole('textbox', { name: 'Begrüßung', exact: true }).fill('Hallo, hier ist Frieda vom Salon Schnittig!');
    await expect(tab(page, 'Begrüßung')).not.toContainText('(enthält Fehler)');
    // Wissen: website and a PDF with its progress bar, then listed.
    await tab(page, 'Wissen').click();
    await page.getByLabel('Website').fill('https://www.salon-schnittig.de');
    await page.getByLabel(/^Dokumente/).setInputFiles({ name: 'Preisliste.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByTestId('document-row').filter({ hasText: 'Preisliste.pdf' })).toBeVisible();
    await expect(page.getByText(documentMessages.uploaded)).toBeVisible();
    // A .pdf that is really a PNG is refused.
    await page.getByLabel(/^Dokumente/).setInputFiles({ name: 'Rechnung.pdf', mimeType: 'application/pdf', buffer: PNG });
    await expect(page.getByRole('alert').filter({ hasText: documentMessages.mismatch })).toBeVisible();
    await expect(page.getByTestId('document-row')).toHaveCount(1);
    // Anrufe
    await tab(page, 'Anrufe').click();
    await page.getByRole('checkbox', { name: 'Terminvereinbarung' }).check();
    await page.getByRole('checkbox', { name: 'Rückrufwunsch' }).check();
    await page.getByRole('button', { name: 'Regel hinzufügen' }).click();
    // A new rule shows no error before anything is entered (even after the refused saves above).
    await expect(page.getByTestId('forwarding-rule')).toHaveCount(1);
    await expect(page.getByTestId('forwarding-rule').locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(page.getByTestId('forwarding-rule').getByText(/^Bitte/)).toHaveCount(0);
    await page.getByLabel('Wenn (Regel 1)').selectOption('keyword');
    await page.getByLabel('Stichwort (Regel 1)').fill('Notfall');
    await page.getByLabel('Weiterleiten an (Regel 1)').selectOption('email');
    await page.getByLabel('E-Mail-Adresse (Regel 1)').fill('chefin@salon-schnittig.de');
    await page.getByLabel('Wann (Regel 1)').selectOption('outsideOpeningHours');
    await page.getByLabel(/^Empfänger weitergeleiteter Anliegen/).fill('team@salon-schnittig.de');
    // Benachrichtigungen
    await tab(page, 'Benachrichtigungen').click();
    await page.getByLabel(/^Haupt-Kontakt-E-Mail/).fill('kontakt@salon-schnittig.de');
    await page.getByLabel(/^Empfänger der Gesprächsnotizen/).fill('notizen@salon-schnittig.de');
    await page.getByRole('checkbox', { name: 'E-Mail nach jedem Anruf' }).uncheck();

    await save(page).click();
    await expect(page.getByText(assistantConfigMessages.saved)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('form', { name: 'Assistenten-Konfiguration' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Valentina/ })).toBeChecked();
    await expect(page.getByLabel('Sprache')).toHaveValue('en');
    await expect(page.getByRole('radio', { name: 'Informell (Du)' })).toBeChecked();
    await tab(page, 'Begrüßung').click();
    await expect(page.getByLabel('Name des Assistenten')).toHaveValue('Frieda');
    await tab(page, 'Wissen').click();
    await expect(page.getByLabel('Website')).toHaveValue('https://www.salon-schnittig.de');
    await expect(page.getByTestId('document-row').filter({ hasText: 'Preisliste.pdf' })).toBeVisible();
    await tab(page, 'Anrufe').click();
    await expect(page.getByRole('checkbox', { name: 'Rückrufwunsch' })).toBeChecked();
    await expect(page.getByLabel('Stichwort (Regel 1)')).toHaveValue('Notfall');
    await expect(page.getByLabel('E-Mail-Adresse (Regel 1)')).toHaveValue('chefin@salon-schnittig.de');
    await expect(page.getByLabel('Wann (Regel 1)')).toHaveValue('outsideOpeningHours');
    await tab(page, 'Benachrichtigungen').click();
    await expect(page.getByRole('checkbox', { name: 'E-Mail nach jedem Anruf' })).not.toBeChecked();
    await expect(page.getByLabel(/^Empfänger der Gesprächsnotizen/)).toHaveValue('notizen@salon-schnittig.de');

    // Staff see it, read-only, in the back office.
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Konfigurationen' }).click();
    const row = await accountRow(page, 'config-row', customer);
    await expect(row.getByRole('heading', { name: 'Frieda' })).toBeVisible();
    await expect(row).toContainText('Stimme Valentina');
    await expect(row.getByRole('button', { name: /Preisliste\.pdf/ })).toBeVisible();
  });

  test('invalid JSON in the rules view is refused with a German message and changes nothing', async () => {
    const page = sharedPage();
    await openAsNewCustomer(page);
    await tab(page, 'Anrufe').click();
    await page.getByRole('button', { name: 'Regel hinzufügen' }).click();
    const axe = await wcagScan(page).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.getByRole('button', { name: 'Regel 1 entfernen' }).click();
    await page.getByText('Erweitert: Regeln als JSON').click();
    await page.getByLabel('JSON der Weiterleitungsregeln').fill('[{"id": "x",');
    await page.getByRole('button', { name: 'JSON übernehmen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: assistantConfigMessages.invalidJson })).toBeVisible();
    await page.getByLabel('JSON der Weiterleitungsregeln').fill('[{"id": "x", "match": {"kind": "keyword"}}]');
    await page.getByRole('button', { name: 'JSON übernehmen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: assistantConfigMessages.invalidRules })).toBeVisible();
    await expect(page.getByTestId('forwarding-rule')).toHaveCount(0);
  });

  test('leaving with unsaved changes asks first; saved, it does not', async () => {
    const page = sharedPage();
    await openAsNewCustomer(page);
    await tab(page, 'Begrüßung').click();
    await page.getByLabel('Name des Assistenten').fill('Frieda');
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Upload' }).click();
    expect(messages).toEqual([assistantConfigMessages.unsavedChanges]);
    await expect(page).toHaveURL(/\/assistant-config$/);
    await expect(page.getByLabel('Name des Assistenten')).toHaveValue('Frieda');

    await page.getByRole('textbox', { name: 'Begrüßung', exact: true }).fill('Guten Tag!');
    await tab(page, 'Stimme').click();
    await page.getByRole('radio', { name: /^Valentina/ }).check();
    await save(page).click();
    await expect(page.getByText(assistantConfigMessages.saved)).toBeVisible();
    await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Upload' }).click();
    await expect(page).toHaveURL(/\/upload$/);
  });

  test('saving after the session is gone leads to the sign-in screen and back, with the unsaved edits kept', async () => {
    const page = sharedPage();
    test.setTimeout(120_000);
    const { email, secret } = await signInAsNewAccount(page, { label: 'konfig' });
    await expect(page.getByRole('form', { name: 'Assistenten-Konfiguration' })).toBeVisible();
    await tab(page, 'Begrüßung').click();
    await page.getByLabel('Name des Assistenten').fill('Frieda');
    await page.getByRole('textbox', { name: 'Begrüßung', exact: true }).fill('Guten Tag!');
    await tab(page, 'Stimme').click();
    await page.getByRole('radio', { name: /^Valentina/ }).check();
    // The tokens disappear (signed out in another tab, or expired for good).
    await page.evaluate(() => localStorage.clear());
    page.once('dialog', (dialog) => void dialog.accept());
    await save(page).click();
    await expect(page.getByText(authMessages.mustBeSignedIn)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fassistant-config$/);

    // Signed in again as the same account: the edits are back, marked unsaved, and save.
    await submitCredentials(page, email);
    await codeField(page).fill(totp(secret));
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/assistant-config$/);
    await expect(page.getByText(configConflictTexts.draftRestored)).toBeVisible();
    // Introduced as what they are, not as a save in another window.
    const restored = page.getByTestId('config-conflict');
    await expect(restored.getByRole('heading', { name: configConflictTexts.restoredHeading })).toBeVisible();
    await expect(restored).not.toContainText(configConflictTexts.intro);
    await tab(page, 'Begrüßung').click();
    await expect(page.getByLabel('Name des Assistenten')).toHaveValue('Frieda');
    await expect(page.getByRole('textbox', { name: 'Begrüßung', exact: true })).toHaveValue('Guten Tag!');
    await save(page).click();
    await expect(page.getByText(assistantConfigMessages.saved)).toBeVisible();
  });
});
