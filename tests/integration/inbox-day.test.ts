import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INBOX_BULK_MAX,
  INBOX_PAGE_SIZE,
  apiMessages,
  inboxAttributes,
  inboxBulkMessages,
  inboxMessages,
  type BulkStatusResult,
  type ContactRecord,
  type DemoRequestRecord,
  type InboxPage,
  type RequestDetail,
} from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { createAccount, signInWithTotp, type Tokens } from '../support/cognito';
import { apiRequest } from '../support/api-call';
import { sharedTestEnvironment, uniqueEmail } from '../support/local-environment';

/** The inbox for a working day: sort by date and name, a Berlin date range, through the local gateway on dynalite. */
let local: LocalEnvironment;
let admin: Tokens;
let customer: Tokens;
let doc: DynamoDBDocumentClient;

/** Around Berlin's switch to summer time (30 March 2025, 02:00 → 03:00): day bounds must follow the offset. */
const dstDay = [
  { id: 'day-a', at: '2025-03-29T22:59:59.999Z', first: 'Zora', last: 'Vorher' }, // 29 March 23:59:59 Berlin
  { id: 'day-b', at: '2025-03-29T23:00:00.000Z', first: 'Anna', last: 'Anfang' }, // 30 March 00:00 (CET)
  { id: 'day-c', at: '2025-03-30T12:00:00.000Z', first: 'müller', last: 'Mitte' },
  { id: 'day-d', at: '2025-03-30T21:59:59.999Z', first: 'Bernd', last: 'Ende' }, // 30 March 23:59:59 (CEST)
  { id: 'day-e', at: '2025-03-30T22:00:00.000Z', first: 'Carla', last: 'Danach' }, // 31 March 00:00
];
/** 30 requests on one day, for paging sorted by name. */
const manyNames = Array.from({ length: 30 }, (_, i) => ({
  id: `name-${String(i).padStart(2, '0')}`,
  at: new Date(Date.parse('2025-02-10T08:00:00Z') + i * 60_000).toISOString(),
  first: `Person${String((i * 7) % 30).padStart(2, '0')}`,
  last: 'Reihe',
}));

/** A request whose cells test the CSV rules: a phone number, a formula in the message, a company starting with '-'. */
const csvSample = { id: 'csv-1', at: '2025-04-02T08:15:00.000Z', first: '@Ärger', last: 'Zelle' };

function record({ id, at, first, last }: { id: string; at: string; first: string; last: string }): ContactRecord {
  const fields = { firstname: first, lastname: last, email: `${id}@beispiel.de`, phone: '', company_name: 'Tagwerk GmbH', service_preference: 'consultation' as const, message: '', privacy_accepted: true as const };
  return { ...fields, ...inboxAttributes(id, at, fields), id, createdAt: at, kind: 'contact', requestHash: 'x', eventPublished: true, crm: { status: 'done', attempts: 1 }, mail: { status: 'done', attempts: 1 } };
}

function demoRecord(id: string, last: string): DemoRequestRecord {
  const at = new Date().toISOString();
  const fields = { firstname: 'Dora', lastname: last, company_name: 'Auswahl AG', email: `${id}@beispiel.de`, phone: '030 1234567', privacy_accepted: true as const };
  return { ...fields, ...inboxAttributes(id, at, fields), id, createdAt: at, kind: 'demo_request', status: 'pending', requestHash: 'x', eventPublished: true, crm: { status: 'done', attempts: 1 }, mail: { status: 'done', attempts: 1 } };
}
const demoIds = ['sel-1', 'sel-2', 'sel-3'];

beforeAll(async () => {
  local = await sharedTestEnvironment();
  const customerEmail = uniqueEmail('kunde');
  await createAccount(local, customerEmail, 'Kunden-Passwort-42');
  [admin, customer] = await Promise.all([signInWithTotp(local, local.admin.email, local.admin.password), signInWithTotp(local, customerEmail, 'Kunden-Passwort-42')]);
  doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  const items = [...dstDay, ...manyNames].map(record);
  items.push({ ...record(csvSample), phone: '+49 30 1234567', message: '=HYPERLINK("http://boese.example";"Klick")\nZeile 2', company_name: '-Minus AG' });
  for (let i = 0; i < items.length; i += 25) {
    await doc.send(new BatchWriteCommand({ RequestItems: { contacts: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
  await doc.send(new BatchWriteCommand({ RequestItems: { demo_requests: demoIds.map((id, i) => ({ PutRequest: { Item: demoRecord(id, `Wahl${i}`) } })) } }));
});
afterAll(async () => {
  doc?.destroy();
});

const request = apiRequest(() => local.urls.site);
const call = (path: string, token: Tokens | string = admin): Promise<Response> => request('GET', path, token);
const post = (path: string, body: unknown, token: Tokens | string = admin): Promise<Response> => request('POST', path, token, body);
const ids = async (path: string): Promise<string[]> => {
  const response = await call(path);
  expect({ path, status: response.status }).toEqual({ path, status: 200 });
  return ((await response.json()) as InboxPage).items.map((row) => row.id);
};
const cursorOf = (key: Record<string, string>): string => Buffer.from(JSON.stringify(key)).toString('base64url');

describe('the date range', () => {
  it('holds the Berlin calendar days from and to, both inclusive, across the change to summer time', async () => {
    expect(await ids('/api/admin/requests/contacts?from=2025-03-30&to=2025-03-30')).toEqual(['day-d', 'day-c', 'day-b']);
    expect(await ids('/api/admin/requests/contacts?from=2025-03-29&to=2025-03-29')).toEqual(['day-a']);
    expect(await ids('/api/admin/requests/contacts?from=2025-03-31&to=2025-03-31')).toEqual(['day-e']);
    // Open at one end.
    expect((await ids('/api/admin/requests/contacts?to=2025-03-29')).slice(0, 1)).toEqual(['day-a']);
    expect(await ids('/api/admin/requests/contacts?from=2025-03-30&to=2025-03-31&q=tagwerk')).toEqual(['day-e', 'day-d', 'day-c', 'day-b']);
    // Narrowed to this file's company: the shared environment holds newer requests of other files.
    const fromOnly = await ids('/api/admin/requests/contacts?from=2025-03-31&q=tagwerk');
    expect(fromOnly).toContain('day-e');
    expect(fromOnly).not.toContain('day-d');
  });

  it('pages inside the range: every request of the day exactly once, and a cursor from outside it is a 400', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = (await (await call(`/api/admin/requests/contacts?from=2025-02-10&to=2025-02-10${cursor ? `&cursor=${cursor}` : ''}`)).json()) as InboxPage;
      seen.push(...page.items.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(manyNames.map((n) => n.id).reverse());
    const outside = cursorOf({ createdKey: '2025-03-30T12:00:00.000Z#day-c', id: 'day-c', inbox: 'all' });
    const response = await call(`/api/admin/requests/contacts?from=2025-02-10&to=2025-02-10&cursor=${outside}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: apiMessages.invalidInput, errors: { cursor: inboxMessages.badCursor } });
  });
});

describe('sorting', () => {
  it('sorts by date both ways and by name both ways (German collation, case-insensitive)', async () => {
    const day = '/api/admin/requests/contacts?from=2025-03-30&to=2025-03-30';
    expect(await ids(`${day}&sort=date&order=desc`)).toEqual(['day-d', 'day-c', 'day-b']);
    expect(await ids(`${day}&sort=date&order=asc`)).toEqual(['day-b', 'day-c', 'day-d']);
    expect(await ids(`${day}&sort=name&order=asc`)).toEqual(['day-b', 'day-d', 'day-c']);
    expect(await ids(`${day}&sort=name&order=desc`)).toEqual(['day-c', 'day-d', 'day-b']);
    expect(await ids(`${day}&q=m%C3%BCller&sort=name`)).toEqual(['day-c']);
    // Without an order: descending, for names as for dates (the page leaves the default out of its calls).
    expect(await ids(`${day}&sort=name`)).toEqual(['day-c', 'day-d', 'day-b']);
  });

  it('pages a name-sorted list: 25 then the rest, in order, every row once', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const base = `/api/admin/requests/contacts?from=2025-02-10&to=2025-02-10&sort=name&order=${order}`;
      const first = (await (await call(base)).json()) as InboxPage;
      expect(first.items).toHaveLength(INBOX_PAGE_SIZE);
      expect(first.nextCursor).toBeDefined();
      const second = (await (await call(`${base}&cursor=${first.nextCursor}`)).json()) as InboxPage;
      expect(second.nextCursor).toBeUndefined();
      const names = [...first.items, ...second.items].map((row) => row.name);
      const expected = manyNames.map((n) => `${n.first} ${n.last}`).sort();
      expect(names).toEqual(order === 'asc' ? expected : expected.reverse());
    }
  });

  it('exports the CSV in the list order and range', async () => {
    const response = await call('/api/admin/request-exports/contacts?from=2025-03-30&to=2025-03-30&sort=name&order=asc');
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\r\n').slice(1);
    expect(lines.map((line) => line.split(';')[2])).toEqual(['Anna Anfang', 'Bernd Ende', 'müller Mitte']);
  });
});

describe('the CSV rules', () => {
  it('carries the message and the consent time; the phone number as it is; formulas elsewhere defused', async () => {
    const expected = `Kontaktanfrage;2025-04-02 10:15;'@Ärger Zelle;'-Minus AG;csv-1@beispiel.de;"=""+49 30 1234567""";Ich habe Fragen und wünsche eine Erstberatung;;Synchronisiert;Gesendet;"'=HYPERLINK(""http://boese.example"";""Klick"")\nZeile 2";2025-04-02 10:15`;
    const filtered = await call('/api/admin/request-exports/contacts?from=2025-04-02&to=2025-04-02');
    const selected = await post('/api/admin/request-selections/contacts/export', { ids: ['csv-1'] });
    for (const response of [filtered, selected]) {
      expect(response.status).toBe(200);
      const text = await response.text();
      // (text() drops the byte order mark.)
      expect(text.split('\r\n')[0]).toBe('Art;Eingang;Name;Firma;E-Mail;Telefon;Leistung;Status;CRM;E-Mail-Versand;Nachricht;Einwilligung');
      expect(text.slice(text.indexOf('\r\n') + 2)).toBe(`${expected}\r\n`);
    }
  });
});

describe('bad input and access', () => {
  it('answers 400 in German for a bad date, a reversed range, an unknown sort, CR/LF, a broken name cursor', async () => {
    for (const [query, field, message] of [
      ['from=2025-02-30', 'from', inboxMessages.badDate],
      ['to=30.03.2025', 'to', inboxMessages.badDate],
      ['from=2025-03-30%0D%0A&to=2025-03-31', 'from', inboxMessages.badDate],
      ['from=2025-03-30%0Ato=2025-03-31', 'from', inboxMessages.badDate],
      ['from=2025-03-31&to=2025-03-30', 'to', inboxMessages.badRange],
      ['sort=email', 'sort', inboxMessages.unknownSort],
      ['sort=name%0D%0A', 'sort', inboxMessages.unknownSort],
      ['order=up', 'order', inboxMessages.unknownSort],
      ['sort=name&cursor=abc', 'cursor', inboxMessages.badCursor],
      [`sort=name&cursor=${cursorOf({ name: 'x', createdKey: 'y', extra: 'z' })}`, 'cursor', inboxMessages.badCursor],
    ] as const) {
      // The export ignores a cursor (it exports every row of the filter).
      for (const path of field === 'cursor' ? ['/api/admin/requests/contacts'] : ['/api/admin/requests/contacts', '/api/admin/request-exports/contacts']) {
        const response = await call(`${path}?${query}`);
        expect({ query, path, status: response.status }).toEqual({ query, path, status: 400 });
        expect(await response.json()).toEqual({ message: apiMessages.invalidInput, errors: { [field]: message } });
      }
    }
  });

  it('refuses a forged token (401) and a customer (403)', async () => {
    const [header, payload] = admin.access.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, 'cognito:groups': ['admin'], sub: 'someone-else' })).toString('base64url')}.${admin.access.split('.')[2]}`;
    for (const path of ['/api/admin/requests/contacts?sort=name', '/api/admin/request-exports/contacts?from=2025-03-30']) {
      expect((await call(path, forged)).status).toBe(401);
      expect((await call(path, customer)).status).toBe(403);
    }
  });
});

describe('the selection', () => {
  it('moves the selected demo requests to one status, each with who and when; unknown ids come back as not found', async () => {
    const response = await post('/api/admin/request-selections/demo-requests/status', { ids: ['sel-1', 'sel-2', 'sel-1', 'weg-123'], status: 'kontaktiert' });
    expect(response.status).toBe(200);
    expect((await response.json()) as BulkStatusResult).toEqual({ updated: ['sel-1', 'sel-2'], notFound: ['weg-123'] });
    for (const id of ['sel-1', 'sel-2']) {
      const detail = (await (await call(`/api/admin/requests/demo-requests/${id}`)).json()) as RequestDetail;
      expect(detail.status).toBe('kontaktiert');
      expect(detail.history).toEqual([expect.objectContaining({ action: 'status', value: 'kontaktiert', by: local.admin.email })]);
    }
    expect(((await (await call('/api/admin/requests/demo-requests/sel-3')).json()) as RequestDetail).status).toBe('pending');
  });

  it('exports exactly the selected rows as CSV, in the order given', async () => {
    const response = await post('/api/admin/request-selections/demo-requests/export', { ids: ['sel-3', 'sel-1'] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="demo-anfragen-auswahl-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).trim().split('\r\n').slice(1);
    expect(lines.map((line) => line.split(';')[2])).toEqual(['Dora Wahl2', 'Dora Wahl0']);
  });

  it('answers 400 in German for no ids, too many, a malformed id (CR/LF) or an unknown status', async () => {
    const tooMany = Array.from({ length: INBOX_BULK_MAX + 1 }, (_, i) => `id-${i}`);
    for (const [path, body, field, message] of [
      ['/api/admin/request-selections/demo-requests/status', { ids: [], status: 'kontaktiert' }, 'ids', inboxBulkMessages.noneSelected],
      ['/api/admin/request-selections/demo-requests/status', { ids: tooMany, status: 'kontaktiert' }, 'ids', inboxBulkMessages.tooMany],
      ['/api/admin/request-selections/demo-requests/status', { ids: ['sel-1\r\nX-Injected: 1'], status: 'kontaktiert' }, 'ids.0', inboxBulkMessages.badId],
      ['/api/admin/request-selections/demo-requests/status', { ids: ['sel-1'], status: 'erledigt\r\n' }, 'status', inboxMessages.unknownStatus],
      ['/api/admin/request-selections/contacts/export', { ids: [] }, 'ids', inboxBulkMessages.noneSelected],
      ['/api/admin/request-selections/contacts/export', { ids: tooMany }, 'ids', inboxBulkMessages.tooMany],
      ['/api/admin/request-selections/contacts/export', { ids: ['../day-a'] }, 'ids.0', inboxBulkMessages.badId],
      ['/api/admin/request-selections/kunden/export', { ids: ['day-a'] }, 'kind', inboxMessages.unknownKind],
    ] as const) {
      const response = await post(path, body);
      expect({ path, body, status: response.status }).toEqual({ path, body, status: 400 });
      expect(await response.json()).toEqual({ message: apiMessages.invalidInput, errors: { [field]: message } });
    }
  });

  it('refuses a forged token (401) and a customer (403), and changes nothing', async () => {
    const [header, payload, signature] = admin.access.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`;
    for (const [path, body] of [
      ['/api/admin/request-selections/demo-requests/status', { ids: ['sel-3'], status: 'verloren' }],
      ['/api/admin/request-selections/demo-requests/export', { ids: ['sel-3'] }],
    ] as const) {
      expect((await post(path, body, forged)).status).toBe(401);
      expect((await post(path, body, customer)).status).toBe(403);
    }
    expect(((await (await call('/api/admin/requests/demo-requests/sel-3')).json()) as RequestDetail).status).toBe('pending');
  });
});
