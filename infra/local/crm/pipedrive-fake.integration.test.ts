import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile } from 'node:fs/promises';
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
  handle = createPipedriveHandler(stateFile);
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())).then(() => handle.flush()));

const api = async (method: string, p: string, body?: unknown, token = 't'): Promise<{ status: number; json: { success: boolean; data?: unknown; error?: string } }> => {
  const url = new URL(`${base}/api/v1${p}`);
  if (token) url.searchParams.set('api_token', token);
  const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as { success: boolean; data?: unknown } };
};

describe('Pipedrive fake', () => {
  it('requires an api token', async () => {
    const { status, json } = await api('GET', '/persons', undefined, '');
    expect(status).toBe(401);
    expect(json.success).toBe(false);
  });

  it('answers an empty list with data null, as Pipedrive does', async () => {
    expect((await api('GET', '/deals')).json).toMatchObject({ success: true, data: null });
  });

  it('creates persons and finds them by exact e-mail only', async () => {
    const created = await api('POST', '/persons', { name: 'Erika Muster', email: [{ value: 'erika@beispiel.de', primary: true, label: 'work' }] });
    expect(created.status).toBe(201);
    const id = (created.json.data as { id: number }).id;
    const hit = await api('GET', '/persons/search?term=ERIKA@beispiel.de&fields=email&exact_match=true');
    expect(hit.json.data).toEqual({ items: [expect.objectContaining({ item: expect.objectContaining({ id, name: 'Erika Muster', emails: ['erika@beispiel.de'] }) })] });
    const miss = await api('GET', '/persons/search?term=erika@beispiel&fields=email&exact_match=true');
    expect(miss.json.data).toEqual({ items: [] });
    expect((await api('GET', `/persons/${id}`)).json.data).toMatchObject({ id, name: 'Erika Muster' });
    expect((await api('GET', '/persons/999')).status).toBe(404);
  });

  it('validates deals and notes like Pipedrive and persists the state', async () => {
    expect((await api('POST', '/deals', { person_id: 1 })).status).toBe(400);
    const deal = await api('POST', '/deals', { title: 'Anfrage', person_id: 1 });
    const dealId = (deal.json.data as { id: number }).id;
    expect((await api('POST', '/notes', { content: 'ohne Bezug' })).status).toBe(400);
    expect((await api('POST', '/notes', { content: 'Hallo', deal_id: dealId })).status).toBe(201);
    handle.flush();
    const saved = JSON.parse(await readFile(stateFile, 'utf8')) as { records: { deals: unknown[]; notes: unknown[] } };
    expect(saved.records.deals).toHaveLength(1);
    expect(saved.records.notes).toHaveLength(1);
  });

  it('writes changes by itself shortly after they happen (coalesced, off the request path)', async () => {
    const person = await api('POST', '/persons', { name: 'Später Gespeichert', email: 'spaet@beispiel.de' });
    const id = (person.json.data as { id: number }).id;
    await new Promise((resolve) => setTimeout(resolve, 400));
    const saved = JSON.parse(await readFile(stateFile, 'utf8')) as { records: { persons: Array<{ id: number }> } };
    expect(saved.records.persons.map((p) => p.id)).toContain(id);
  });

  it('fails the next n requests with 503 on request, then recovers', async () => {
    await fetch(`${base}/__control/fail`, { method: 'POST', body: JSON.stringify({ times: 2 }) });
    expect((await api('GET', '/persons')).status).toBe(503);
    expect((await api('GET', '/persons')).status).toBe(503);
    expect((await api('GET', '/persons')).status).toBe(200);
    await fetch(`${base}/__control/fail`, { method: 'POST', body: JSON.stringify({ forever: true }) });
    expect((await api('GET', '/persons')).status).toBe(503);
    await fetch(`${base}/__control/reset`, { method: 'POST' });
    expect((await api('GET', '/persons')).status).toBe(200);
  });
});
