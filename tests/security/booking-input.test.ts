import { beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { contactMessages, introCallMessages, textMessages, type ContactRecord, type IntroCallSlotsBody } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { eventually, getStoredRequest, postJson, sentMails, sharedTestEnvironment, uniqueEmail, type SentMail } from '../support/local-environment';

/**
 * The intro-call booking as an outside attacker tries it, through the local gateway: hostile names
 * and addresses, one address booking a whole day, a stranger's contactId, and the cancellation.
 */
let local: LocalEnvironment;
beforeAll(async () => {
  local = await sharedTestEnvironment();
});

const bookingUrl = (): string => `${local.urls.api}/intro-calls`;
const freeSlots = async (): Promise<string[]> => ((await (await fetch(`${local.urls.api}/intro-calls/slots`)).json()) as IntroCallSlotsBody).slots;
const decode = (base64: string): string => Buffer.from(base64, 'base64').toString('utf8');
const icsLines = (mail: SentMail | undefined): string[] =>
  decode(mail?.attachments?.find((a) => a.contentType.startsWith('text/calendar'))?.content ?? '')
    .replace(/\r\n /g, '')
    .split('\r\n');
const mailsTo = async (email: string): Promise<SentMail[]> => (await sentMails(local)).filter((m) => m.destination.to.includes(email));

async function scanSlotsTable(): Promise<Record<string, unknown>[]> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    return ((await client.send(new ScanCommand({ TableName: 'intro_call_slots' }))).Items ?? []) as Record<string, unknown>[];
  } finally {
    client.destroy();
  }
}

describe('hostile booking input', () => {
  it('refuses a name with CR/LF, NUL, BEL or bidi controls, and stores nothing', async () => {
    const slot = (await freeSlots())[3] ?? '';
    for (const name of ['Eve\r\nATTENDEE:mailto:x@evil.test', 'Eve\nURL:https://evil.test', 'Eve\u0000Null', 'Eve\u0007Bell', 'Eve \u202Eevil', 'Eve\u2066x\u2069']) {
      const email = uniqueEmail('hostile');
      const response = await postJson(bookingUrl(), { slot, name, email, phone: '030 1234567' });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect((response.json as { errors: Record<string, string> }).errors.name).toBe(textMessages.invalidCharacters);
    }
    expect(await freeSlots()).toContain(slot);
  });

  it('refuses a display-name address, a list, and CR/LF in the e-mail or phone', async () => {
    const slot = (await freeSlots())[4] ?? '';
    for (const email of ['x<a@b.c>', 'Eve <eve@beispiel.de>', 'a@beispiel.de, b@beispiel.de', 'a@beispiel.de\r\nBcc: b@beispiel.de']) {
      const response = await postJson(bookingUrl(), { slot, name: 'Eve Angreifer', email, phone: '030 1234567' });
      expect(response.status, JSON.stringify(email)).toBe(400);
      expect(Object.keys((response.json as { errors: Record<string, string> }).errors)).toEqual(['email']);
    }
    const phone = await postJson(bookingUrl(), { slot, name: 'Eve Angreifer', email: uniqueEmail('phone'), phone: '030 123\r\n4567' });
    expect(phone.status).toBe(400);
    expect(Object.keys((phone.json as { errors: Record<string, string> }).errors)).toEqual(['phone']);
    const short = await postJson(bookingUrl(), { slot, name: 'Eve Angreifer', email: uniqueEmail('phone'), phone: '+++ ---' });
    expect((short.json as { errors: Record<string, string> }).errors.phone).toBe(contactMessages.phone);
    expect(await freeSlots()).toContain(slot);
  });

  it('mails a name with commas, semicolons and quotes as one ATTENDEE line and no URL line', async () => {
    const email = uniqueEmail('quotes');
    const slot = (await freeSlots())[5] ?? '';
    const name = 'Müller, "Dr." Erika; URL:https://evil.test';
    expect((await postJson(bookingUrl(), { slot, name, email, phone: '030 1234567' })).status).toBe(201);
    await local.whenIdle();
    const toVisitor = (await mailsTo(email))[0];
    const lines = icsLines(toVisitor);
    // One attendee whose whole name is one quoted CN value (the quotes inside dropped, as RFC 5545 allows no
    // escape in a quoted parameter), the address its value; the parameters' order is the library's.
    const attendees = lines.filter((l) => l.startsWith('ATTENDEE'));
    expect(attendees).toHaveLength(1);
    expect(attendees[0]).toContain(';CN="Müller, Dr. Erika; URL:https://evil.test"');
    expect(attendees[0]?.toLowerCase().endsWith(`:mailto:${email}`)).toBe(true);
    expect(attendees[0]?.replace(/"[^"]*"/g, '')).not.toMatch(/URL|evil/);
    expect(lines.filter((l) => /^URL/i.test(l))).toEqual([]);
    expect(toVisitor?.destination.to).toEqual([email]);
    expect(toVisitor?.body.text?.split('\n')[0]).toBe(`Guten Tag ${name},`);
  });
});

describe('one open booking per address', () => {
  it('books one of 33 simultaneous bookings of one address; the others get a German 409 (without that slot’s date), and the cancel link comes again', async () => {
    const email = uniqueEmail('ganzer-tag');
    const slots = (await freeSlots()).slice(-33);
    const results = await Promise.all(slots.map((slot) => postJson(bookingUrl(), { slot, name: 'Viel Bucher', email, phone: '030 1234567' })));
    const booked = results.filter((r) => r.status === 201);
    expect(booked).toHaveLength(1);
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const bookedSlot = (booked[0]?.json as { slot: string }).slot;
    const message = introCallMessages.alreadyBooked;
    for (const refused of results.filter((r) => r.status !== 201)) expect(refused).toEqual({ status: 409, json: { message, errors: { email: message } } });
    const stillFree = await freeSlots();
    expect(slots.filter((slot) => !stillFree.includes(slot))).toEqual([bookedSlot]);
    await local.whenIdle();
    // The confirmation, and the link once more if a refused attempt came after the confirmation went out.
    expect((await mailsTo(email)).length).toBeLessThanOrEqual(2);

    // Further attempts now that the confirmation went out: the cancel link is mailed again once in
    // 10 minutes however often they come (no mail flood at someone's address).
    const other = stillFree.find((slot) => slot !== bookedSlot) ?? '';
    for (let i = 0; i < 3; i++) {
      expect(await postJson(bookingUrl(), { slot: other, name: 'Viel Bucher', email: email.toUpperCase(), phone: '030 1234567' })).toEqual({ status: 409, json: { message, errors: { email: message } } });
    }
    await local.whenIdle();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const link = /(http:\/\/\S+\/kennenlerngespraech\/absagen\?\S+)/.exec(mails[1]?.body.text ?? '')?.[1] ?? '';
    expect(new URL(link).searchParams.get('termin')).toBe(bookedSlot);

    // Cancelled, the address may book again.
    const params = new URL(link).searchParams;
    expect((await postJson(`${local.urls.api}/intro-calls/cancel`, { slot: params.get('termin'), code: params.get('code') })).status).toBe(200);
    expect((await postJson(bookingUrl(), { slot: other, name: 'Viel Bucher', email, phone: '030 1234567' })).status).toBe(201);
  });
});

describe('contactId', () => {
  it('links a booking only to a contact request of the same address; a stranger cannot overwrite it', async () => {
    const ownerEmail = uniqueEmail('besitzer');
    const contact = await postJson(`${local.urls.api}/contacts`, {
      firstname: 'Olga',
      lastname: 'Owner',
      email: ownerEmail,
      phone: '030 7654321',
      service_preference: 'consultation',
      privacy_accepted: true,
    });
    expect(contact.status).toBe(201);
    const contactId = (contact.json as { id: string }).id;
    const free = await freeSlots();

    const stranger = uniqueEmail('fremd');
    expect((await postJson(bookingUrl(), { slot: free[10], name: 'Fritz Fremd', email: stranger, phone: '030 1111111', contactId })).status).toBe(201);
    await local.whenIdle();
    expect(((await getStoredRequest(local, 'contacts', contactId)) as ContactRecord & { introCall?: unknown }).introCall).toBeUndefined();
    const salesCopy = (await sentMails(local)).find((m) => m.subject.includes('Fritz Fremd'));
    expect(salesCopy?.body.text).toContain('Ohne Kontaktanfrage gebucht');
    expect(salesCopy?.body.text).not.toContain(contactId);

    const own = await postJson(bookingUrl(), { slot: free[11], name: 'Olga Owner', email: ownerEmail.toUpperCase(), phone: '030 7654321', contactId });
    expect(own.status).toBe(201);
    await local.whenIdle();
    const record = (await getStoredRequest(local, 'contacts', contactId)) as ContactRecord & { introCall?: unknown };
    expect(record.introCall).toEqual({ slot: free[11], bookingId: (own.json as { id: string }).id });
  });
});

describe('cancellation', () => {
  it('sends a calendar cancellation with the same UID and a higher SEQUENCE, and keeps no copy of the booking after it', async () => {
    const email = uniqueEmail('absage');
    const slot = (await freeSlots())[20] ?? '';
    expect((await postJson(bookingUrl(), { slot, name: 'Carla Cancel', email, phone: '030 1234567' })).status).toBe(201);
    await local.whenIdle();
    const invitation = (await mailsTo(email))[0];
    const link = new URL(/(http:\/\/\S+\/kennenlerngespraech\/absagen\?\S+)/.exec(invitation?.body.text ?? '')?.[1] ?? '');
    expect((await postJson(`${local.urls.api}/intro-calls/cancel`, { slot: link.searchParams.get('termin'), code: link.searchParams.get('code') })).status).toBe(200);
    await local.whenIdle();
    const cancellation = await eventually(async () => (await mailsTo(email))[1], undefined, 'the cancellation mail');
    expect(cancellation.subject).toMatch(/^Abgesagt: Ihr Kennenlerngespräch mit Rufbereit am /);
    const request = icsLines(invitation);
    const cancel = icsLines(cancellation);
    expect(cancel).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:1']));
    expect(request).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'SEQUENCE:0']));
    const uid = request.find((l) => l.startsWith('UID:'));
    expect(cancel.find((l) => l.startsWith('UID:'))).toBe(uid);
    // Nothing of the address is left in the slots table: the slot, its claim and the kept copy are gone.
    expect((await scanSlotsTable()).filter((item) => JSON.stringify(item).includes(email))).toEqual([]);
  });
});
