import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  INBOX_PAGE_SIZE,
  REQUEST_RETENTION_DAYS,
  apiMessages,
  inboxAttributes,
  inboxMessages,
  type ContactRecord,
  type GdprErasure,
  type GdprExport,
  type InboxPage,
  type RequestDetail,
} from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { signInWithTotp, type Tokens } from '../support/cognito';
import { apiRequest } from '../support/api-call';
import { openAsGermanExcel } from '../../services/src/testing/german-excel';
import { getStoredRequest, pipedriveControl, pipedriveState, postJson, startTestEnvironment, uniqueEmail } from '../support/local-environment';

/** The requests inbox API through the local gateway, on dynalite with the tables' real indexes. */
let local: LocalEnvironment;
let admin: Tokens;
let doc: DynamoDBDocumentClient;
const BULK = 60;

beforeAll(async () => {
  // The retry window shrunk to ~4 s (DELIVERY_RETRY_SCALE), so a CRM that keeps failing makes the step
  // `failed` within seconds, as it would after 24 hours on AWS.
  local = await startTestEnvironment({ deliveryRetryScale: 1 / 20_000, sweepIntervalMs: 100 });
  admin = await signInWithTotp(local, local.admin.email, local.admin.password);
  doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  // Older requests in bulk, written as the create handler writes them (the paging test needs many).
  const base = Date.parse('2026-01-01T08:00:00Z');
  const items: ContactRecord[] = Array.from({ length: BULK }, (_, i) => {
    const id = `bulk-${String(i).padStart(3, '0')}`;
    const createdAt = new Date(base + i * 60_000).toISOString();
    const fields = { firstname: 'Bernd', lastname: `Bulk${i}`, email: `bulk${i}@beispiel.de`, phone: '', company_name: 'Massenware GmbH', service_preference: 'consultation' as const, message: '', privacy_accepted: true as const };
    return { ...fields, ...inboxAttributes(id, createdAt, fields), id, createdAt, kind: 'contact', requestHash: 'x', eventPublished: true, crm: { status: 'done', attempts: 1 }, mail: { status: 'done', attempts: 1 } };
  });
  for (let i = 0; i < items.length; i += 25) {
    await doc.send(new BatchWriteCommand({ RequestItems: { contacts: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
});
afterAll(async () => {
  doc?.destroy();
  await local?.stop();
});

const request = apiRequest(() => local.urls.site);
/** Every inbox call is the admin's. */
const call = (method: string, path: string, body?: unknown): Promise<Response> => request(method, path, admin, body);
const cursorOf = (key: Record<string, string>): string => Buffer.from(JSON.stringify(key)).toString('base64url');
const json = async <T>(response: Response | Promise<Response>): Promise<T> => (await (await response).json()) as T;

async function submitContact(fields: Record<string, string>): Promise<string> {
  const { status, json: body } = await postJson(`${local.urls.api}/contacts`, { service_preference: 'demo', privacy_accepted: true, ...fields });
  expect(status).toBe(201);
  return (body as { id: string }).id;
}
async function submitDemo(fields: Record<string, string>): Promise<string> {
  const { status, json: body } = await postJson(`${local.urls.api}/demo-requests`, { phone: '030 1234567', privacy_accepted: true, ...fields });
  expect(status).toBe(201);
  return (body as { id: string }).id;
}

describe('the contact list', () => {
  it('pages newest first, 25 at a time, and returns every record exactly once', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await json<InboxPage>(call('GET', `/api/admin/requests/contacts${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`));
      expect(page.items.length).toBeLessThanOrEqual(INBOX_PAGE_SIZE);
      if (page.nextCursor) expect(page.items).toHaveLength(INBOX_PAGE_SIZE);
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    const bulk = seen.filter((id) => id.startsWith('bulk-'));
    expect(bulk).toHaveLength(BULK);
    expect(new Set(seen).size).toBe(seen.length);
    // Newest first, in creation order.
    expect(bulk).toEqual(Array.from({ length: BULK }, (_, i) => `bulk-${String(BULK - 1 - i).padStart(3, '0')}`));
  });

  it('finds by e-mail, name and company whatever the case, and stores the expiry', async () => {
    const email = uniqueEmail('Suche');
    const id = await submitContact({ firstname: 'Zacharias', lastname: 'Quellenberg', email, company_name: 'Ölmühle Nord KG', phone: '+49 30 123456' });
    for (const q of [email.toUpperCase(), 'zachARIAS', 'QUELLENBERG', 'ölmühle nord']) {
      const page = await json<InboxPage>(call('GET', `/api/admin/requests/contacts?q=${encodeURIComponent(q)}`));
      expect({ q, ids: page.items.map((r) => r.id) }).toEqual({ q, ids: [id] });
    }
    const stored = (await getStoredRequest(local, 'contacts', id)) as ContactRecord;
    const days = ((stored.expiresAt ?? 0) - Date.parse(stored.createdAt) / 1000) / 86_400;
    expect(Math.round(days)).toBe(REQUEST_RETENTION_DAYS);
    // A search through all records pages like the list does.
    const bulk = await json<InboxPage>(call('GET', '/api/admin/requests/contacts?q=MASSENWARE'));
    expect(bulk.items).toHaveLength(INBOX_PAGE_SIZE);
    expect(bulk.nextCursor).toBeDefined();
  });

  it('pages a search newest first, every hit exactly once, with the rows the list shows', async () => {
    const seen: InboxPage['items'] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      // A part of a word, in any case: the search matches substrings, not only words.
      const page = await json<InboxPage>(call('GET', `/api/admin/requests/contacts?q=ASSENWAR${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`));
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen.map((r) => r.id)).toEqual(Array.from({ length: BULK }, (_, i) => `bulk-${String(BULK - 1 - i).padStart(3, '0')}`));
    const list = await json<InboxPage>(call('GET', '/api/admin/requests/contacts?delivery=done'));
    const listed = list.items.find((r) => r.id.startsWith('bulk-'));
    expect(seen.find((r) => r.id === listed?.id)).toEqual(listed);
    // The state filters apply to the hits too.
    expect((await json<InboxPage>(call('GET', '/api/admin/requests/contacts?q=massenware&delivery=done'))).items).toHaveLength(INBOX_PAGE_SIZE);
    expect((await json<InboxPage>(call('GET', '/api/admin/requests/contacts?q=massenware&delivery=failed'))).items).toEqual([]);
  });

  it('answers 400 with German messages for an unknown status, state, list or cursor', async () => {
    for (const [path, field, message] of [
      ['/api/admin/requests/demo-requests?status=erledigt', 'status', inboxMessages.unknownStatus],
      ['/api/admin/requests/contacts?delivery=kaputt', 'delivery', inboxMessages.unknownDelivery],
      ['/api/admin/requests/kunden', 'kind', inboxMessages.unknownKind],
      ['/api/admin/requests/contacts?cursor=abc', 'cursor', inboxMessages.badCursor],
      // Well-formed, but not a key of the list's index: DynamoDB would refuse it (a 500).
      [`/api/admin/requests/contacts?cursor=${cursorOf({ createdKey: '2026-01-01T08:00:00.000Z#x', id: 'x', inbox: 'andere' })}`, 'cursor', inboxMessages.badCursor],
      [`/api/admin/requests/contacts?cursor=${cursorOf({ createdKey: 'x'.repeat(1200), id: 'x', inbox: 'all' })}`, 'cursor', inboxMessages.badCursor],
    ] as const) {
      const response = await call('GET', path);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(await response.json()).toEqual({ message: apiMessages.invalidInput, errors: { [field]: message } });
    }
  });
});

describe('a demo request', () => {
  it('moves through the workflow with who and when, and rejects unknown states', async () => {
    const email = uniqueEmail('demo');
    const id = await submitDemo({ first_name: 'Dora', last_name: 'Demo', company_name: 'Demo AG', email });
    expect(await json<RequestDetail>(call('GET', `/api/admin/requests/demo-requests/${id}`))).toMatchObject({ id, status: 'pending', name: 'Dora Demo' });

    const bad = await call('PUT', `/api/admin/requests/demo-requests/${id}/status`, { status: 'erledigt' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: apiMessages.invalidInput, errors: { status: inboxMessages.unknownStatus } });

    for (const status of ['kontaktiert', 'demo_geplant', 'gewonnen']) {
      expect((await call('PUT', `/api/admin/requests/demo-requests/${id}/status`, { status })).status).toBe(200);
    }
    const detail = await json<RequestDetail>(call('GET', `/api/admin/requests/demo-requests/${id}`));
    expect(detail.status).toBe('gewonnen');
    expect(detail.history.map((h) => [h.action, h.value, h.by])).toEqual([
      ['status', 'kontaktiert', expect.any(String)],
      ['status', 'demo_geplant', expect.any(String)],
      ['status', 'gewonnen', expect.any(String)],
    ]);
    // Who: the admin's e-mail from the user pool.
    expect(detail.history[0]?.by).toBe(local.admin.email);

    const won = await json<InboxPage>(call('GET', `/api/admin/requests/demo-requests?status=gewonnen&q=${encodeURIComponent(email)}`));
    expect(won.items.map((r) => r.id)).toEqual([id]);
    expect((await json<InboxPage>(call('GET', `/api/admin/requests/demo-requests?status=verloren&q=${encodeURIComponent(email)}`))).items).toEqual([]);
    expect((await call('PUT', '/api/admin/requests/demo-requests/gibt-es-nicht/status', { status: 'verloren' })).status).toBe(404);
  });

  it('keeps staff notes', async () => {
    const id = await submitDemo({ first_name: 'Nora', last_name: 'Notiz', company_name: 'Notiz GmbH', email: uniqueEmail('notiz') });
    expect((await call('POST', `/api/admin/requests/demo-requests/${id}/notes`, { text: '  ' })).status).toBe(400);
    const detail = await json<RequestDetail>(call('POST', `/api/admin/requests/demo-requests/${id}/notes`, { text: 'Rückruf am Montag' }));
    expect(detail.notes).toEqual([{ at: expect.any(String), by: expect.any(String), text: 'Rückruf am Montag' }]);
  });
});

describe('re-running a failed CRM sync', () => {
  it('refuses a step that did not fail, then syncs once the CRM is back: one person, one deal', async () => {
    await pipedriveControl(local, 'fail', { forever: true });
    const email = uniqueEmail('ausfall');
    const id = await submitContact({ firstname: 'Fritz', lastname: 'Fehler', email });
    // Retried with back-off until the (shrunk) retry window is over, then failed for good; the mail, a step
    // of its own, is sent meanwhile (on a busy machine it may still be on its way when the CRM gives up).
    const failed = await vi.waitFor(
      async () => {
        const detail = await json<RequestDetail>(call('GET', `/api/admin/requests/contacts/${id}`));
        expect(detail.crm.status).toBe('failed');
        expect(detail.mail.status).toBe('done');
        return detail;
      },
      { timeout: 45_000, interval: 250 },
    );
    expect(failed.crm.lastError).toBeTruthy();

    const refused = await call('POST', `/api/admin/requests/contacts/${id}/rerun`, { step: 'mail' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: inboxMessages.rerunNotFailed });

    await pipedriveControl(local, 'reset');
    const rerun = await call('POST', `/api/admin/requests/contacts/${id}/rerun`, { step: 'crm' });
    expect(rerun.status).toBe(202);
    await local.whenIdle();
    const synced = await json<RequestDetail>(call('GET', `/api/admin/requests/contacts/${id}`));
    expect(synced.crm.status).toBe('done');
    expect(synced.history).toEqual([expect.objectContaining({ action: 'rerun', value: 'crm', previousAttempts: failed.crm.attempts, previousError: failed.crm.lastError })]);
    const state = await pipedriveState(local);
    const persons = state.persons.filter((p) => JSON.stringify(p.emails).includes(email));
    expect(persons).toHaveLength(1);
    expect(state.deals.filter((d) => d.person_id === persons[0]?.id)).toHaveLength(1);
    // Synced now: a second re-run is refused.
    expect((await call('POST', `/api/admin/requests/contacts/${id}/rerun`, { step: 'crm' })).status).toBe(409);
  });
});

describe('the CSV export', () => {
  it('downloads the rows of the current filter: UTF-8 with BOM, semicolons, German header', async () => {
    const email = uniqueEmail('csv');
    await submitContact({ firstname: 'Clara', lastname: 'Semikolon', email, company_name: 'Müller; Söhne', phone: '+49 40 987654' });
    await local.whenIdle();
    const response = await call('GET', `/api/admin/request-exports/contacts?q=${encodeURIComponent('semikolon')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="kontaktanfragen-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Art;Eingang;Name;Firma;E-Mail;Telefon;Leistung;Status;CRM;E-Mail-Versand;Nachricht;Einwilligung');
    expect(lines).toHaveLength(2);
    // The phone number as a formula yielding its text (no apostrophe); no message; the consent time (ISO, Berlin).
    expect(lines[1]).toMatch(new RegExp(`^Kontaktanfrage;\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2};Clara Semikolon;"Müller; Söhne";${email.replace(/[.+]/g, '\\$&')};"=""\\+49 40 987654""";Ich möchte eine persönliche Demo buchen;;Synchronisiert;Gesendet;;\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`));
  });
});

describe('the export as German Excel opens it, and as .xlsx', () => {
  it('keeps a mobile number with its leading zero as text, the times as dates, kind and states in German', async () => {
    const email = uniqueEmail('tabelle');
    await submitContact({ firstname: 'Tabea', lastname: 'Tabelle', email, company_name: 'Nullen GmbH', phone: '01761234567' });
    await local.whenIdle();
    const query = `q=${encodeURIComponent('tabelle')}`;
    const csv = await call('GET', `/api/admin/request-exports/contacts?${query}`);
    const [header, row] = openAsGermanExcel(new Uint8Array(await csv.arrayBuffer()));
    const column = (title: string): number => header?.findIndex((c) => c.type === 'text' && c.value === title) ?? -1;
    expect(row?.[column('Art')]).toEqual({ type: 'text', value: 'Kontaktanfrage' });
    expect(row?.[column('Telefon')]).toEqual({ type: 'text', value: '01761234567' });
    expect(row?.[column('Eingang')]?.type).toBe('date');
    expect(row?.[column('Einwilligung')]?.type).toBe('date');
    expect(row?.[column('CRM')]).toEqual({ type: 'text', value: 'Synchronisiert' });

    const xlsx = await call('GET', `/api/admin/request-exports/contacts?${query}&format=xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers.get('content-disposition')).toMatch(/^attachment; filename="kontaktanfragen-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.getWorksheet('Kontaktanfragen');
    const cells = sheet?.getRow(2);
    expect(cells?.getCell(1).value).toBe('Kontaktanfrage');
    expect(cells?.getCell(6).value).toBe('01761234567');
    expect(cells?.getCell(6).type).toBe(ExcelJS.ValueType.String);
    expect(cells?.getCell(2).value).toBeInstanceOf(Date);
    expect(sheet?.rowCount).toBe(2);

    const selected = await call('POST', '/api/admin/request-selections/contacts/export', { ids: [], format: 'xlsx' });
    expect(selected.status).toBe(400);
    const unknown = await call('GET', `/api/admin/request-exports/contacts?format=ods`);
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain(inboxMessages.unknownFormat);
  });
});

describe('GDPR', () => {
  it('exports everything about one e-mail, then erases it with a record that holds no personal data', async () => {
    const email = uniqueEmail('dsgvo');
    const contactId = await submitContact({ firstname: 'Greta', lastname: 'Geheim', email, message: 'Bitte vertraulich' });
    const demoId = await submitDemo({ first_name: 'Greta', last_name: 'Geheim', company_name: 'Geheim GmbH', email: email.toUpperCase() });
    await local.whenIdle();
    await call('POST', `/api/admin/requests/contacts/${contactId}/notes`, { text: 'Kundin möchte Löschung' });

    const exported = await json<GdprExport>(call('POST', '/api/admin/gdpr/export', { email }));
    expect(exported.contacts.map((c) => [c.id, c.message, c.notes.length])).toEqual([[contactId, 'Bitte vertraulich', 1]]);
    expect(exported.demoRequests.map((d) => d.id)).toEqual([demoId]);
    expect(exported.pipedrivePersons).toHaveLength(1);
    const personId = exported.pipedrivePersons[0]?.id;
    expect((await call('POST', '/api/admin/gdpr/export', { email: 'keine-adresse' })).status).toBe(400);

    const erased = await json<GdprErasure>(call('POST', '/api/admin/gdpr/erase', { email }));
    expect(erased).toMatchObject({ contactIds: [contactId], demoRequestIds: [demoId], pipedrivePersonIds: [personId], pipedriveDeleted: [personId] });
    expect(await getStoredRequest(local, 'contacts', contactId)).toBeUndefined();
    expect(await getStoredRequest(local, 'demo_requests', demoId)).toBeUndefined();
    expect((await call('GET', `/api/admin/requests/contacts/${contactId}`)).status).toBe(404);
    expect((await json<InboxPage>(call('GET', `/api/admin/requests/contacts?q=${encodeURIComponent(email)}`))).items).toEqual([]);
    expect((await pipedriveState(local)).persons.some((p) => p.id === personId)).toBe(false);

    const { Items = [] } = await doc.send(new ScanCommand({ TableName: 'gdpr_erasures' }));
    const log = Items.find((item) => item.id === erased.id);
    expect(log).toMatchObject({ contactIds: [contactId], demoRequestIds: [demoId], by: expect.any(String), at: expect.any(String) });
    expect(JSON.stringify(log).toLowerCase()).not.toContain(email.split('@')[0]);
    expect(JSON.stringify(log)).not.toContain('Geheim');
  });
});
