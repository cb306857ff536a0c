import { expect, test, type Page } from '@playwright/test';
import { assistantConfigMessages, openingHoursMessages } from '@rufbereit/shared';
import { waitForToastsToSettle, wcagScan } from './support/axe';
import { signInAsNewAccount } from './support/new-account-session';
import { useSharedPage } from './support/shared-page';

/**
 * Opening hours in the assistant configuration: entered per weekday with a lunch break, checked in
 * German, saved, loaded again, and read back in words by the summary and by the forwarding rule
 * "Während der Öffnungszeiten". Keyboard-operable native time inputs; axe clean at 390 and 1,280 px.
 */
/**
 * One tab for the file, with a stored cookie decision, emptied of cookies, storage and permissions before
 * each test (freshStorage): every test signs in as a new account of its own (its configuration empty), as in a
 * new browser.
 */
const sharedPage = useSharedPage({ consent: true, freshStorage: true });

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const save = (page: Page) => page.getByRole('button', { name: 'Konfiguration speichern' });

async function openAsNewCustomer(page: Page): Promise<void> {
  await signInAsNewAccount(page, { label: 'oeffnung' });
  await expect(page.getByRole('form', { name: 'Assistenten-Konfiguration' })).toBeVisible();
  // What a save needs besides: a voice, a name and a greeting.
  await page.getByRole('radio', { name: /^Lena/ }).check();
  await tab(page, 'Begrüßung').click();
  await page.getByLabel('Name des Assistenten').fill('Lotta');
  await page.getByRole('textbox', { name: 'Begrüßung', exact: true }).fill('Guten Tag, Praxis Sonnenschein, hier ist Lotta.');
  await tab(page, 'Anrufe').click();
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  await waitForToastsToSettle(page);
  const axe = await wcagScan(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const summary = 'Mo 09:00–12:00, 13:00–18:00 · Di 08:30–14:00 · Mi–So geschlossen · an gesetzlichen Feiertagen (Berlin) geschlossen';

test('hours with a lunch break: checked, saved, loaded again, and named by the summary and the forwarding rule', async () => {
  const page = sharedPage();
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsNewCustomer(page);
  await expect(page.getByTestId('opening-hours-summary')).toContainText('Noch keine Öffnungszeiten eingetragen');

  // Montag by keyboard: the add button, then the two times of each interval.
  await page.getByRole('button', { name: 'Zeitraum am Montag hinzufügen' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Montag: bis (Zeitraum 1)').fill('12:00');
  await page.getByRole('button', { name: 'Zeitraum am Montag hinzufügen' }).click();
  await page.getByLabel('Montag: von (Zeitraum 2)').fill('11:00');
  await page.getByLabel('Montag: bis (Zeitraum 2)').fill('18:00');
  await page.getByRole('button', { name: 'Zeitraum am Dienstag hinzufügen' }).click();
  await page.getByLabel('Dienstag: von (Zeitraum 1)').fill('14:00');
  await page.getByLabel('Dienstag: bis (Zeitraum 1)').fill('08:30');

  // A forwarding rule during opening hours.
  await page.getByRole('button', { name: 'Regel hinzufügen' }).click();
  await page.getByLabel('Telefonnummer (Regel 1)').fill('030 1234567');
  await page.getByLabel('Wann (Regel 1)').selectOption('openingHours');

  // Overlapping intervals and an end before the start: refused in German at their fields.
  await save(page).click();
  await expect(tab(page, 'Anrufe')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('opening-hours-mon').getByText(openingHoursMessages.overlap)).toBeVisible();
  await expect(page.getByLabel('Montag: von (Zeitraum 2)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('opening-hours-tue').getByText(openingHoursMessages.endBeforeStart)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Montag: von (Zeitraum 2)').fill('13:00');
  await page.getByLabel('Dienstag: von (Zeitraum 1)').fill('08:30');
  await page.getByLabel('Dienstag: bis (Zeitraum 1)').fill('14:00');
  await expect(page.getByTestId('opening-hours-summary')).toContainText(summary);
  await expect(page.getByTestId('forwarding-rule-time-summary')).toHaveText(`Leitet während der Öffnungszeiten weiter: ${summary}`);
  await save(page).click();
  await expect(page.getByText(assistantConfigMessages.saved)).toBeVisible();

  await page.reload();
  await tab(page, 'Anrufe').click();
  await expect(page.getByLabel('Montag: von (Zeitraum 1)')).toHaveValue('09:00');
  await expect(page.getByLabel('Montag: bis (Zeitraum 1)')).toHaveValue('12:00');
  await expect(page.getByLabel('Montag: von (Zeitraum 2)')).toHaveValue('13:00');
  await expect(page.getByLabel('Montag: bis (Zeitraum 2)')).toHaveValue('18:00');
  await expect(page.getByTestId('opening-hours-wed')).toContainText('Geschlossen');
  await expect(page.getByTestId('opening-hours-summary')).toContainText(summary);
  await expect(page.getByLabel('Wann (Regel 1)')).toHaveValue('openingHours');
  await expect(page.getByTestId('forwarding-rule-time-summary')).toHaveText(`Leitet während der Öffnungszeiten weiter: ${summary}`);
  await expectNoAxeViolations(page);
});

test('the configuration page with opening hours is axe clean and fits at 390 px', async () => {
  const page = sharedPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsNewCustomer(page);
  await page.getByRole('button', { name: 'Zeitraum am Montag hinzufügen' }).click();
  await page.getByRole('button', { name: 'Zeitraum am Montag hinzufügen' }).click();
  await expect(page.getByLabel('Montag: von (Zeitraum 2)')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
