/**
 * Test helper: a tiny HTTP server that answers the four Pipedrive v1 calls the client makes, keeps
 * what was created, records every request, and can be told to fail the next call to a path.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

interface Person {
  id: number;
  name: string;
  email: string;
}

export interface FakePipedrive {
  baseUrl: string;
  token: string;
  requests: RecordedRequest[];
  persons: Person[];
  deals: Array<{ id: number; title: string; person_id: number }>;
  notes: Array<{ id: number; content: string; deal_id: number }>;
  /** The next request to `path` answers with this status and body. */
  failNext(path: string, status: number, body: unknown): void;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
};

export async function startFakePipedrive(token = 'test-token'): Promise<FakePipedrive> {
  let nextId = 100;
  const failures = new Map<string, { status: number; body: unknown }>();
  const state: Omit<FakePipedrive, 'baseUrl' | 'failNext' | 'close'> = {
    token,
    requests: [],
    persons: [],
    deals: [],
    notes: [],
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname.replace(/^\/api\/v1/, '');
      const body = await readBody(req);
      state.requests.push({ method: req.method ?? '', path, query: Object.fromEntries(url.searchParams), body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      const failure = failures.get(path);
      if (failure) {
        failures.delete(path);
        return send(failure.status, failure.body);
      }
      if (url.searchParams.get('api_token') !== token) {
        return send(401, { success: false, error: 'unauthorized access', errorCode: 401 });
      }
      const b = (body ?? {}) as Record<string, unknown>;
      if (req.method === 'GET' && path === '/persons/search') {
        const term = url.searchParams.get('term');
        const items = state.persons
          .filter((p) => p.email === term)
          .map((p) => ({ result_score: 1, item: { id: p.id, type: 'person', name: p.name, emails: [p.email] } }));
        return send(200, { success: true, data: { items }, additional_data: { pagination: { more_items_in_collection: false } } });
      }
      if (req.method === 'POST' && path === '/persons') {
        const emails = (b.email as Array<{ value: string }> | undefined) ?? [];
        const person = { id: nextId++, name: String(b.name), email: emails[0]?.value ?? '' };
        state.persons.push(person);
        return send(201, { success: true, data: { id: person.id, name: person.name } });
      }
      if (req.method === 'POST' && path === '/deals') {
        const deal = { id: nextId++, title: String(b.title), person_id: Number(b.person_id) };
        state.deals.push(deal);
        return send(201, { success: true, data: deal });
      }
      if (req.method === 'POST' && path === '/notes') {
        const note = { id: nextId++, content: String(b.content), deal_id: Number(b.deal_id) };
        state.notes.push(note);
        return send(201, { success: true, data: note });
      }
      return send(404, { success: false, error: 'Unknown method .', errorCode: 404 });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    failNext: (path: string, status: number, body: unknown) => void failures.set(path, { status, body }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // fetch keeps connections alive
      }),
  });
}
