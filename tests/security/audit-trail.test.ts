import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  type AdminDemoTrackListBody,
  type ApiRoute,
  type AuditEntry,
  type AuditPage,
  type DemoTrack,
  type DocumentUploadTicket,
  type IntroCallBookedBody,
  type IntroCallSlotsBody,
  type MeResponse,
} from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { apiJsonRequest } from '../support/api-call';
import { createAccount, signInWithTotp, type Tokens } from '../support/cognito';
import { postJson, startTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * Every admin route that declares an audit action in the route table leaves its entry: who (the
 * staff member's e-mail), when (now), what (the declared action), whom (by id, never the person's
 * address or name) and truthful counts. The routes come from the table: one that declares an action
 * and has no case here (nor in tests/integration/audit-log.test.ts) fails the first test.
 */
let local: LocalEnvironment;
let admin: Tokens;
let customer: Tokens;
let customerId: string;
const customerEmail = uniqueEmail('kundin');
let mp3: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  local = await startTestEnvironment();
  await createAccount(local, customerEmail, 'Kunden-Passwort-42');
  [admin, customer] = await Promise.all([signInWithTotp(local, local.admin.email, local.admin.password), signInWithTotp(local, customerEmail, 'Kunden-Passwort-42')]);
  customerId = ((await call<MeResponse>('GET', '/me', customer)).json).id;
  mp3 = new Uint8Array(await readFile(new URL('../../infra/local/seed/media/audio/friseur.mp3', import.meta.url)));
}, 180_000);
afterAll(async () => {
  await local?.stop();
});

const call = apiJsonRequest(() => local.urls.api);
const asAdmin = <T = unknown>(method: string, path: string, body?: unknown) => call<T>(method, path, admin, body);

async function newestEntry(): Promise<AuditEntry | undefined> {
  const page = await asAdmin<AuditPage>('GET', '/admin/audit-log');
  expect(page.status).toBe(200);
  return page.json.items[0];
}

/** Runs `act` (which must succeed), then expects exactly one new entry: the route's declared action, by the admin, now. */
async function expectEntry(routeId: string, act: () => Promise<{ status: number }>, expected: { target: string | RegExp; detail?: string | RegExp }): Promise<AuditEntry> {
  const route = (apiRoutes as ReadonlyArray<ApiRoute>).find((r) => r.id === routeId);
  const before = (await newestEntry())?.id;
  const started = Date.now();
  const answer = await act();
  expect(answer.status, routeId).toBeLessThan(300);
  const page = (await asAdmin<AuditPage>('GET', '/admin/audit-log')).json.items;
  const index = page.findIndex((e) => e.id === before);
  const fresh = index === -1 ? page : page.slice(0, index);
  expect(fresh, `${routeId}: one new entry`).toHaveLength(1);
  const entry = fresh[0] as AuditEntry;
  expect(entry.action).toBe(route?.audit);
  expect(entry.by).toBe(local.admin.email);
  expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1000);
  expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.now() + 1000);
  if (typeof expected.target === 'string') expect(entry.target).toBe(expected.target);
  else expect(entry.target).toMatch(expected.target);
  if (expected.detail === undefined) expect(entry.detail).toBeUndefined();
  else if (typeof expected.detail === 'string') expect(entry.detail).toBe(expected.detail);
  else expect(entry.detail).toMatch(expected.detail);
  return entry;
}

const freeSlots = async (): Promise<string[]> => ((await (await fetch(`${local.urls.api}/intro-calls/slots`)).json()) as IntroCallSlotsBody).slots;

async function uploadTo(ticket: { url: string; fields: Record<string, string> }, bytes: Uint8Array<ArrayBuffer>, name: string): Promise<void> {
  const form = new FormData();
  for (const [field, value] of Object.entries(ticket.fields)) form.append(field, value);
  form.append('file', new Blob([bytes]), name);
  expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBeLessThan(300);
}

/** A customer's verified document: the ticket, the bytes to the bucket, the completion. */
async function customerDocument(name: string): Promise<string> {
  const text = new TextEncoder().encode('Öffnungszeiten: Mo–Fr 8–18 Uhr\n');
  const ticket = (await call<DocumentUploadTicket>('POST', '/me/assistant-config/documents', customer, { name, size: text.length })).json;
  await uploadTo(ticket, text, name);
  expect((await call('POST', `/me/assistant-config/documents/${ticket.documentId}/complete`, customer, { name })).status).toBe(200);
  return ticket.documentId;
}

async function demoUpload(name: string): Promise<string> {
  const ticket = (await asAdmin<{ uploadId: string; url: string; fields: Record<string, string> }>('POST', '/admin/demos/uploads', { name, size: mp3.length })).json;
  await uploadTo(ticket, mp3, name);
  return ticket.uploadId;
}

async function demoRequest(): Promise<string> {
  const created = await postJson(`${local.urls.api}/demo-requests`, {
    first_name: 'Dora',
    last_name: 'Datenschutz',
    company_name: 'Audit GmbH',
    email: uniqueEmail('dora'),
    phone: '030 1234567',
    privacy_accepted: true,
  });
  expect(created.status).toBe(201);
  return (created.json as { id: string }).id;
}

/** The cases of this file, by route id; the rest of the audited routes are covered by tests/integration/audit-log.test.ts. */
const casesHere = [
  'setDemoStatus',
  'addRequestNote',
  'getAccountDocumentLink',
  'blockIntroCallSlots',
  'freeIntroCallSlots',
  'cancelIntroCallAsStaff',
  'gdprExport',
  'createDemoTrack',
  'updateDemoTrack',
  'deleteDemoTrack',
  'reorderDemoTracks',
  'startTrial',
];
const coveredByAuditLogTest = ['grantAdmin', 'revokeAdmin', 'exportRequests', 'exportSelectedRequests', 'bulkSetDemoStatus', 'rerunRequestStep', 'retryRequestStepNow', 'gdprErase'];

describe('the audit trail of the admin routes', () => {
  it('has a case for every route that declares an audit action', () => {
    const audited = (apiRoutes as ReadonlyArray<ApiRoute>).filter((r) => typeof r.audit === 'string').map((r) => r.id);
    expect([...audited].sort()).toEqual([...casesHere, ...coveredByAuditLogTest].sort());
  });

  it('records a single status change with the request and the new status', async () => {
    const id = await demoRequest();
    await expectEntry('setDemoStatus', () => asAdmin('PUT', `/admin/requests/demo-requests/${id}/status`, { status: 'kontaktiert' }), { target: `demo-requests/${id}`, detail: '→ Kontaktiert' });
  });

  it('records a trial started from a demo request by request and account, never the address; a repeat writes none', async () => {
    const id = await demoRequest();
    const entry = await expectEntry('startTrial', () => asAdmin('POST', `/admin/requests/demo-requests/${id}/trial`), { target: `demo-requests/${id}`, detail: /^14 Tage, Konto [\w-]+$/ });
    expect(`${entry.target} ${entry.detail ?? ''}`).not.toContain('@');
    expect((await asAdmin('POST', `/admin/requests/demo-requests/${id}/trial`)).status).toBe(200);
    expect((await newestEntry())?.id).toBe(entry.id);
  });

  it('records a note by its request and length, never its text', async () => {
    const id = await demoRequest();
    const text = 'Rückruf bei Frau Datenschutz morgen';
    const entry = await expectEntry('addRequestNote', () => asAdmin('POST', `/admin/requests/demo-requests/${id}/notes`, { text }), { target: `demo-requests/${id}`, detail: `${text.length} Zeichen` });
    expect(JSON.stringify(entry)).not.toContain('Datenschutz');
  });

  it('records the download of a customer’s private document by account and document', async () => {
    const documentId = await customerDocument('preise.txt');
    await expectEntry('getAccountDocumentLink', () => asAdmin('GET', `/admin/assistant-configs/${customerId}/documents/${documentId}`), { target: `${customerId}/${documentId}` });
  });

  it('records blocking and freeing slots with their times and truthful counts', async () => {
    const slots = (await freeSlots()).slice(-3);
    await expectEntry('blockIntroCallSlots', () => asAdmin('POST', '/admin/intro-calls/blocks', { slots, reason: 'Urlaub' }), { target: slots.join(', '), detail: '3 Termine gesperrt' });
    // One of them freed, then all three: the second call frees only the two still blocked.
    await expectEntry('freeIntroCallSlots', () => asAdmin('POST', '/admin/intro-calls/blocks/free', { slots: slots.slice(0, 1) }), { target: slots[0] ?? '', detail: '1 Termin freigegeben' });
    await expectEntry('freeIntroCallSlots', () => asAdmin('POST', '/admin/intro-calls/blocks/free', { slots }), { target: slots.slice(1).join(', '), detail: '2 Termine freigegeben' });
  });

  it('records a partial block (some slots booked) with both counts', async () => {
    const [booked, free] = (await freeSlots()).slice(-6, -4);
    expect((await postJson(`${local.urls.api}/intro-calls`, { slot: booked, name: 'Bea Bucht', email: uniqueEmail('bea'), phone: '030 1234567' })).status).toBe(201);
    const before = (await newestEntry())?.id;
    const answer = await asAdmin('POST', '/admin/intro-calls/blocks', { slots: [booked, free] });
    expect(answer.status).toBe(409);
    const entry = await newestEntry();
    expect(entry?.id).not.toBe(before);
    expect(entry).toMatchObject({ action: 'slotsBlocked', target: free, detail: '1 Termin gesperrt, 1 gebuchter Termin nicht gesperrt', by: local.admin.email });
  });

  it('records staff cancelling a booking: the entry stays after the kept copy is gone', async () => {
    const slot = (await freeSlots()).at(-8) ?? '';
    const booked = await postJson(`${local.urls.api}/intro-calls`, { slot, name: 'Carla Cancel', email: uniqueEmail('carla'), phone: '030 1234567' });
    const { id } = booked.json as IntroCallBookedBody;
    await local.whenIdle();
    const entry = await expectEntry('cancelIntroCallAsStaff', () => asAdmin('POST', '/admin/intro-calls/cancel', { slot, bookingId: id }), { target: `intro-calls/${id}`, detail: slot });
    await local.whenIdle();
    const later = (await asAdmin<AuditPage>('GET', '/admin/audit-log')).json.items.find((e) => e.id === entry.id);
    expect(later).toEqual(entry);
    expect(JSON.stringify(later)).not.toContain('Carla');
  });

  it('records a GDPR export with truthful counts: documents and open upload tickets too', async () => {
    await customerDocument('zeiten.txt');
    // An open ticket: handed out, never completed.
    expect((await call('POST', '/me/assistant-config/documents', customer, { name: 'offen.txt', size: 10 })).status).toBe(201);
    const entry = await expectEntry('gdprExport', () => postJson(`${local.urls.api}/admin/gdpr/export`, { email: customerEmail }, { authorization: `Bearer ${admin.access}` }), {
      target: 'Datenauskunft',
      detail: /^\d+ Dokumente?, 1 offener Upload$/,
    });
    const exported = (await postJson(`${local.urls.api}/admin/gdpr/export`, { email: customerEmail }, { authorization: `Bearer ${admin.access}` })).json as { documents: unknown[] };
    expect(entry.detail).toBe(`${exported.documents.length} Dokument${exported.documents.length === 1 ? '' : 'e'}, 1 offener Upload`);
    expect(JSON.stringify(entry)).not.toContain(customerEmail);
  });

  it('records creating, changing and deleting a demo track', async () => {
    const uploadId = await demoUpload('audit.mp3');
    let created: DemoTrack | undefined;
    const entry = await expectEntry(
      'createDemoTrack',
      async () => {
        const answer = await asAdmin<DemoTrack>('POST', '/admin/demos', { title: 'Audit-Aufnahme', description: 'Für das Protokoll.', categoryId: 'health', uploadId });
        created = answer.json;
        return answer;
      },
      { target: /.+/, detail: 'Audit-Aufnahme' },
    );
    const track = created as DemoTrack | undefined;
    if (!track) throw new Error('no track');
    expect(entry.target).toBe(track.id);
    await expectEntry('updateDemoTrack', () => asAdmin('PUT', `/admin/demos/${track.id}`, { title: 'Audit neu', description: 'Geändert.', categoryId: 'health' }), { target: track.id, detail: 'Audit neu' });
    await expectEntry('deleteDemoTrack', () => asAdmin('DELETE', `/admin/demos/${track.id}`), { target: track.id });
  });

  it('records a new list order of the demo tracks by their ids; a stale one writes none', async () => {
    const seen = (await asAdmin<AdminDemoTrackListBody>('GET', '/admin/demos')).json;
    const order = seen.tracks.map((t) => t.id).reverse();
    await expectEntry('reorderDemoTracks', () => asAdmin('PUT', '/admin/demo-order', { trackIds: order, version: seen.orderVersion }), { target: 'demo-tracks', detail: order.join(', ') });
    const before = (await newestEntry())?.id;
    expect((await asAdmin('PUT', '/admin/demo-order', { trackIds: order, version: seen.orderVersion })).status).toBe(409);
    expect((await newestEntry())?.id).toBe(before);
  });

  it('writes no entry for a refused action', async () => {
    const before = (await newestEntry())?.id;
    expect((await asAdmin('POST', '/admin/intro-calls/cancel', { slot: (await freeSlots())[0], bookingId: crypto.randomUUID() })).status).toBe(404);
    expect((await asAdmin('PUT', `/admin/requests/demo-requests/${crypto.randomUUID()}/status`, { status: 'kontaktiert' })).status).toBe(404);
    expect((await call('POST', '/admin/intro-calls/blocks', customer, { slots: (await freeSlots()).slice(0, 1) })).status).toBe(403);
    expect((await newestEntry())?.id).toBe(before);
  });
});
