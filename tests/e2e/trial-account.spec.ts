import { expect, test, type Page } from '@playwright/test';
import { apiPaths, assistantConfigMessages, pagePath, trialMessages } from '@rufbereit/shared';
import { e2ePorts, enrolmentSecret, totp, uniqueEmail } from './support/accounts';
import { signInAsAdmin } from './support/admin-session';
import { seedConsent } from './support/consent';
import { gotoHydrated } from './support/hydration';
import { searchInbox } from './support/inbox';
import { ripeProofHeader } from './support/proof-of-work';
import { codeField, submitCredentials } from './support/sign-in';
import { workspaceTexts } from '../../web/src/content/texts/workspace';

/**
 * A demo request becomes a customer (issue 39, item 2): staff choose 'Testzugang einrichten' in the
 * inbox, the invitation arrives (read from the SES stand-in), the customer signs in with the
 * temporary password, sets their own, enrols TOTP, sees when the trial ends and saves a configuration.
 */

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { html?: string };
}

async function invitationTo(email: string): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(async () => {
      const store = (await (await fetch(`http://127.0.0.1:${e2ePorts.ses}/store`)).json()) as { emails: StoredMail[] };
      found = store.emails.find((m) => m.destination.to.includes(email) && m.subject === trialMessages.invitationSubject);
      return Boolean(found);
    })
    .toBe(true);
  return found as StoredMail;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

test.beforeEach(async ({ page }) => seedConsent(page));

test('a demo request becomes a customer: invitation, first sign-in with a new password, trial end, a saved configuration', async ({ page, browser }) => {
  test.setTimeout(150_000);
  // The visitor's side: the success page says how the customer will sign in.
  await gotoHydrated(page, pagePath('demoSuccess'));
  await expect(page.getByText(trialMessages.howToSignIn)).toBeVisible();

  const email = uniqueEmail('salon-probe');
  const demo = await page.request.post(apiPaths.demoRequests, {
    headers: await ripeProofHeader(),
    data: { first_name: 'Paula', last_name: 'Probezeit', company_name: 'Salon Probezeit', email, phone: '030 7654321', privacy_accepted: true },
  });
  expect(demo.status()).toBe(201);

  // Staff: the request's details, 'Testzugang einrichten', confirmed.
  await signInAsAdmin(page, pagePath('adminContacts'));
  await page.getByRole('tab', { name: 'Demo-Anfragen' }).click();
  await searchInbox(page, email);
  await page.getByRole('button', { name: 'Details zu Paula Probezeit' }).click();
  const details = page.getByRole('dialog', { name: 'Paula Probezeit' });
  await details.getByRole('button', { name: trialMessages.action }).click();
  const confirm = page.getByRole('dialog', { name: trialMessages.confirmQuestion });
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: trialMessages.action }).click();
  await expect(page.getByText(trialMessages.started).first()).toBeVisible();
  const staffSees = details.getByTestId('trial-ends');
  await expect(staffSees).toHaveText(/^Testzugang bis \d{1,2}\. \S+ \d{4}$/);
  const endsText = await staffSees.textContent();
  await expect(details.getByRole('button', { name: trialMessages.action })).toHaveCount(0);

  // The customer's mailbox: the German invitation with the temporary password and the sign-in link.
  const mail = await invitationTo(email);
  const html = mail.body.html ?? '';
  expect(html).toContain(`Benutzername: ${email}`);
  const temporary = /Vorläufiges Passwort: (\S+?)<br>/.exec(html)?.[1] ?? '';
  expect(temporary).not.toBe('');
  const link = /Melden Sie sich hier an: (\S+?)<br>/.exec(html)?.[1] ?? '';
  expect(new URL(link).pathname).toBe(pagePath('auth'));

  // The customer, in a browser of their own, follows the link.
  const context = await browser.newContext({ locale: 'de-DE' });
  const customer = await context.newPage();
  try {
    await seedConsent(customer);
    await gotoHydrated(customer, link);
    await submitCredentials(customer, email, temporary);
    await customer.getByLabel('Neues Passwort').fill('Eigenes-Passwort-2026');
    await customer.getByRole('button', { name: 'Passwort speichern' }).click();
    const secret = await enrolmentSecret(customer);
    await codeField(customer).fill(totp(secret));
    await customer.getByRole('button', { name: 'Bestätigen und anmelden' }).click();
    await expect(customer).toHaveURL(pagePath('assistantConfig'));
    await expect(customer.getByRole('banner')).toContainText(workspaceTexts.customerArea);
    await expect(customer.getByTestId('customer-trial-ends')).toHaveText(endsText ?? '');

    // A configuration, saved.
    await expect(customer.getByRole('form', { name: 'Assistenten-Konfiguration' })).toBeVisible();
    await tab(customer, 'Stimme').click();
    await customer.getByRole('radio', { name: /^Valentina/ }).check();
    await tab(customer, 'Begrüßung').click();
    await customer.getByLabel('Name des Assistenten').fill('Paula');
    await customer.getByRole('textbox', { name: 'Begrüßung', exact: true }).fill('Hallo, hier ist Paula vom Salon Probezeit!');
    await customer.getByRole('button', { name: 'Konfiguration speichern' }).click();
    await expect(customer.getByText(assistantConfigMessages.saved)).toBeVisible();
  } finally {
    await context.close();
  }
});
