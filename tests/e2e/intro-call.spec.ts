import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { apiPaths, introCallMessages, siteSettings, type IntroCallSlotsBody } from '@rufbereit/shared';
import { wcagScan } from './support/axe';
import { ripeProofHeader } from './support/proof-of-work';
import { seedConsent } from './support/consent';
import { gotoHydrated } from './support/hydration';

/**
 * The 15-minute introductory call, booked for real: from the contact success panel through the
 * local API into DynamoDB, including a slot someone else took a moment earlier.
 */

test.beforeEach(async ({ page }) => seedConsent(page));

async function sendContact(page: Page): Promise<void> {
  await gotoHydrated(page, '/kontakt');
  await page.getByLabel('Vorname').fill('Erika');
  await page.getByLabel('Nachname').fill('Musterfrau');
  await page.getByLabel('E-Mail').fill(`erika.${Date.now()}@beispiel.de`);
  await page.getByLabel(/^Telefon/).fill('+49 30 7654321');
  await page.getByLabel('Ich habe Fragen und wünsche eine Erstberatung').check();
  await page.getByRole('checkbox', { name: /Ich bin damit einverstanden/ }).check();
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByTestId('contact-success')).toBeVisible();
}

const picker = (page: Page) => page.getByTestId('intro-call-picker');

test('the success panel books a 15-minute slot for the request, and that slot is no longer offered', async ({ page, request }) => {
  await sendContact(page);
  await page.getByRole('button', { name: '15-minütiges Kennenlerngespräch buchen' }).click();
  const days = picker(page).getByRole('group', { name: 'Tag' });
  await expect(days.getByRole('button')).toHaveCount(10);
  // The contact request gave name, e-mail and phone: the picker asks only for the time.
  await expect(picker(page).getByLabel(/E-Mail/)).toHaveCount(0);

  await days.getByRole('button').nth(2).click();
  const times = picker(page).getByRole('group', { name: /^Uhrzeit am/ });
  await expect(times.getByRole('button').first()).toHaveText('09:00');
  await expect(times.getByRole('button').last()).toHaveText('16:45');
  await times.getByRole('button', { name: '10:30' }).click();
  const { violations } = await wcagScan(page).include('[data-testid="intro-call-picker"]').analyze();
  expect(violations).toEqual([]);

  const booking = page.waitForResponse((r) => r.url().endsWith(apiPaths.introCalls) && r.request().method() === 'POST');
  await picker(page).getByRole('button', { name: introCallMessages.submit }).click();
  const answer = await booking;
  expect(answer.status()).toBe(201);
  const { slot } = (await answer.json()) as { slot: string };
  await expect(page.getByTestId('intro-call-booked')).toContainText(/Ihr Kennenlerngespräch ist gebucht: \w+, \d+\. \w+ um 10:30 Uhr/);

  const free = (await (await request.get(apiPaths.introCallSlots)).json()) as IntroCallSlotsBody;
  expect(free.slots).not.toContain(slot);
  expect(free.slots.length).toBeGreaterThan(300);
});

test('a slot taken a moment earlier by someone else: a German message and the other slots to choose from', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await sendContact(page);
  await page.getByRole('button', { name: '15-minütiges Kennenlerngespräch buchen' }).click();
  await picker(page).getByRole('group', { name: 'Tag' }).getByRole('button').last().click();
  const times = picker(page).getByRole('group', { name: /^Uhrzeit am/ });
  await times.getByRole('button', { name: '16:45' }).click();

  // Another visitor books the same slot first (the list on this page is now out of date).
  const { slots } = (await (await request.get(apiPaths.introCallSlots)).json()) as IntroCallSlotsBody;
  const lastSlot = slots.at(-1) ?? '';
  const other = await request.post(apiPaths.introCalls, {
    headers: await ripeProofHeader(),
    data: { slot: lastSlot, name: 'Max Schneller', email: 'max@beispiel.de', phone: '+49 30 1111111' },
  });
  expect(other.status()).toBe(201);

  await picker(page).getByRole('button', { name: introCallMessages.submit }).click();
  await expect(picker(page).getByRole('alert')).toHaveText(introCallMessages.slotTaken);
  await expect(times.getByRole('button', { name: '16:45' })).toHaveCount(0);
  await times.getByRole('button', { name: '16:30' }).click();
  await picker(page).getByRole('button', { name: introCallMessages.submit }).click();
  await expect(page.getByTestId('intro-call-booked')).toContainText('um 16:30 Uhr');
});

test.describe('booked on its own from /kontakt, cancelled through the mail link', () => {
  // The mail is read from the local SES stand-in (its port moves with the suite's port offset).
  test.skip(Boolean(process.env.E2E_BASE_URL), 'reads the local SES store');
  const sesStore = `http://127.0.0.1:${8005 + 100 + Number(process.env.TEST_PORT_SHIFT ?? 0)}/store`;

  test('asks for name, e-mail and phone, books, mails the invitation; the link cancels and frees the slot', async ({ page, request }) => {
    const email = `kennenlernen.${Date.now()}@beispiel.de`;
    await gotoHydrated(page, '/kontakt');
    await page.getByRole('button', { name: introCallMessages.heading }).click();
    const days = picker(page).getByRole('group', { name: 'Tag' });
    await days.getByRole('button').nth(4).click();
    await picker(page).getByRole('group', { name: /^Uhrzeit am/ }).getByRole('button', { name: '13:00' }).click();
    await picker(page).getByLabel('Name').fill('Jonas Becker');
    await picker(page).getByLabel('E-Mail').fill(email);
    await picker(page).getByLabel('Telefon').fill('0170 1234567');
    const booking = page.waitForResponse((r) => r.url().endsWith(apiPaths.introCalls) && r.request().method() === 'POST');
    await picker(page).getByRole('button', { name: introCallMessages.submit }).click();
    const { id: bookingId } = (await (await booking).json()) as { id: string };
    await expect(page.getByTestId('intro-call-booked')).toContainText('um 13:00 Uhr');

    // The confirmation with the invitation reaches the visitor (sent by the event target).
    type Mail = { subject: string; destination: { to: string[] }; body: { text?: string }; attachments?: { filename?: string; contentType: string; content: string }[] };
    /** Sales' calendar entries of this booking (its UID), as ical.js reads them, in the order sent. */
    const salesEntries = async () => {
      const { emails } = (await (await request.get(sesStore)).json()) as { emails: Mail[] };
      return emails
        .filter((m) => m.destination.to.includes(siteSettings.salesInbox))
        .flatMap((m) => m.attachments?.filter((a) => a.contentType.startsWith('text/calendar')) ?? [])
        .map((a) => Buffer.from(a.content, 'base64').toString('utf8'))
        .map((raw) => {
          const calendar = new ICAL.Component(ICAL.parse(raw));
          const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
          return { raw: raw.replace(/\r\n /g, ''), method: String(calendar.getFirstPropertyValue('method')), uid: event.uid, sequence: event.sequence };
        })
        .filter((entry) => entry.uid.startsWith(`${bookingId}@`));
    };
    let mail: Mail | undefined;
    await expect
      .poll(async () => {
        const { emails } = (await (await request.get(sesStore)).json()) as { emails: Mail[] };
        mail = emails.find((m) => m.destination.to.includes(email));
        return mail?.attachments?.map((a) => a.filename);
      })
      .toEqual(['kennenlerngespraech.ics']);
    const link = /(http:\/\/\S+\/kennenlerngespraech\/absagen\?\S+)/.exec(mail?.body.text ?? '')?.[1] ?? '';
    const slot = new URL(link).searchParams.get('termin') ?? '';
    // Sales has its own invitation, and it holds no cancel link (whoever clicked it would cancel the visitor's call).
    await expect.poll(async () => (await salesEntries()).map((e) => e.method)).toEqual(['REQUEST']);
    const [invitation] = await salesEntries();
    expect(invitation?.raw).not.toContain(new URL(link).searchParams.get('code') ?? '-');
    expect(invitation?.raw).not.toContain('/kennenlerngespraech/absagen');
    expect((await (await request.get(apiPaths.introCallSlots)).json()).slots).not.toContain(slot);

    // Opening the link changes nothing; the visitor confirms.
    await gotoHydrated(page, new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('heading', { level: 1, name: introCallMessages.cancelHeading })).toBeVisible();
    await expect(page.getByText(/^Möchten Sie Ihr Kennenlerngespräch am \w+, \d+\. \w+ um 13:00 Uhr absagen\?$/)).toBeVisible();
    await page.getByRole('button', { name: introCallMessages.cancelButton }).click();
    await expect(page.getByRole('status')).toContainText('ist abgesagt. Der Termin ist wieder frei.');
    expect((await (await request.get(apiPaths.introCallSlots)).json()).slots).toContain(slot);
    // Sales' calendar loses the entry: METHOD:CANCEL, same UID, a higher SEQUENCE.
    await expect.poll(async () => (await salesEntries()).map((e) => e.method)).toEqual(['REQUEST', 'CANCEL']);
    const [, cancellation] = await salesEntries();
    expect(cancellation?.uid).toBe(invitation?.uid);
    expect(cancellation?.sequence).toBeGreaterThan(invitation?.sequence ?? 0);

    // The same link again: the booking is gone.
    await page.reload();
    await page.getByRole('button', { name: introCallMessages.cancelButton }).click();
    await expect(page.getByRole('alert')).toHaveText(introCallMessages.cancelNotFound);
  });

  test('a broken link says so', async ({ page }) => {
    await gotoHydrated(page, '/kennenlerngespraech/absagen?termin=gestern');
    await expect(page.getByText(introCallMessages.cancelInvalidLink)).toBeVisible();
    await expect(page.getByRole('button', { name: introCallMessages.cancelButton })).toHaveCount(0);
  });
});

test('no page and no picker trips the Content-Security-Policy (zod never probes eval)', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}`));
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  for (const path of ['/', '/ueber-uns', '/kennenlerngespraech/absagen?termin=2026-11-23T08:00:00.000Z&code=abcdefghijklmnopqrstuvwxyz']) {
    await gotoHydrated(page, path);
    expect(await violations(), path).toEqual([]);
  }
  await gotoHydrated(page, '/kontakt');
  await page.getByRole('button', { name: introCallMessages.heading }).click();
  await expect(picker(page).getByRole('group', { name: 'Tag' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
