import { beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { REQUESTS_PER_ADDRESS_PER_HOUR, introCallSlotLabel, spamMessages, type GdprExport, type IntroCallSlotsBody } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { signInWithTotp, type Tokens } from '../support/cognito';
import { postJson, sentMails, sharedTestEnvironment } from '../support/local-environment';

/**
 * The per-address rules as an attacker probes them: a booking attempt with someone else's address
 * must not tell when their intro call is (issue 37, item 1); plus-tags (and, for Gmail, dots) must
 * not give one mailbox a second open booking or five more requests an hour, and GDPR export and
 * erase must find every variant of the address (item 3).
 */
let local: LocalEnvironment;
let admin: Tokens;
beforeAll(async () => {
  local = await sharedTestEnvironment();
  admin = await signInWithTotp(local, local.admin.email, local.admin.password);
}, 180_000);

const run = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
const bookingUrl = (): string => `${local.urls.api}/intro-calls`;
const freeSlots = async (): Promise<string[]> => ((await (await fetch(`${local.urls.api}/intro-calls/slots`)).json()) as IntroCallSlotsBody).slots;
const book = (slot: string | undefined, email: string) => postJson(bookingUrl(), { slot, name: 'Vera Variante', email, phone: '030 1234567' });
const mailsTo = async (email: string) => (await sentMails(local)).filter((m) => m.destination.to.includes(email));
const adminCall = (path: string, body: unknown) => postJson(`${local.urls.api}${path}`, body, { authorization: `Bearer ${admin.access}` });
const contact = (email: string) =>
  postJson(`${local.urls.api}/contacts`, { firstname: 'Vera', lastname: 'Variante', email, phone: '030 1234567', service_preference: 'consultation', privacy_accepted: true });

/** Every item of a table that names the address in any attribute (case-blind). */
async function itemsNaming(table: string, needle: string): Promise<Record<string, unknown>[]> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    const items = ((await client.send(new ScanCommand({ TableName: table }))).Items ?? []) as Record<string, unknown>[];
    return items.filter((item) => JSON.stringify(item).toLowerCase().includes(needle.toLowerCase()));
  } finally {
    client.destroy();
  }
}

describe('a booking attempt with an address that holds an open booking', () => {
  it('answers 409 without the booking’s date or time; the mailbox owner gets them by mail', async () => {
    const owner = `opfer-${run}@beispiel.de`;
    const [first, second] = (await freeSlots()).slice(-2);
    expect((await book(first, owner)).status).toBe(201);
    await local.whenIdle();
    expect(await mailsTo(owner)).toHaveLength(1);

    // The stranger: any name and phone, one proof of work.
    const probe = await book(second, owner);
    expect(probe.status).toBe(409);
    const answer = JSON.stringify(probe.json);
    const label = introCallSlotLabel(first ?? '');
    expect(answer).not.toContain(label);
    // Neither the day nor the time of day in any spelling.
    const [day, time] = [label.split(' um ')[0] ?? label, /\d{1,2}:\d{2}/.exec(label)?.[0] ?? ''];
    expect(answer).not.toContain(day);
    expect(answer).not.toContain(time);
    expect(answer).not.toMatch(/\d{1,2}:\d{2}|\d{4}-\d{2}-\d{2}/);

    // The owner's mailbox gets the date and the cancel link again (the resend, within its limit).
    await local.whenIdle();
    const mails = await mailsTo(owner);
    expect(mails).toHaveLength(2);
    const link = /(http:\/\/\S+\/kennenlerngespraech\/absagen\?\S+)/.exec(mails[1]?.body.text ?? '')?.[1] ?? '';
    expect(new URL(link).searchParams.get('termin')).toBe(first);
  });
});

describe('address variants', () => {
  it('plus-tags do not give one mailbox a second open booking', async () => {
    const slots = (await freeSlots()).slice(-5, -3);
    expect((await book(slots[0], `plus-${run}+1@beispiel.de`)).status).toBe(201);
    const second = await book(slots[1], `Plus-${run}+2@Beispiel.de`);
    expect(second.status).toBe(409);
    expect(await freeSlots()).toContain(slots[1]);
  });

  it('dots and googlemail.com do not give one Gmail mailbox a second open booking', async () => {
    const slots = (await freeSlots()).slice(-7, -5);
    expect((await book(slots[0], `gm.${run}@gmail.com`)).status).toBe(201);
    expect((await book(slots[1], `g.m${run}+x@googlemail.com`)).status).toBe(409);
    expect(await freeSlots()).toContain(slots[1]);
  });

  it('plus-tags share one address’s hourly request limit', async () => {
    const variants = Array.from({ length: REQUESTS_PER_ADDRESS_PER_HOUR + 1 }, (_, i) => `limit-${run}+${i}@beispiel.de`);
    const answers = [];
    for (const email of variants) answers.push(await contact(email));
    expect(answers.slice(0, REQUESTS_PER_ADDRESS_PER_HOUR).map((a) => a.status)).toEqual(Array(REQUESTS_PER_ADDRESS_PER_HOUR).fill(201));
    expect(answers.at(-1)).toEqual({ status: 429, json: { message: spamMessages.tooManyRequests } });
    // Gmail dots and the googlemail.com domain count for the same mailbox too.
    const gmail = [`gl${run}@gmail.com`, `g.l${run}@gmail.com`, `gl${run}+a@googlemail.com`, `G.L${run}@GMAIL.COM`, `g.l.${run}+b@gmail.com`, `gl.${run}@googlemail.com`];
    const gmailAnswers = [];
    for (const email of gmail) gmailAnswers.push((await contact(email)).status);
    expect(gmailAnswers).toEqual([...Array(REQUESTS_PER_ADDRESS_PER_HOUR).fill(201), 429]);
  });

  it('GDPR export and erase find the requests and bookings of every variant', async () => {
    const base = `dsgvo.${run}x`;
    expect((await contact(`${base}+newsletter@gmail.com`)).status).toBe(201);
    expect((await contact(`${base.replace('.', '')}@googlemail.com`)).status).toBe(201);
    const slot = (await freeSlots()).at(-9);
    expect((await book(slot, `${base}+termin@gmail.com`)).status).toBe(201);
    await local.whenIdle();

    const exported = await adminCall('/admin/gdpr/export', { email: `${base}@gmail.com` });
    expect(exported.status).toBe(200);
    const data = exported.json as GdprExport;
    expect(data.contacts).toHaveLength(2);
    expect(data.introCalls).toHaveLength(1);

    const erased = await adminCall('/admin/gdpr/erase', { email: `${base.replace('.', '')}@gmail.com` });
    expect(erased.status).toBe(200);
    for (const table of ['contacts', 'intro_call_slots']) expect(await itemsNaming(table, `${run}x`)).toEqual([]);
    expect(await freeSlots()).toContain(slot);
    // The freed mailbox may book again (its claim is gone too).
    expect((await book(slot, `${base}@gmail.com`)).status).toBe(201);
  });
});
