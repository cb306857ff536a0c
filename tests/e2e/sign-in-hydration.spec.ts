import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { emailField, passwordField } from './support/sign-in';

/**
 * A guarded page shows its sign-in form in the prerendered HTML, but the guard's code arrives in a
 * chunk of its own. The page may only count as hydrated once that form reacts to typing: a mark set
 * earlier let the e2e suite (and a quick visitor) type into a form that then forgot the input.
 */
for (const url of ['/admin/demos', '/admin/contacts']) {
  test(`${url}: what is typed right after hydration is kept, even when the guard's chunk comes late`, async ({ page }) => {
    await page.route('**/assets/require-access-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await gotoHydrated(page, url);
    await emailField(page).fill('jemand@example.de');
    await passwordField(page).fill('Geheim-Passwort-123');
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(emailField(page)).toHaveValue('jemand@example.de');
  });
}
