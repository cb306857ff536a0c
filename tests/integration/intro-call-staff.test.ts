import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  introCallAdminMessages,
  introCallMessages,
  introCallSlotLabel,
  type IntroCallBlockResult,
  type IntroCallCalendarBody,
  type IntroCallFreeResult,
  type IntroCallSlotsBody,
} from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { apiJsonRequest } from '../support/api-call';
import { createAccount, signInWithTotp, type Tokens } from '../support/cognito';
import { calendarMailsOf } from '../support/calendar-mail';
import { postJson, sentMails, sharedTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * Intro calls as staff handle them, through the local gateway with real tokens: the list of
 * bookings and blocks, a staff cancellation (calendar cancellation mailed, slot free and bookable
 * again), blocking and freeing slots, a block racing a visitor's booking, and hostile input.
 */
let local: LocalEnvironment;
let admin: Tokens;
let customer: Tokens;

beforeAll(async () => {
  local = await sharedTestEnvironment();
  const customerEmail = uniqueEmail('kunde');
  await createAccount(local, customerEmail, 'Kunden-Passwort-42');
  [admin, customer] = await Promise.all([signInWithTotp(local, local.admin.email, local.admin.password), signInWithTotp(local, customerEmail, 'Kunden-Passwort-42')]);
});

const api = apiJsonRequest(() => local.urls.site);
const freeSlots = async (): Promise<string[]> => ((await (await fetch(`${local.urls.api}/intro-calls/slots`)).json()) as IntroCallSlotsBody).slots;
const calendar = async (): Promise<IntroCallCalendarBody> => {
  const { status, json } = await api<IntroCallCalendarBody>('GET', '/api/admin/intro-calls', admin);
  expect(status).toBe(200);
  return json;
};
/** Distinct free slots for each test (tests share one environment). */
let nextSlot = 0;
const takeSlot = async (): Promise<string> => {
  const slots = await freeSlots();
  nextSlot += 3;
  return slots[nextSlot] ?? '';
};
const book = (slot: string, email = uniqueEmail('besucher'), contactId?: string) =>
  postJson(`${local.urls.api}/intro-calls`, { slot, name: 'Vera Besucherin', email, phone: '030 1234567', ...(contactId ? { contactId } : {}) });
const postContact = async (email: string): Promise<string> => {
  const response = await postJson(`${local.urls.api}/contacts`, {
    firstname: 'Vera',
    lastname: 'Besucherin',
    email,
    phone: '030 1234567',
    service_preference: 'consultation',
    privacy_accepted: true,
  });
  expect(response.status).toBe(201);
  return (response.json as { id: string }).id;
};

describe('the staff list of intro calls', () => {
  it('shows upcoming bookings with the visitor and the linked request, never a request of another address', async () => {
    const email = uniqueEmail('verknuepft');
    const contactId = await postContact(email);
    const foreignContactId = await postContact(uniqueEmail('fremd'));
    const [linkedSlot, foreignSlot] = [await takeSlot(), await takeSlot()];
    expect((await book(linkedSlot, email, contactId)).status).toBe(201);
    const stranger = uniqueEmail('fremdbucher');
    expect((await book(foreignSlot, stranger, foreignContactId)).status).toBe(201);
    await local.whenIdle();

    const { bookings } = await calendar();
    expect(bookings.find((b) => b.slot === linkedSlot)).toMatchObject({ name: 'Vera Besucherin', email, phone: '030 1234567', requestId: contactId, mailed: true });
    const foreign = bookings.find((b) => b.slot === foreignSlot);
    expect(foreign?.email).toBe(stranger);
    expect(foreign).not.toHaveProperty('requestId');
  });

  it('lists a range of days and refuses bad ranges with German messages', async () => {
    const slot = await takeSlot();
    expect((await book(slot)).status).toBe(201);
    const day = new Date(slot).toISOString().slice(0, 10);
    const { json } = await api<IntroCallCalendarBody>('GET', `/api/admin/intro-calls?from=${day}&to=${day}`, admin);
    expect(json.from).toBe(day);
    expect(json.bookings.map((b) => b.slot)).toContain(slot);
    expect(json.bookings.every((b) => b.slot.startsWith(day))).toBe(true);

    for (const query of ['from=2026-02-30&to=2026-03-01', 'from=2026-03-10&to=2026-03-01', 'from=2026-01-01&to=2026-03-01', 'from=2026-01-01', 'from=heute&to=morgen']) {
      const bad = await api<{ message: string; errors: Record<string, string> }>('GET', `/api/admin/intro-calls?${query}`, admin);
      expect({ query, status: bad.status }).toEqual({ query, status: 400 });
      expect(Object.values(bad.json.errors).every((m) => [introCallAdminMessages.badDate, introCallAdminMessages.badRange].includes(m as never))).toBe(true);
    }
  });
});

describe('a cancellation by staff', () => {
  it('mails the visitor the calendar cancellation, frees the slot and lets it be booked again', async () => {
    const slot = await takeSlot();
    const email = uniqueEmail('abgesagt');
    const booked = await book(slot, email);
    expect(booked.status).toBe(201);
    const bookingId = (booked.json as { id: string }).id;
    await local.whenIdle();
    expect(await freeSlots()).not.toContain(slot);

    const cancelled = await api('POST', '/api/admin/intro-calls/cancel', admin, { slot, bookingId });
    expect(cancelled).toEqual({ status: 200, json: { slot } });
    await local.whenIdle();

    const mail = (await sentMails(local)).find((m) => m.destination.to.includes(email) && m.subject.startsWith('Abgesagt:'));
    expect(mail?.subject).toBe(`Abgesagt: Ihr Kennenlerngespräch mit Rufbereit am ${introCallSlotLabel(slot)}`);
    expect(mail?.body.text).toContain(`leider müssen wir Ihr Kennenlerngespräch am ${introCallSlotLabel(slot)} absagen`);
    const ics = Buffer.from(mail?.attachments?.find((a) => a.contentType.startsWith('text/calendar'))?.content ?? '', 'base64').toString('utf8');
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain(`UID:${bookingId}@`);
    // Sales' own entry is withdrawn too: same UID, a higher SEQUENCE.
    const salesEntries = await calendarMailsOf(local, bookingId);
    expect(salesEntries.map((e) => `${e.method} ${e.sequence}`)).toEqual(['REQUEST 0', 'CANCEL 1']);
    expect(salesEntries[1]?.uid).toBe(salesEntries[0]?.uid);
    expect(salesEntries[1]?.description).toBe('Der Termin wurde im Kalender des Teams abgesagt.');

    expect(await freeSlots()).toContain(slot);
    expect((await calendar()).bookings.map((b) => b.id)).not.toContain(bookingId);
    // The same address may book again (its claim was released), the same slot too.
    const again = await book(slot, email);
    expect(again.status).toBe(201);

    // The old booking's id never cancels the new booking of the slot.
    expect(await api('POST', '/api/admin/intro-calls/cancel', admin, { slot, bookingId })).toEqual({ status: 404, json: { message: introCallAdminMessages.bookingNotFound } });
    expect((await calendar()).bookings.find((b) => b.slot === slot)?.id).toBe((again.json as { id: string }).id);
  });
});

describe('blocked slots', () => {
  it('are no longer offered or bookable, show who blocked them, and are offered again once freed', async () => {
    const slot = await takeSlot();
    const blocked = await api<IntroCallBlockResult>('POST', '/api/admin/intro-calls/blocks', admin, { slots: [slot], reason: 'Urlaub' });
    expect(blocked).toEqual({ status: 200, json: { blocked: [slot], booked: [] } });
    // Blocking again changes nothing.
    expect((await api('POST', '/api/admin/intro-calls/blocks', admin, { slots: [slot] })).status).toBe(200);

    expect(await freeSlots()).not.toContain(slot);
    expect(await book(slot)).toMatchObject({ status: 409, json: { message: introCallMessages.slotTaken } });
    expect((await calendar()).blocks.find((b) => b.slot === slot)).toMatchObject({ blockedBy: local.admin.email, reason: 'Urlaub' });

    expect(await api<IntroCallFreeResult>('POST', '/api/admin/intro-calls/blocks/free', admin, { slots: [slot] })).toEqual({ status: 200, json: { freed: [slot] } });
    expect(await freeSlots()).toContain(slot);
    expect((await book(slot)).status).toBe(201);
  });

  it('never block or free a booked slot: the booking stays and staff read why', async () => {
    const [bookedSlot, freeSlot] = [await takeSlot(), await takeSlot()];
    const booked = await book(bookedSlot);
    expect(booked.status).toBe(201);

    const refused = await api<{ message: string; blocked: string[]; booked: string[] }>('POST', '/api/admin/intro-calls/blocks', admin, { slots: [bookedSlot, freeSlot] });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ message: introCallAdminMessages.bookedNotBlocked([introCallSlotLabel(bookedSlot)]), blocked: [freeSlot], booked: [bookedSlot] });

    expect(await api('POST', '/api/admin/intro-calls/blocks/free', admin, { slots: [bookedSlot] })).toEqual({ status: 200, json: { freed: [] } });
    const after = await calendar();
    expect(after.bookings.find((b) => b.slot === bookedSlot)?.id).toBe((booked.json as { id: string }).id);
    expect(after.blocks.map((b) => b.slot)).toContain(freeSlot);
    expect(after.blocks.map((b) => b.slot)).not.toContain(bookedSlot);
  });

  it('race a visitor booking the same slot: exactly one of the two wins', async () => {
    const slots = (await freeSlots()).slice(-8);
    const outcomes = await Promise.all(
      slots.map(async (slot) => {
        const [booking, block] = await Promise.all([book(slot), api<IntroCallBlockResult>('POST', '/api/admin/intro-calls/blocks', admin, { slots: [slot] })]);
        return { slot, booked: booking.status === 201, blocked: block.json.blocked?.includes(slot) ?? false, bookingStatus: booking.status, blockStatus: block.status };
      }),
    );
    // The last offered days may lie beyond the default fortnight.
    const day = (slot: string | undefined): string => new Date(slot ?? '').toISOString().slice(0, 10);
    const { json } = await api<IntroCallCalendarBody>('GET', `/api/admin/intro-calls?from=${day(slots[0])}&to=${day(slots.at(-1))}`, admin);
    const { bookings, blocks } = json;
    expect(outcomes.filter((o) => o.booked).length + outcomes.filter((o) => o.blocked).length).toBe(slots.length);
    for (const outcome of outcomes) {
      // One winner; the loser's answer says so (409 either way).
      expect(outcome.booked !== outcome.blocked, JSON.stringify(outcome)).toBe(true);
      expect(outcome.booked ? outcome.blockStatus : outcome.bookingStatus).toBe(409);
      expect(bookings.some((b) => b.slot === outcome.slot)).toBe(outcome.booked);
      expect(blocks.some((b) => b.slot === outcome.slot)).toBe(outcome.blocked);
    }
  });
});

describe('the staff routes refuse', () => {
  it('customers (403) and forged tokens (401)', async () => {
    const slot = await takeSlot();
    for (const [method, path, body] of [
      ['GET', '/api/admin/intro-calls', undefined],
      ['POST', '/api/admin/intro-calls/blocks', { slots: [slot] }],
      ['POST', '/api/admin/intro-calls/blocks/free', { slots: [slot] }],
      ['POST', '/api/admin/intro-calls/cancel', { slot, bookingId: crypto.randomUUID() }],
    ] as const) {
      expect(await api(method, path, customer, body)).toEqual({ status: 403, json: { message: apiMessages.forbidden } });
      const [header, payload, signature] = admin.access.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
      const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'jemand-anders' })).toString('base64url')}.${signature}`;
      expect(await api(method, path, forged, body)).toEqual({ status: 401, json: { message: apiMessages.unauthorized } });
    }
    expect(await freeSlots()).toContain(slot);
  });

  it('CR/LF and bidi characters in the reason, bad ids, and slots off the grid, in the past or on a weekend', async () => {
    const slot = await takeSlot();
    const blockErrors = async (body: unknown): Promise<Record<string, string>> => {
      const { status, json } = await api<{ errors: Record<string, string> }>('POST', '/api/admin/intro-calls/blocks', admin, body);
      expect(status, JSON.stringify(body)).toBe(400);
      return json.errors;
    };
    expect(Object.keys(await blockErrors({ slots: [slot], reason: 'Urlaub\r\nBcc: x@y.de' }))).toEqual(['reason']);
    expect(Object.keys(await blockErrors({ slots: [slot], reason: 'Urlaub \u202Eetneg' }))).toEqual(['reason']);
    expect(Object.keys(await blockErrors({ slots: [] }))).toEqual(['slots']);
    expect(Object.keys(await blockErrors({ slots: ['morgen'] }))).toEqual(['slots.0']);
    const offGrid = new Date(Date.parse(slot) + 5 * 60_000).toISOString();
    const past = '2025-03-03T09:00:00.000Z';
    const saturday = '2027-01-02T09:00:00.000Z';
    for (const bad of [offGrid, past, saturday]) {
      expect(await blockErrors({ slots: [slot, bad] })).toEqual({ slots: introCallAdminMessages.notBlockable(introCallSlotLabel(bad)) });
    }
    // Nothing of a refused call was blocked.
    expect(await freeSlots()).toContain(slot);

    for (const body of [{ slot, bookingId: 'abc' }, { slot, bookingId: "1' OR '1'='1" }, { slot: 'gestern', bookingId: crypto.randomUUID() }, {}]) {
      expect((await api('POST', '/api/admin/intro-calls/cancel', admin, body)).status).toBe(400);
    }
    expect(await api('POST', '/api/admin/intro-calls/cancel', admin, { slot, bookingId: crypto.randomUUID() })).toEqual({ status: 404, json: { message: introCallAdminMessages.bookingNotFound } });
    expect((await api('POST', '/api/admin/intro-calls/blocks/free', admin, { slots: 'alle' })).status).toBe(400);
  });
});
