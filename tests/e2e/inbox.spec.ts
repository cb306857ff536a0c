import { signInAsAdmin } from './support/admin-session';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiPaths, INBOX_SEARCH_MAX_LENGTH, inboxMessages, inboxTexts } from '@rufbereit/shared';
import { uniqueEmail } from './support/accounts';
import { waitForToastsToSettle, wcagScan } from './support/axe';
import { ripeProofHeader } from './support/proof-of-work';
import { useSharedPage } from './support/shared-page';
import { gotoHydrated } from './support/hydration';
import { pipedrive, pipedriveRecords, searchInbox, storedItem } from './support/inbox';

// One tab for the file, with a stored cookie decision; every test signs in as the worker's admin on it.
const sharedPage = useSharedPage({ consent: true });
test.afterEach(() => pipedrive('reset'));

const rows = (page: Page) => page.getByTestId('request-row');
const rowOf = (page: Page, email: string) => rows(page).filter({ hasText: email });

async function sendContact(page: Page, email: string, extra: Record<string, string> = {}): Promise<string> {
  const response = await page.request.post(apiPaths.contacts, {
    headers: await ripeProofHeader(),
    data: { firstname: 'Paula', lastname: 'Panne', email, service_preference: 'consultation', privacy_accepted: true, ...extra },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test.describe('the requests inbox /admin/contacts', () => {
  test('a visitor’s contact request reaches the inbox with CRM and mail synced; details; axe clean', async () => {
    const page = sharedPage();
    const email = uniqueEmail('besuch');
    await gotoHydrated(page, '/kontakt');
    const form = page.getByRole('form', { name: 'Kontaktformular' });
    await page.getByLabel('Vorname').fill('Vera');
    await page.getByLabel('Nachname').fill('Besucherin');
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel(/^Telefon/).fill('+49 30 7654321');
    await page.getByLabel(/^Unternehmen/).fill('Praxis Besucherin');
    await page.getByLabel('Ich habe Fragen und wünsche eine Erstberatung').check();
    await page.getByLabel(/^Nachricht/).fill('Bitte um Rückruf am Vormittag.');
    await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByText('Erfolgreich gesendet')).toBeVisible();

    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { level: 1, name: inboxTexts.title })).toBeVisible();
    await expect(page.getByRole('tab', { name: inboxTexts.tabContacts })).toHaveAttribute('aria-selected', 'true');
    await expect(rowOf(page, email)).toBeVisible();
    const row = rowOf(page, email);
    await expect(row).toContainText('Vera Besucherin');
    await expect(row).toContainText('Praxis Besucherin');
    await expect(row).toContainText('+49 30 7654321');
    await expect(row).toContainText('Ich habe Fragen und wünsche eine Erstberatung');
    await expect(row.locator('time')).toHaveText(/^(gerade eben|vor \d+\u202FMin\.)$/);
    // The list asks again while the work is under way.
    await expect(row.getByTestId('crm-status')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(row.getByTestId('mail-status')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(row.getByRole('link', { name: 'Person in Pipedrive' })).toBeVisible();

    await waitForToastsToSettle(page);
    const axe = await wcagScan(page).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Keyboard: the row's details open with Enter, close with Escape.
    await row.getByRole('button', { name: 'Details zu Vera Besucherin' }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Vera Besucherin' });
    await expect(panel).toContainText('Bitte um Rückruf am Vormittag.');
    await expect(panel).toContainText('Datenschutz akzeptiert am');
    await waitForToastsToSettle(page);
    const panelAxe = await wcagScan(page).analyze();
    expect(panelAxe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await panel.getByLabel('Neue Notiz').fill('Rückruf Dienstag 10 Uhr');
    await panel.getByRole('button', { name: 'Notiz speichern' }).click();
    await expect(page.getByText(inboxTexts.noteSaved)).toBeVisible();
    await expect(panel).toContainText('Rückruf Dienstag 10 Uhr');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('a request the CRM refused shows failed; after the CRM is back, a re-run syncs it: one person, one deal', async () => {
    const page = sharedPage();
    test.setTimeout(60_000);
    await signInAsAdmin(page);
    await pipedrive('fail');
    const email = uniqueEmail('ausfall');
    await sendContact(page, email);
    await searchInbox(page, email);
    const row = rowOf(page, email);
    await expect(row.getByTestId('crm-status')).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
    await expect(row.getByTestId('crm-status')).toContainText('Fehlgeschlagen');
    await expect(row.getByTestId('crm-status')).toContainText('503');

    await pipedrive('reset');
    await row.getByRole('button', { name: /^Details zu/ }).click();
    const panel = page.getByRole('dialog', { name: 'Paula Panne' });
    await panel.getByRole('button', { name: inboxTexts.rerunCrm }).click();
    const confirm = page.getByRole('dialog', { name: inboxTexts.rerunCrm });
    await confirm.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText(inboxTexts.rerunStarted, { exact: true })).toBeVisible();
    await expect(panel.getByTestId('crm-status')).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(panel.getByTestId('history')).toContainText('Erneut gestartet (CRM, zuvor');

    const state = await pipedriveRecords();
    const persons = state.persons.filter((p) => JSON.stringify(p.emails).includes(email));
    expect(persons).toHaveLength(1);
    expect(state.deals.filter((d) => d.person_id === persons[0]?.id)).toHaveLength(1);
  });

  test('a demo request moves through the workflow, each change recorded', async () => {
    const page = sharedPage();
    await signInAsAdmin(page);
    const email = uniqueEmail('demo');
    const response = await page.request.post(apiPaths.demoRequests, {
      headers: await ripeProofHeader(),
      data: { first_name: 'Dieter', last_name: 'Demo', company_name: 'Demo Dental', email, phone: '030 555666', privacy_accepted: true },
    });
    expect(response.status()).toBe(201);
    await page.getByRole('tab', { name: inboxTexts.tabDemos }).click();
    await searchInbox(page, email);
    await expect(rowOf(page, email)).toContainText('Offen');
    await rowOf(page, email).getByRole('button', { name: 'Details zu Dieter Demo' }).click();
    const panel = page.getByRole('dialog', { name: 'Dieter Demo' });
    for (const label of ['Kontaktiert', 'Demo geplant', 'Gewonnen']) {
      await panel.getByLabel('Status').selectOption({ label });
      await page.getByRole('dialog', { name: 'Status ändern?' }).getByRole('button', { name: 'Bestätigen' }).click();
      await expect(panel.getByTestId('history')).toContainText(`→ ${label}`);
    }
    await expect(panel.getByTestId('history').locator('li')).toHaveCount(3);
    await page.keyboard.press('Escape');

    const tab = page.getByRole('tabpanel');
    // A filter applies as it changes (no 'Suchen' button).
    await tab.getByLabel('Status', { exact: true }).selectOption({ label: 'Gewonnen' });
    await expect(rowOf(page, email)).toContainText('Gewonnen');
    await tab.getByLabel('Status', { exact: true }).selectOption({ label: 'Verloren' });
    await expect(page.getByText(inboxTexts.empty)).toBeVisible();
  });

  test('the CSV export downloads the rows of the current filter', async () => {
    const page = sharedPage();
    await signInAsAdmin(page);
    const company = `Export ${Date.now()}`;
    const [first, second] = [uniqueEmail('csv-a'), uniqueEmail('csv-b')];
    await sendContact(page, first, { company_name: company });
    await sendContact(page, second, { company_name: company });
    await sendContact(page, uniqueEmail('csv-andere'), { company_name: 'Andere GmbH' });
    await searchInbox(page, company);
    await expect(rows(page)).toHaveCount(2);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: inboxTexts.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^kontaktanfragen-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Art;Eingang;Name;Firma;E-Mail;Telefon;Leistung;Status;CRM;E-Mail-Versand;Nachricht;Einwilligung');
    expect(lines.slice(1).map((l) => l.split(';')[4]).sort()).toEqual([first, second].sort());

    // The search field stops at the server's limit: an over-long term finds nothing instead of failing.
    await searchInbox(page, 'x'.repeat(150));
    await expect(page.getByText(inboxTexts.empty)).toBeVisible();
    await expect(page.getByRole('tabpanel').getByLabel('Suche (Name, E-Mail, Firma)')).toHaveValue('x'.repeat(INBOX_SEARCH_MAX_LENGTH));
  });

  test('a GDPR erase removes the person from the inbox and from DynamoDB', async () => {
    const page = sharedPage();
    await signInAsAdmin(page);
    const email = uniqueEmail('loeschen');
    const id = await sendContact(page, email);
    await searchInbox(page, email);
    await expect(rowOf(page, email)).toBeVisible();

    // An address the browser's e-mail field lets through but the server refuses: the toast says why.
    await page.getByLabel('E-Mail der Person').fill('paula@beispiel');
    await page.getByRole('button', { name: 'Daten exportieren' }).click();
    await expect(page.getByText(inboxMessages.emailInvalid)).toBeVisible();

    await page.getByLabel('E-Mail der Person').fill(email);
    await page.getByRole('button', { name: 'Daten löschen' }).click();
    await page.getByRole('dialog', { name: 'Alle Daten dieser Person löschen?' }).getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(page.getByText(inboxTexts.gdprErased)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Gelöscht: 1 Kontaktanfrage,' })).toBeVisible();
    await expect(page.getByText(inboxTexts.empty)).toBeVisible();
    expect(await storedItem('contacts', id)).toBeUndefined();
  });
});
