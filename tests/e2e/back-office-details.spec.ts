import { expect, test } from '@playwright/test';
import { authMessages } from '@rufbereit/shared';
import { createAccount, uniqueEmail } from './support/accounts';
import { seedConsent } from './support/consent';
import { gotoHydrated } from './support/hydration';
import { signInAsNewAdmin } from './support/inbox';
import { ripeProofHeader } from './support/proof-of-work';

test.beforeEach(async ({ page }) => seedConsent(page));

test('the staff-only heading and notice are on /login alone, not where customers sign in', async ({ page }) => {
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

test('focus returns to the opening button when the details panel or a confirm dialog closes', async ({ page }) => {
  const email = uniqueEmail('fokus');
  const response = await page.request.post('/api/contacts', {
    headers: await ripeProofHeader(),
    data: { firstname: 'Fritz', lastname: 'Fokus', email, service_preference: 'consultation', privacy_accepted: true },
  });
  expect(response.status()).toBe(201);
  await createAccount(uniqueEmail('fokus-kunde'));
  await signInAsNewAdmin(page);

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
