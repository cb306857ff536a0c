import { beforeAll, describe, expect, it } from 'vitest';
import { introCallMessages, siteSettings, type ContactRecord, type IntroCallSlotsBody } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { calendarMailsOf, calendarOf } from '../support/calendar-mail';
import { getStoredRequest, postJson, sentMails, sharedTestEnvironment, uniqueEmail } from '../support/local-environment';

/** A contact request, then its intro call: gateway → handlers → DynamoDB → bus → SES, and the cancel link. */
let local: LocalEnvironment;
beforeAll(async () => {
  local = await sharedTestEnvironment();
});

const freeSlots = async (): Promise<string[]> => ((await (await fetch(`${local.urls.api}/intro-calls/slots`)).json()) as IntroCallSlotsBody).slots;

describe('intro call booked for a contact request', () => {
  it('mails the visitor an .ics invitation with a cancel link and sales a copy, notes it on the request, and the link frees the slot', async () => {
    const email = uniqueEmail('kennenlernen');
    const contact = await postJson(`${local.urls.api}/contacts`, {
      firstname: 'Erika',
      lastname: 'Musterfrau',
      email,
      phone: '030 7654321',
      service_preference: 'consultation',
      privacy_accepted: true,
    });
    expect(contact.status).toBe(201);
    const contactId = (contact.json as { id: string }).id;

    const slot = (await freeSlots())[7] ?? '';
    const booked = await postJson(`${local.urls.api}/intro-calls`, { slot, name: 'Erika Musterfrau', email, phone: '030 7654321', contactId });
    expect(booked.status).toBe(201);
    const bookingId = (booked.json as { id: string }).id;
    await local.whenIdle();

    const mails = (await sentMails(local)).filter((m) => m.subject.includes('Kennenlerngespräch'));
    const toVisitor = mails.find((m) => m.destination.to.includes(email));
    const toSales = mails.find((m) => m.destination.to.includes(siteSettings.salesInbox) && m.body.text?.includes(email));
    expect(toVisitor?.subject).toMatch(/^Ihr Kennenlerngespräch mit Rufbereit am \w+, \d+\. \w+ um \d\d:\d\d Uhr$/);
    expect(toSales?.subject).toContain('Erika Musterfrau');
    for (const mail of [toVisitor, toSales]) {
      const ics = mail?.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
      expect(ics?.filename).toBe('kennenlerngespraech.ics');
      // Unfolded (RFC 5545 continuation lines).
      const text = Buffer.from(ics?.content ?? '', 'base64').toString('utf8').replace(/\r\n /g, '');
      expect(text).toContain(`DTSTART:${slot.replace(/[-:]/g, '').replace('.000', '')}`);
    }
    // Each its own invitation of the one event: the visitor's names the visitor, sales' names sales.
    const visitorEntry = toVisitor && calendarOf(toVisitor);
    const salesEntry = toSales && calendarOf(toSales);
    expect(visitorEntry?.attendees).toEqual([`mailto:${email}`]);
    expect(salesEntry?.attendees).toEqual([`mailto:${siteSettings.salesInbox}`]);
    expect(salesEntry?.uid).toBe(visitorEntry?.uid);

    const record = (await getStoredRequest(local, 'contacts', contactId)) as ContactRecord & { introCall?: unknown };
    expect(record.introCall).toEqual({ slot, bookingId });

    // The cancel link of the mail leads to the site; the page posts its slot and code to the API.
    const link = /(http:\/\/\S+\/kennenlerngespraech\/absagen\?\S+)/.exec(toVisitor?.body.text ?? '')?.[1] ?? '';
    const params = new URL(link).searchParams;
    expect(params.get('termin')).toBe(slot);
    expect(await freeSlots()).not.toContain(slot);
    const cancelled = await postJson(`${local.urls.api}/intro-calls/cancel`, { slot: params.get('termin'), code: params.get('code') });
    expect(cancelled.status).toBe(200);
    expect(await freeSlots()).toContain(slot);
    const again = await postJson(`${local.urls.api}/intro-calls/cancel`, { slot: params.get('termin'), code: params.get('code') });
    expect(again).toEqual({ status: 404, json: { message: introCallMessages.cancelNotFound } });
  });
});

describe("sales' own calendar entry", () => {
  it("holds no cancel link, and the visitor's cancellation withdraws it: METHOD:CANCEL, same UID, higher SEQUENCE, once", async () => {
    const email = uniqueEmail('vertrieb-absage');
    const slot = (await freeSlots())[9] ?? '';
    const booked = await postJson(`${local.urls.api}/intro-calls`, { slot, name: 'Paula Probe', email, phone: '0176 1234567' });
    expect(booked.status).toBe(201);
    const bookingId = (booked.json as { id: string }).id;
    await local.whenIdle();

    const [invitation] = await calendarMailsOf(local, bookingId);
    expect(invitation).toMatchObject({ method: 'REQUEST', sequence: 0, attendees: [`mailto:${siteSettings.salesInbox}`] });
    expect(invitation?.description).toContain('Telefon: 0176 1234567');
    expect(invitation?.description).toContain('/admin/intro-calls');
    const salesMail = (await sentMails(local)).find((m) => m.destination.to.includes(siteSettings.salesInbox) && m.body.text?.includes(bookingId));
    const visitorMail = (await sentMails(local)).find((m) => m.destination.to.includes(email));
    const code = new URL(/(http:\/\/\S+\/kennenlerngespraech\/absagen\?\S+)/.exec(visitorMail?.body.text ?? '')?.[1] ?? 'http://x').searchParams.get('code') ?? '';
    expect(code.length).toBeGreaterThan(20);
    // Neither the link nor its code anywhere in what sales received.
    for (const secret of [code, encodeURIComponent(code), 'kennenlerngespraech/absagen']) {
      expect(JSON.stringify(salesMail)).not.toContain(secret);
      expect(invitation?.raw.replace(/\r\n /g, '')).not.toContain(secret);
    }

    expect((await postJson(`${local.urls.api}/intro-calls/cancel`, { slot, code })).status).toBe(200);
    await local.whenIdle();
    const entries = await calendarMailsOf(local, bookingId);
    expect(entries.map((e) => e.method)).toEqual(['REQUEST', 'CANCEL']);
    expect(entries[1]).toMatchObject({ uid: invitation?.uid, status: 'CANCELLED', attendees: [`mailto:${siteSettings.salesInbox}`] });
    expect(entries[1]?.sequence).toBeGreaterThan(invitation?.sequence ?? 0);
    expect(entries[1]?.description).toBe('Die Person hat den Termin über den Link in ihrer Bestätigung abgesagt.');
    // The visitor got theirs too.
    expect((await calendarMailsOf(local, bookingId, email)).map((e) => e.method)).toEqual(['REQUEST', 'CANCEL']);
  });
});
