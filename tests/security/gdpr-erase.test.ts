import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { inboxMessages, siteSettings, tableNames, type AccountAudioFilesBody, type AssistantConfigResponse, type AudioUploadTicket, type DocumentUploadTicket, type GdprErasure, type GdprExport, type IntroCallSlotsBody } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION, MEDIA_BUCKET } from '../../infra/local/core/ports';
import { localS3Client } from '../../infra/local/s3/s3-client';
import { calendarMailsOf } from '../support/calendar-mail';
import { createAccount, signInWithTotp, type Tokens } from '../support/cognito';
import { eventually, getStoredRequest, pipedriveControl, pipedriveState, postJson, sentMails, sesControl, startTestEnvironment, uniqueEmail, waitToProveAbsence } from '../support/local-environment';

/**
 * The GDPR erase leaves nothing of a person behind: a contact request, a demo request, an intro-call
 * booking and a staff note for one address, synced to the CRM (fake), erased → a scan of every table
 * and of the CRM finds none of the person's data; the erasure record says per store what went, with
 * no personal data. A CRM step still retrying when the erase comes does not bring the person back.
 */
let local: LocalEnvironment;
let admin: Tokens;
let doc: DynamoDBDocumentClient;

beforeAll(async () => {
  local = await startTestEnvironment();
  admin = await signInWithTotp(local, local.admin.email, local.admin.password);
  doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  // Starting the stand-ins takes longer on a busy machine than the default hook timeout.
}, 180_000);
afterAll(async () => {
  doc?.destroy();
  await local?.stop();
});

const letters = (n: number): string => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** One person, with markers unique to this test run (so a scan can look for each). */
function person(label: string) {
  const lastName = `Loesch${letters(8)}`;
  return {
    email: uniqueEmail(label),
    firstName: 'Frieda',
    lastName,
    company: `Praxis ${lastName}`,
    phone: `030 ${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
    note: `Rückruf bei ${lastName} vereinbart`,
  };
}
type Person = ReturnType<typeof person>;
/** The address, its hash (the intro-call claim's key: pseudonymous, still personal data), the name and the phone. */
const markers = (p: Person): string[] => [
  p.email.toLowerCase(),
  createHash('sha256').update(p.email.toLowerCase()).digest('hex'),
  p.lastName.toLowerCase(),
  p.phone.replace(/\D/g, ''),
];

const adminCall = (path: string, body: unknown) => postJson(`${local.urls.api}${path}`, body, { authorization: `Bearer ${admin.access}` });

/** Contact + demo request + booking + note, all of one address. */
async function storeEverything(p: Person): Promise<{ contactId: string; demoId: string; slot: string; bookingId: string }> {
  const contact = await postJson(`${local.urls.api}/contacts`, {
    firstname: p.firstName,
    lastname: p.lastName,
    email: p.email,
    phone: p.phone,
    service_preference: 'consultation',
    privacy_accepted: true,
  });
  expect(contact.status).toBe(201);
  const demo = await postJson(`${local.urls.api}/demo-requests`, {
    first_name: p.firstName,
    last_name: p.lastName,
    company_name: p.company,
    email: p.email,
    phone: p.phone,
    privacy_accepted: true,
  });
  expect(demo.status).toBe(201);
  const contactId = (contact.json as { id: string }).id;
  const slots = ((await (await fetch(`${local.urls.api}/intro-calls/slots`)).json()) as IntroCallSlotsBody).slots;
  const slot = slots[Math.floor(Math.random() * slots.length)] ?? '';
  const booked = await postJson(`${local.urls.api}/intro-calls`, { slot, name: `${p.firstName} ${p.lastName}`, email: p.email, phone: p.phone, contactId });
  expect(booked.status).toBe(201);
  const note = await adminCall(`/admin/requests/contacts/${contactId}/notes`, { text: p.note });
  expect(note.status).toBeLessThan(300);
  return { contactId, demoId: (demo.json as { id: string }).id, slot, bookingId: (booked.json as { id: string }).id };
}

/** Every item of every table, and every person, deal and note of the CRM fake, as lower-case JSON. */
async function everythingStored(): Promise<string[]> {
  const texts: string[] = [];
  for (const table of tableNames) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await doc.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start }));
      for (const item of page.Items ?? []) texts.push(`${table}: ${JSON.stringify(item).toLowerCase()}`);
      start = page.LastEvaluatedKey;
    } while (start);
  }
  const crm = await pipedriveState(local);
  for (const record of [...crm.persons, ...crm.deals, ...crm.notes]) texts.push(`crm: ${JSON.stringify(record).toLowerCase()}`);
  return texts;
}
const holding = (texts: string[], p: Person): string[] => texts.filter((text) => markers(p).some((marker) => text.includes(marker)));

describe('POST /api/admin/gdpr/erase', () => {
  it('leaves nothing of the person in any table or in the CRM, and records per store what went without personal data', async () => {
    const p = person('dsgvo');
    const { contactId, demoId, slot, bookingId } = await storeEverything(p);
    await local.whenIdle();
    expect((await getStoredRequest(local, 'contacts', contactId))?.crm.status).toBe('done');
    expect((await getStoredRequest(local, 'demo_requests', demoId))?.crm.status).toBe('done');
    const before = holding(await everythingStored(), p);
    // The stores that held the person before: both request tables, the booking, the CRM person lease, the CRM.
    for (const store of ['contacts:', 'demo_requests:', 'intro_call_slots:', 'idempotency:', 'crm:']) expect(before.some((t) => t.startsWith(store)), store).toBe(true);

    const exported = await adminCall('/admin/gdpr/export', { email: p.email });
    expect(exported.status).toBe(200);
    const data = exported.json as GdprExport;
    expect(data.introCalls).toEqual([expect.objectContaining({ slot, email: p.email, phone: p.phone })]);
    expect(data.contacts[0]?.notes?.[0]?.text).toBe(p.note);
    expect(data.pipedrivePersons).toHaveLength(1);

    const crmBefore = await pipedriveState(local);
    const erased = await adminCall('/admin/gdpr/erase', { email: p.email.toUpperCase() });
    expect(erased.status).toBe(200);
    const erasure = erased.json as GdprErasure;
    expect(erasure).toMatchObject({ contactIds: [contactId], demoRequestIds: [demoId], introCallSlots: [slot], introCallClaims: 1, addressLeases: 3 });
    // addressLeases: the CRM person lease and this hour's counter of each form (the spam protection's per-address limit).
    // Pipedrive keeps deals and notes of a deleted person: one person, two deals, two notes were deleted one by one.
    expect(erasure.crm).toMatchObject({ configured: true, failed: [] });
    expect(erasure.crm.personIds).toHaveLength(1);
    expect(erasure.crm.dealIds).toHaveLength(2);
    expect(erasure.crm.noteIds).toHaveLength(2);
    const crmAfter = await pipedriveState(local);
    expect(crmBefore.deals.length - crmAfter.deals.length).toBe(2);
    // The erase reached the CRM through API v2 (persons, deals, search) and v1 only for notes, the token in the header.
    const eraseCalls = crmAfter.requests.slice(crmBefore.requests.length);
    expect(eraseCalls.map((r) => `${r.method} ${r.url.split('?')[0]?.replace(/\d+$/, '{id}')}`)).toEqual(
      expect.arrayContaining(['GET /api/v2/persons/search', 'GET /api/v2/deals', 'GET /api/v1/notes', 'DELETE /api/v1/notes/{id}', 'DELETE /api/v2/deals/{id}', 'DELETE /api/v2/persons/{id}']),
    );
    expect(eraseCalls.filter((r) => /^\/(api\/)?v1\/(persons|deals)/.test(r.url) || r.tokenIn !== 'header')).toEqual([]);

    expect(holding(await everythingStored(), p)).toEqual([]);
    // Sales' calendar loses the entry (same UID, higher SEQUENCE), in a mail that names nobody.
    await local.whenIdle();
    const salesEntries = await calendarMailsOf(local, bookingId);
    expect(salesEntries.map((e) => `${e.method} ${e.sequence}`)).toEqual(['REQUEST 0', 'CANCEL 1']);
    expect(salesEntries[1]?.uid).toBe(salesEntries[0]?.uid);
    expect(holding([JSON.stringify(salesEntries[1]).toLowerCase()], p)).toEqual([]);
    const salesCancel = (await sentMails(local)).filter((m) => m.destination.to.includes(siteSettings.salesInbox) && m.subject.startsWith('Abgesagt:') && m.body.text?.includes(bookingId));
    expect(salesCancel).toHaveLength(1);
    expect(holding([JSON.stringify(salesCancel).toLowerCase()], p)).toEqual([]);
    // The person is not written to after the erasure, and nothing of the booking is kept once sales was told.
    expect(await calendarMailsOf(local, bookingId, p.email)).toHaveLength(1);
    expect(holding(await everythingStored(), p)).toEqual([]);
    expect((await everythingStored()).filter((t) => t.includes(bookingId))).toEqual([]);
    // The erasure record (stored, and the answer) carries no personal data.
    const records = await doc.send(new ScanCommand({ TableName: 'gdpr_erasures' }));
    const record = (records.Items ?? []).find((item) => item.id === erasure.id);
    expect(record).toBeDefined();
    expect(holding([JSON.stringify(record).toLowerCase(), JSON.stringify(erasure).toLowerCase()], p)).toEqual([]);
    // The slot is free again.
    const slots = ((await (await fetch(`${local.urls.api}/intro-calls/slots`)).json()) as IntroCallSlotsBody).slots;
    expect(slots).toContain(slot);
  }, 120_000);

  it('is not undone by a CRM step that was retrying when the erase came', async () => {
    const p = person('dsgvo-retry');
    await pipedriveControl(local, 'fail', { forever: true });
    try {
      const contact = await postJson(`${local.urls.api}/contacts`, {
        firstname: p.firstName,
        lastname: p.lastName,
        email: p.email,
        phone: p.phone,
        service_preference: 'consultation',
        privacy_accepted: true,
      });
      expect(contact.status).toBe(201);
      const id = (contact.json as { id: string }).id;
      await eventually(async () => ((await getStoredRequest(local, 'contacts', id))?.crm.status === 'retrying' ? true : undefined), 45_000, 'a retrying CRM step');
      // The CRM is down: the erase deletes nothing and says so (a later try erases everything at once).
      const refused = await adminCall('/admin/gdpr/erase', { email: p.email });
      expect({ status: refused.status, json: refused.json }).toEqual({ status: 503, json: { message: inboxMessages.gdprCrmUnavailable } });
      expect(await getStoredRequest(local, 'contacts', id)).toBeDefined();
      // The CRM answers the erase, while the step keeps failing until the erase is through.
      await pipedriveControl(local, 'reset');
      expect((await adminCall('/admin/gdpr/erase', { email: p.email })).status).toBe(200);
    } finally {
      await pipedriveControl(local, 'reset');
    }
    // Give the retries (scaled to milliseconds) time to run, then look everywhere.
    await waitToProveAbsence(3_000);
    await local.whenIdle();
    expect(holding(await everythingStored(), p)).toEqual([]);
  }, 120_000);

  it('is not undone by a mail step that was retrying when the erase came: nothing is sent once the mail server answers', async () => {
    const p = person('dsgvo-post');
    await sesControl(local, 'fail', { forever: true });
    let id = '';
    try {
      const contact = await postJson(`${local.urls.api}/contacts`, {
        firstname: p.firstName,
        lastname: p.lastName,
        email: p.email,
        phone: p.phone,
        service_preference: 'consultation',
        privacy_accepted: true,
      });
      expect(contact.status).toBe(201);
      id = (contact.json as { id: string }).id;
      await eventually(
        async () => {
          const stored = await getStoredRequest(local, 'contacts', id);
          return stored?.mail.status === 'retrying' && stored.crm.status === 'done' ? true : undefined;
        },
        45_000,
        'a retrying mail step',
      );
      expect((await adminCall('/admin/gdpr/erase', { email: p.email })).status).toBe(200);
    } finally {
      await sesControl(local, 'reset');
    }
    // Give the retries (scaled to milliseconds) time to run against the healthy mail server, then look.
    await waitToProveAbsence(3_000);
    await local.whenIdle();
    const mails = (await sentMails(local)).map((m) => JSON.stringify(m).toLowerCase());
    expect(mails.filter((m) => markers(p).some((marker) => m.includes(marker)) || m.includes(id))).toEqual([]);
    expect(holding(await everythingStored(), p)).toEqual([]);
  }, 120_000);

  it('deletes the documents, published MP3s and open upload tickets of the account with the address (the account itself stays)', async () => {
    const email = uniqueEmail('konto');
    await createAccount(local, email, 'Konto-mit-Dokument-1!');
    const customer = await signInWithTotp(local, email, 'Konto-mit-Dokument-1!');
    const asCustomer = { authorization: `Bearer ${customer.access}` };
    const postToBucket = async (ticket: { url: string; fields: Record<string, string> }, bytes: Blob, name: string) => {
      const form = new FormData();
      for (const [field, value] of Object.entries(ticket.fields)) form.append(field, value);
      form.append('file', bytes, name);
      expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    };
    const ticket = (await postJson(`${local.urls.api}/me/assistant-config/documents`, { name: 'preise.txt', size: 12 }, asCustomer)).json as DocumentUploadTicket;
    await postToBucket(ticket, new Blob(['Preisliste 1']), 'preise.txt');
    expect((await postJson(`${local.urls.api}/me/assistant-config/documents/${ticket.documentId}/complete`, { name: 'preise.txt' }, asCustomer)).status).toBeLessThan(300);
    // A published MP3 named after the person, and a ticket handed out but never used.
    const marker = `mueller${Date.now()}`;
    const mp3 = await readFile(new URL('../../infra/local/seed/media/audio/friseur.mp3', import.meta.url));
    const audio = (await postJson(`${local.urls.api}/me/audio-uploads`, { name: `${marker}-ansage.mp3`, size: mp3.length }, asCustomer)).json as AudioUploadTicket;
    await postToBucket(audio, new Blob([new Uint8Array(mp3)]), `${marker}-ansage.mp3`);
    expect((await postJson(`${local.urls.api}/me/audio-uploads/${encodeURIComponent(audio.uploadId)}/complete`, {}, asCustomer)).status).toBe(200);
    const unused = await postJson(`${local.urls.api}/me/audio-uploads`, { name: `${marker}-offen.mp3`, size: 1000 }, asCustomer);
    expect(unused.status).toBe(201);
    const unusedId = (unused.json as AudioUploadTicket).uploadId;
    const publishedKeys = async () =>
      ((await localS3Client(local.urls.s3).send(new ListObjectsV2Command({ Bucket: MEDIA_BUCKET, Prefix: `media/audio/${audio.uploadId}` }))).Contents ?? []).map((o) => o.Key);
    expect(await publishedKeys()).toHaveLength(1);

    const exported = (await adminCall('/admin/gdpr/export', { email })).json as GdprExport;
    expect(exported.documents).toEqual([{ id: ticket.documentId, name: 'preise.txt' }]);
    expect(exported.audioFiles).toEqual([{ id: audio.uploadId, name: `${marker}-ansage.mp3`, url: `/media/audio/${audio.uploadId}` }]);
    // The ticket handed out but never used holds a file name the person gave: the export shows it.
    expect(exported.uploadTickets).toEqual([{ id: unusedId, kind: 'audio', name: `${marker}-offen.mp3`, createdAt: expect.any(String) as string }]);
    const erased = await adminCall('/admin/gdpr/erase', { email });
    expect(erased.status).toBe(200);
    expect((erased.json as GdprErasure).documentIds).toEqual([ticket.documentId]);
    expect((erased.json as GdprErasure).audioFileIds).toEqual([audio.uploadId]);
    expect((erased.json as GdprErasure).uploadTicketIds).toEqual([unusedId]);
    const config = (await (await fetch(`${local.urls.api}/me/assistant-config`, { headers: asCustomer })).json()) as AssistantConfigResponse;
    expect(config.documents ?? []).toEqual([]);
    expect((await fetch(`${local.urls.api}/me/assistant-config/documents/${ticket.documentId}`, { headers: asCustomer })).status).toBe(404);
    expect(((await (await fetch(`${local.urls.api}/me/audio-files`, { headers: asCustomer })).json()) as AccountAudioFilesBody).files).toEqual([]);
    expect(await publishedKeys()).toEqual([]);
    // Nothing of the file names is left in any table (the account's lists and tickets).
    expect((await everythingStored()).filter((text) => text.includes(marker))).toEqual([]);
  });

  it('finds the account of an address registered with capitals, whatever spelling the erase and export are given', async () => {
    // The pool keeps the address as typed at sign-up; its ListUsers filter compares case-sensitively.
    const email = `Gross.${uniqueEmail('konto')}`.replace('@beispiel.de', '@Beispiel.de');
    await createAccount(local, email, 'Konto-mit-Dokument-1!');
    const customer = await signInWithTotp(local, email, 'Konto-mit-Dokument-1!');
    const asCustomer = { authorization: `Bearer ${customer.access}` };
    const ticket = (await postJson(`${local.urls.api}/me/assistant-config/documents`, { name: 'preise.txt', size: 12 }, asCustomer)).json as DocumentUploadTicket;
    const form = new FormData();
    for (const [field, value] of Object.entries(ticket.fields)) form.append(field, value);
    form.append('file', new Blob(['Preisliste 1']), 'preise.txt');
    expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    expect((await postJson(`${local.urls.api}/me/assistant-config/documents/${ticket.documentId}/complete`, { name: 'preise.txt' }, asCustomer)).status).toBeLessThan(300);

    const exported = await adminCall('/admin/gdpr/export', { email: email.toLowerCase() });
    expect(exported.status).toBe(200);
    expect((exported.json as GdprExport).documents).toEqual([{ id: ticket.documentId, name: 'preise.txt' }]);
    // As typed at sign-up: the erase lowers it before looking.
    const erased = await adminCall('/admin/gdpr/erase', { email });
    expect(erased.status).toBe(200);
    expect((erased.json as GdprErasure).documentIds).toEqual([ticket.documentId]);
    const config = (await (await fetch(`${local.urls.api}/me/assistant-config`, { headers: asCustomer })).json()) as AssistantConfigResponse;
    expect(config.documents ?? []).toEqual([]);
  });

  it("answers an address nothing is stored about with 404 'Keine Daten zu dieser E-Mail-Adresse gefunden.', export and erase alike", async () => {
    const unknown = uniqueEmail('niemand');
    for (const path of ['/admin/gdpr/erase', '/admin/gdpr/export']) {
      const answer = await adminCall(path, { email: unknown });
      expect({ path, status: answer.status, json: answer.json }).toEqual({ path, status: 404, json: { message: inboxMessages.gdprNoData } });
    }
  });
});
