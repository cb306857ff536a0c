import { signInAsAdmin } from './support/admin-session';
import { expect, test } from '@playwright/test';
import { apiPaths, authMessages, demoAdminMessages, documentMessages } from '@rufbereit/shared';
import { adminConfigTexts } from '../../web/src/content/ui-texts';
import { createAccount, uniqueEmail } from './support/accounts';
import { seedConsent } from './support/consent';
import { signInAsNewAccount } from './support/new-account-session';
import { useSharedPage } from './support/shared-page';
import { gotoHydrated } from './support/hydration';
import { ripeProofHeader } from './support/proof-of-work';
import { accountRow } from './support/admin-lists';

/** The smallest PDF the document check accepts. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

// One tab, with a stored cookie decision, for the tests that sign in as the worker's admin (signInAsAdmin)
// or none; the test that signs a customer in opens its own.
const sharedPage = useSharedPage({ consent: true });

test('the staff-only heading and notice are on /login alone, not where customers sign in', async () => {
  const page = sharedPage();
  await gotoHydrated(page, '/login');
  await expect(page.locator('main h1')).toHaveText(authMessages.loginTitle);
  await expect(page.getByText(authMessages.loginNotice)).toBeVisible();
  for (const [path, heading] of [
    ['/auth', authMessages.customerLoginTitle],
    ['/upload', authMessages.signInRequired],
  ] as const) {
    await gotoHydrated(page, path);
    await expect(page.locator('main h1')).toHaveText(heading);
    await expect(page.getByText(authMessages.loginNotice)).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/Admin|Mitarbeitende|Administrator/);
  }
});

test('focus returns to the opening button when the details panel or a confirm dialog closes', async () => {
  const page = sharedPage();
  const email = uniqueEmail('fokus');
  const response = await page.request.post(apiPaths.contacts, {
    headers: await ripeProofHeader(),
    data: { firstname: 'Fritz', lastname: 'Fokus', email, service_preference: 'consultation', privacy_accepted: true },
  });
  expect(response.status()).toBe(201);
  await createAccount(uniqueEmail('fokus-kunde'));
  await signInAsAdmin(page);

  const details = page.getByRole('button', { name: 'Details zu Fritz Fokus' });
  await details.click();
  const panel = page.getByRole('dialog', { name: 'Fritz Fokus' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(details).toBeFocused();

  await gotoHydrated(page, '/admin/users');
  const grant = page.getByRole('button', { name: /zum Administrator machen$/ }).first();
  await grant.click();
  const confirm = page.getByRole('dialog', { name: 'Administratorrechte vergeben?' });
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(confirm).toBeHidden();
  await expect(grant).toBeFocused();
});

test("focus returns to a track's edit or delete button when its dialog closes", async () => {
  const page = sharedPage();
  await signInAsAdmin(page, '/admin/demos');
  const track = page.getByTestId('admin-track').first();
  const edit = track.getByRole('button', { name: /bearbeiten/ });
  await edit.click();
  const editDialog = page.getByRole('dialog', { name: demoAdminMessages.editTitle });
  await expect(editDialog.getByLabel(/^Titel/)).not.toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(editDialog).toBeHidden();
  await expect(edit).toBeFocused();

  const remove = track.getByRole('button', { name: /löschen/ });
  await remove.click();
  const confirm = page.getByRole('dialog', { name: demoAdminMessages.deleteQuestion });
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
});

test("the track form clears a field's error as soon as the field is valid, keeping the others'", async () => {
  const page = sharedPage();
  await signInAsAdmin(page, '/admin/demos');
  await page.getByRole('tab', { name: demoAdminMessages.tabNew }).click();
  const form = page.getByRole('tabpanel', { name: demoAdminMessages.tabNew });
  await form.getByRole('button', { name: 'Demo erstellen' }).click();
  await expect(form).toContainText(demoAdminMessages.titleRequired);
  await expect(form).toContainText(demoAdminMessages.descriptionRequired);
  const title = form.getByLabel(/^Titel/);
  await expect(title).toHaveAttribute('aria-invalid', 'true');

  // Typing the title is enough: no second click on 'Demo erstellen'.
  await title.fill('Frisörsalon am Morgen');
  await expect(form.getByText(demoAdminMessages.titleRequired)).toHaveCount(0);
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText(demoAdminMessages.descriptionRequired);
  await form.getByLabel(/^Beschreibung/).fill('Eine Kundin bucht einen Termin.');
  await expect(form.getByText(demoAdminMessages.descriptionRequired)).toHaveCount(0);
  await expect(form).toContainText(demoAdminMessages.fileRequired);
});

test("staff's overview of configurations shows 'Noch nicht eingerichtet' for an account that never saved", async ({ page }) => {
  test.setTimeout(90_000);
  await seedConsent(page);
  // A customer who uploaded a document but never saved the configuration.
  const { email: customer } = await signInAsNewAccount(page, { label: 'nie-gespeichert' });
  await page.getByRole('tab', { name: /^Wissen/ }).click();
  await page.getByLabel(/^Dokumente/).setInputFiles({ name: 'Preisliste.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(documentMessages.uploaded)).toBeVisible();

  // Staff look in the file's shared tab (its own context, beside the customer's).
  const staff = sharedPage();
  await signInAsAdmin(staff, '/admin/assistant-configs');
  const row = await accountRow(staff, 'config-row', customer);
  await expect(row.getByRole('heading', { name: adminConfigTexts.notSetUp })).toBeVisible();
  await expect(row).not.toContainText('Ohne Namen');
  await expect(row).not.toContainText('Stimme');
  await expect(row).toContainText('Preisliste.pdf');
});
