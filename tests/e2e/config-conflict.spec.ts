import { expect, test, type Page } from '@playwright/test';
import { assistantConfigMessages } from '@rufbereit/shared';
import { wcagScan } from './support/axe';
import { seedConsent } from './support/consent';
import { signInAsNewAccount } from './support/new-account-session';
import { gotoHydrated } from './support/hydration';

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const save = (page: Page) => page.getByRole('button', { name: 'Konfiguration speichern' });
const nameField = (page: Page) => page.getByLabel('Name des Assistenten');
const greetingField = (page: Page) => page.getByRole('textbox', { name: 'Begrüßung', exact: true });

async function fillGreeting(page: Page, name: string, greeting: string): Promise<void> {
  await tab(page, 'Begrüßung').click();
  await nameField(page).fill(name);
  await greetingField(page).fill(greeting);
}

/**
 * Two tabs on /assistant-config: A saves, then B saves the version it loaded and gets 409. 'Neu laden'
 * fetches the stored version (not the cached one), keeps B's edits and shows each against the stored
 * value; B takes the stored name, keeps its greeting, gets A's voice (untouched in B), and the next
 * save goes through.
 */
test('a version conflict keeps my edits, shows them against the stored values and saves after the choice', async ({ context, page: a }) => {
  test.setTimeout(90_000);
  await seedConsent(a);
  await signInAsNewAccount(a, { label: 'konflikt' });
  await expect(a.getByRole('form', { name: 'Assistenten-Konfiguration' })).toBeVisible();

  // B: the same account in a second tab, loaded before A saves.
  const b = await context.newPage();
  await gotoHydrated(b, '/assistant-config');
  await expect(b.getByRole('form', { name: 'Assistenten-Konfiguration' })).toBeVisible();

  await a.getByRole('radio', { name: /^Valentina/ }).check();
  await fillGreeting(a, 'Anna', 'Hallo, hier ist Anna.');
  await save(a).click();
  await expect(a.getByText(assistantConfigMessages.saved)).toBeVisible();

  // A new configuration has no voice preselected: B picks the one A saved (an edit, but no conflict).
  await tab(b, 'Stimme').click();
  await b.getByRole('radio', { name: /^Valentina/ }).check();
  await fillGreeting(b, 'Bernd', 'Guten Tag, hier ist Bernd.');
  await save(b).click();
  await expect(b.getByText(assistantConfigMessages.conflict)).toBeVisible();
  await b.getByRole('button', { name: 'Neu laden' }).click();

  const conflict = b.getByTestId('config-conflict');
  await expect(conflict.getByRole('heading', { name: 'Ihre Änderungen und der gespeicherte Stand' })).toBeFocused();
  const nameRow = conflict.getByTestId('conflict-assistant_name');
  await expect(nameRow).toContainText('Ihre EingabeBernd');
  await expect(nameRow).toContainText('Gespeicherter StandAnna');
  const greetingRow = conflict.getByTestId('conflict-greeting_message');
  await expect(greetingRow).toContainText('Guten Tag, hier ist Bernd.');
  await expect(greetingRow).toContainText('Hallo, hier ist Anna.');
  // An edit equal to the stored value is not a conflict.
  await expect(conflict.getByTestId('conflict-voice')).toHaveCount(0);
  await tab(b, 'Stimme').click();
  await expect(b.getByRole('radio', { name: /^Valentina/ })).toBeChecked();
  await tab(b, 'Begrüßung').click();
  // The edits are still in the form.
  await expect(nameField(b)).toHaveValue('Bernd');
  const axe = await wcagScan(b).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await nameRow.getByRole('button', { name: 'Gespeicherten übernehmen' }).click();
  await expect(nameField(b)).toHaveValue('Anna');
  await expect(nameRow.getByRole('button', { name: 'Gespeicherten übernehmen' })).toHaveAttribute('aria-pressed', 'true');
  await save(b).click();
  await expect(b.getByText(assistantConfigMessages.saved)).toBeVisible();
  await expect(conflict).toBeHidden();

  // What is stored: the name taken from A, B's greeting, A's voice.
  await gotoHydrated(b, '/assistant-config');
  await tab(b, 'Begrüßung').click();
  await expect(nameField(b)).toHaveValue('Anna');
  await expect(greetingField(b)).toHaveValue('Guten Tag, hier ist Bernd.');
  await tab(b, 'Stimme').click();
  await expect(b.getByRole('radio', { name: /^Valentina/ })).toBeChecked();

  // The recipient and contact fields are e-mail inputs (a list: `multiple`), as the specification says.
  await tab(b, 'Benachrichtigungen').click();
  await expect(b.getByLabel(/^Haupt-Kontakt-E-Mail/)).toHaveAttribute('type', 'email');
  for (const label of [/^Empfänger der Gesprächsnotizen/, /^Empfänger weitergeleiteter Anliegen/]) {
    await expect(b.getByLabel(label)).toHaveAttribute('type', 'email');
    await expect(b.getByLabel(label)).toHaveAttribute('multiple', '');
  }
});
