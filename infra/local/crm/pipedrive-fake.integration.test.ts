import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPipedriveHandler, type PipedriveHandler } from './pipedrive-fake';

let server: Server;
let base: string;
let stateFile: string;
let handle: PipedriveHandler;
beforeAll(async () => {
  stateFile = path.join(await mkdtemp(path.join(tmpdir(), 'pd-fake-')), 'pipedrive.json');
  handle = createPipedriveHandler(stateFile, { token: 't' });
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())).then(() => handle.flush()));

interface Answer {
  status: number;
  headers: Headers;
  json: { success: boolean; data?: unknown; error?: string; errorCode?: number; error_info?: string; additional_data?: unknown };
}
/** A call with the token in the header (as the product sends it), or in the query when asked to. */
const api = async (method: string, p: string, body?: unknown, token: { header?: string; query?: string } = { header: 't' }): Promise<Answer> => {
  const url = new URL(`${base}${p}`);
  if (token.query) url.searchParams.set('api_token', token.query);
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token.header ? { 'x-api-token': token.header } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as Answer['json'] };
};
const controlState = async (): Promise<{ requests: Array<{ method: string; url: string; tokenIn: string }>; persons: unknown[] }> =>
  (await fetch(`${base}/__control/state`)).json() as Promise<{ requests: Array<{ method: string; url: string; tokenIn: string }>; persons: unknown[] }>;

describe('Pipedrive stand-in', () => {
  it("refuses a missing or wrong token with 401 in Pipedrive's error shape", async () => {
    const missing = await api('GET', '/api/v2/deals', undefined, {});
    expect(missing.status).toBe(401);
    expect(missing.json).toMatchObject({ success: false, errorCode: 401, error_info: expect.any(String) });
    expect((await api('GET', '/api/v2/deals', undefined, { header: 'wrong' })).status).toBe(401);
  });

  it('answers the retired v1 persons and deals endpoints with 410, whatever the method', async () => {
    for (const [method, p] of [
      ['GET', '/api/v1/persons/search?term=a@b.de&fields=email&exact_match=true'],
      ['POST', '/api/v1/persons'],
      ['GET', '/api/v1/persons/1'],
      ['GET', '/api/v1/persons/1/deals'],
      ['DELETE', '/api/v1/persons/1'],
      ['POST', '/v1/deals'],
      ['DELETE', '/api/v1/deals/1'],
    ] as const) {
      const answer = await api(method, p, method === 'POST' ? { name: 'x', title: 'x' } : undefined);
      expect(answer.status, `${method} ${p}`).toBe(410);
      expect(answer.json).toMatchObject({ success: false, errorCode: 410, error: expect.stringContaining('deprecated') });
    }
  });

  it('creates v2 persons with emails and phones and finds them by exact e-mail only', async () => {
    const created = await api('POST', '/api/v2/persons', { name: 'Erika Muster', emails: [{ value: 'erika@beispiel.de', primary: true, label: 'work' }] });
    expect(created.status).toBe(200);
    const person = created.json.data as { id: number; add_time: string; emails: unknown; is_deleted: boolean };
    expect(person).toMatchObject({ emails: [{ value: 'erika@beispiel.de', primary: true, label: 'work' }], phones: [], is_deleted: false });
    expect(person.add_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const hit = await api('GET', '/api/v2/persons/search?term=ERIKA@beispiel.de&fields=email&exact_match=true');
    expect(hit.json.data).toEqual({ items: [expect.objectContaining({ item: expect.objectContaining({ id: person.id, name: 'Erika Muster', emails: ['erika@beispiel.de'] }) })] });
    expect(hit.json.additional_data).toEqual({ next_cursor: null });
    expect((await api('GET', '/api/v2/persons/search?term=erika@beispiel&fields=email&exact_match=true')).json.data).toEqual({ items: [] });
    expect((await api('GET', `/api/v2/persons/${person.id}`)).json.data).toMatchObject({ id: person.id, name: 'Erika Muster' });
    expect((await api('GET', '/api/v2/persons/999')).status).toBe(404);
    expect((await api('POST', '/api/v2/persons', { name: 'x', emails: 'not-a-list' })).status).toBe(400);
  });

  it("lists a person's deals with cursor paging and deletes them", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(((await api('POST', '/api/v2/deals', { title: `D${i}`, person_id: 42 })).json.data as { id: number }).id);
    expect((await api('POST', '/api/v2/deals', { person_id: 42 })).status).toBe(400);
    const first = await api('GET', '/api/v2/deals?person_id=42&limit=2');
    expect((first.json.data as Array<{ id: number }>).map((d) => d.id)).toEqual(ids.slice(0, 2));
    const cursor = (first.json.additional_data as { next_cursor: string }).next_cursor;
    const second = await api('GET', `/api/v2/deals?person_id=42&limit=2&cursor=${cursor}`);
    expect((second.json.data as Array<{ id: number }>).map((d) => d.id)).toEqual(ids.slice(2));
    expect(second.json.additional_data).toEqual({ next_cursor: null });
    expect((await api('DELETE', `/api/v2/deals/${ids[0]}`)).json).toEqual({ success: true, data: { id: ids[0] } });
    expect((await api('DELETE', `/api/v2/deals/${ids[0]}`)).status).toBe(404);
  });

  it('keeps notes on v1 (both /v1 and /api/v1), validates them and persists the state', async () => {
    expect((await api('POST', '/api/v1/notes', { content: 'ohne Bezug' })).status).toBe(400);
    const note = await api('POST', '/api/v1/notes', { content: 'Hallo', deal_id: 5 });
    expect(note.status).toBe(201);
    const noteId = (note.json.data as { id: number }).id;
    expect((await api('GET', '/v1/notes?deal_id=5')).json.data).toEqual([expect.objectContaining({ id: noteId, content: 'Hallo' })]);
    expect((await api('GET', '/api/v1/notes?deal_id=6')).json).toMatchObject({ success: true, data: null });
    handle.flush();
    const saved = JSON.parse(await readFile(stateFile, 'utf8')) as { records: { notes: unknown[] } };
    expect(saved.records.notes).toHaveLength(1);
    expect((await api('DELETE', `/api/v1/notes/${noteId}`)).json).toEqual({ success: true, data: true });
  });

  it('lists the requests it received, newest last, with the token redacted and where it came in', async () => {
    await api('GET', '/api/v2/persons/search?term=log@beispiel.de&fields=email', undefined, { query: 't' });
    await api('GET', '/api/v2/deals?person_id=1');
    const { requests } = await controlState();
    expect(requests.slice(-2)).toEqual([
      { method: 'GET', url: '/api/v2/persons/search?term=log%40beispiel.de&fields=email&api_token=REDACTED', tokenIn: 'query' },
      { method: 'GET', url: '/api/v2/deals?person_id=1', tokenIn: 'header' },
    ]);
  });

  it('answers 429 with Retry-After and x-ratelimit-reset when told to, then recovers', async () => {
    await fetch(`${base}/__control/rate-limit`, { method: 'POST', body: JSON.stringify({ times: 1, retryAfterSeconds: 7 }) });
    const limited = await api('GET', '/api/v2/deals');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(limited.headers.get('x-ratelimit-reset')).toBe('7');
    expect(limited.json).toMatchObject({ success: false, errorCode: 429 });
    expect((await api('GET', '/api/v2/deals')).status).toBe(200);
  });

  it('fails the next n requests with 503 on request, then recovers', async () => {
    await fetch(`${base}/__control/fail`, { method: 'POST', body: JSON.stringify({ times: 2 }) });
    expect((await api('GET', '/api/v2/deals')).status).toBe(503);
    expect((await api('GET', '/api/v2/deals')).status).toBe(503);
    expect((await api('GET', '/api/v2/deals')).status).toBe(200);
    await fetch(`${base}/__control/fail`, { method: 'POST', body: JSON.stringify({ forever: true }) });
    expect((await api('GET', '/api/v2/deals')).status).toBe(503);
    await fetch(`${base}/__control/reset`, { method: 'POST' });
    expect((await api('GET', '/api/v2/deals')).status).toBe(200);
  });

  it('reads a state file written by the v1 stand-in: persons get v2 emails and phones', async () => {
    const oldFile = path.join(path.dirname(stateFile), 'old.json');
    const old = { nextId: { persons: 2, deals: 1, notes: 1 }, records: { persons: [{ id: 1, name: 'Alt', email: [{ value: 'alt@beispiel.de', primary: true, label: 'work' }], phone: [], active_flag: true }], deals: [], notes: [] } };
    await writeFile(oldFile, JSON.stringify(old));
    const migrated = createPipedriveHandler(oldFile);
    expect(migrated.inspect.records.persons[0]).toEqual({ id: 1, name: 'Alt', emails: [{ value: 'alt@beispiel.de', primary: true, label: 'work' }], phones: [], is_deleted: false });
  });
});

describe('webhooks (v1 subscriptions, v2 change.deal deliveries)', () => {
  it('registers a v2 webhook and delivers change.deal with Basic auth when a deal is marked won through the control API', async () => {
    const received: Array<{ authorization: string | undefined; body: unknown }> = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    try {
      const created = await api('POST', '/api/v1/webhooks', { subscription_url: hookUrl, event_action: 'change', event_object: 'deal', http_auth_user: 'u', http_auth_password: 'p', version: '2.0' });
      expect(created.status).toBe(201);
      expect(created.json.data).toMatchObject({ subscription_url: hookUrl, event_action: 'change', event_object: 'deal', version: '2.0', is_active: 1 });
      expect((await api('POST', '/api/v1/webhooks', { event_action: 'change', event_object: 'deal' })).status).toBe(400);
      const deal = (await api('POST', '/api/v2/deals', { title: 'Webhook-Deal' })).json.data as { id: number };

      const changed = await fetch(`${base}/__control/deal-status`, { method: 'POST', body: JSON.stringify({ id: deal.id, status: 'won', value: 990 }) });
      expect(await changed.json()).toMatchObject({ deliveries: [{ url: hookUrl, status: 200 }] });
      expect(received).toHaveLength(1);
      expect(received[0]?.authorization).toBe(`Basic ${Buffer.from('u:p').toString('base64')}`);
      expect(received[0]?.body).toMatchObject({
        meta: { action: 'change', entity: 'deal', version: '2.0', entity_id: String(deal.id), attempt: 1 },
        data: { id: deal.id, status: 'won', value: 990, currency: 'EUR', won_time: expect.any(String) },
        previous: { status: 'open', value: 0 },
      });

      await fetch(`${base}/__control/redeliver`, { method: 'POST', body: '{}' });
      expect(received[1]?.body).toMatchObject({ meta: { attempt: 2 }, data: { id: deal.id, status: 'won' } });
      expect((await fetch(`${base}/__control/deal-status`, { method: 'POST', body: JSON.stringify({ id: 999_999, status: 'won' }) })).status).toBe(404);

      const webhookId = (created.json.data as { id: number }).id;
      expect((await api('DELETE', `/api/v1/webhooks/${webhookId}`)).status).toBe(200);
      expect((await api('GET', '/api/v1/webhooks')).json.data).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});
