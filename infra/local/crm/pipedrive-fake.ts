import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeServer, listen, localUrl, readBody, sendJson } from '../core/http-util';

/**
 * A Pipedrive-compatible subset of API v1 (persons, organizations, deals, notes, person search, a
 * person's deals, notes by deal or person), so
 * the CRM flow runs and can be inspected without a Pipedrive account. Answers use Pipedrive's
 * `{ success, data }` envelope. State persists in a JSON file. `/__control/*` injects faults:
 *   POST /__control/fail  {"times": n} | {"forever": true}   next n (or all) API requests → 503
 *   POST /__control/reset                                  no more faults (data is kept)
 *   GET  /__control/state                                  records, faults, request counters
 */
type PipedriveRecord = Record<string, unknown> & { id: number };
const collections = ['persons', 'organizations', 'deals', 'notes'] as const;
type Collection = (typeof collections)[number];

interface FakeState {
  nextId: Record<Collection, number>;
  records: Record<Collection, PipedriveRecord[]>;
}
interface Faults {
  remaining: number;
  forever: boolean;
}

const emptyState = (): FakeState => ({
  nextId: { persons: 1, organizations: 1, deals: 1, notes: 1 },
  records: { persons: [], organizations: [], deals: [], notes: [] },
});

/** Pipedrive's timestamp format: `2024-05-01 12:34:56` (UTC). */
const pipedriveTime = (date = new Date()): string => date.toISOString().slice(0, 19).replace('T', ' ');

interface ContactValue {
  label: string;
  value: string;
  primary: boolean;
}
/** Pipedrive accepts a string, a list of strings or a list of {value, primary, label}. */
function contactValues(input: unknown): ContactValue[] {
  const list = Array.isArray(input) ? input : input === undefined || input === null || input === '' ? [] : [input];
  return list
    .map((entry: unknown, index): ContactValue | undefined => {
      if (typeof entry === 'string') return { label: 'work', value: entry, primary: index === 0 };
      if (entry && typeof entry === 'object' && typeof (entry as { value?: unknown }).value === 'string') {
        const e = entry as { value: string; primary?: boolean; label?: string };
        return { label: e.label ?? 'work', value: e.value, primary: e.primary ?? index === 0 };
      }
      return undefined;
    })
    .filter((v): v is ContactValue => v !== undefined);
}

/** Field each collection requires on create, with Pipedrive's error text. */
const requiredOnCreate: Record<Collection, { field: string; error: string }> = {
  persons: { field: 'name', error: 'Name must be given.' },
  organizations: { field: 'name', error: 'Name must be given.' },
  deals: { field: 'title', error: 'Title must be given.' },
  notes: { field: 'content', error: 'Content must be given.' },
};

/** An API request as the fake received it (tests check what the client sent). */
export interface RecordedRequest {
  method: string;
  /** Below /api/v1, e.g. `/persons/search`. */
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** In-process access for tests: the live records, the requests received, faults for one path. */
export interface PipedriveInspection {
  readonly records: Record<Collection, PipedriveRecord[]>;
  readonly requests: RecordedRequest[];
  /** The next request to `path` (below /api/v1) answers `status` with `body` (a string is sent as is). */
  failNext(path: string, status: number, body: unknown): void;
  /** Forgets every record and request (ids keep counting). */
  clear(): void;
}

export interface PipedriveFakeOptions {
  /** When set, any other API token is refused with Pipedrive's 401; otherwise any non-empty token passes. */
  token?: string;
}

export interface PipedriveFake {
  url: string;
  /** Base URL for the API client (PIPEDRIVE_BASE_URL). */
  baseUrl: string;
  inspect: PipedriveInspection;
  stop(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The request handler; `flush()` writes pending changes of the state file now. */
export type PipedriveHandler = ((req: IncomingMessage, res: ServerResponse) => Promise<void>) & { flush(): void; inspect: PipedriveInspection };

/** The request log keeps the latest requests only (`npm start` runs for days). */
const MAX_RECORDED_REQUESTS = 1_000;

/** Changes are written at most this often (one compact write instead of two pretty ones per contact). */
const SAVE_DELAY_MS = 250;

export function createPipedriveHandler(stateFile: string, options: PipedriveFakeOptions = {}): PipedriveHandler {
  let state: FakeState;
  try {
    state = { ...emptyState(), ...(JSON.parse(readFileSync(stateFile, 'utf8')) as FakeState) };
  } catch {
    state = emptyState();
  }
  const faults: Faults = { remaining: 0, forever: false };
  const pathFaults = new Map<string, { status: number; body: unknown }>();
  const requests: RecordedRequest[] = [];
  const counters = { requests: 0, failed: 0 };
  // Rewriting the whole file on every change blocked the event loop the API shares (2 MB, twice per
  // contact); now changes are coalesced into one write per SAVE_DELAY_MS, and flushed on stop.
  let saveTimer: NodeJS.Timeout | undefined;
  const flush = (): void => {
    if (!saveTimer) return;
    clearTimeout(saveTimer);
    saveTimer = undefined;
    writeFileSync(stateFile, `${JSON.stringify(state)}\n`);
  };
  const save = (): void => {
    saveTimer ??= setTimeout(flush, SAVE_DELAY_MS);
  };

  const find = (collection: Collection, id: number): PipedriveRecord => {
    const record = state.records[collection].find((r) => r.id === id);
    if (!record) throw new HttpError(404, `${collection.slice(0, -1)} not found`);
    return record;
  };

  const normalize = (collection: Collection, body: Record<string, unknown>): Record<string, unknown> =>
    collection === 'persons'
      ? { ...body, ...('email' in body ? { email: contactValues(body.email) } : {}), ...('phone' in body ? { phone: contactValues(body.phone) } : {}) }
      : body;

  const create = (collection: Collection, body: Record<string, unknown>): PipedriveRecord => {
    const required = requiredOnCreate[collection];
    const value = body[required.field];
    if (typeof value !== 'string' || value.trim() === '') throw new HttpError(400, required.error);
    if (collection === 'notes' && !['deal_id', 'person_id', 'org_id', 'lead_id'].some((k) => body[k] !== undefined)) {
      throw new HttpError(400, 'Note must be attached to a deal, person, organization or lead.');
    }
    const now = pipedriveTime();
    const record: PipedriveRecord = {
      ...(collection === 'persons' ? { email: [], phone: [] } : {}),
      ...(collection === 'deals' ? { status: 'open', currency: 'EUR', value: 0 } : {}),
      ...normalize(collection, body),
      id: state.nextId[collection]++,
      add_time: now,
      update_time: now,
      active_flag: true,
    };
    state.records[collection].push(record);
    save();
    return record;
  };

  const searchPersons = (query: URLSearchParams): unknown => {
    const term = (query.get('term') ?? '').trim().toLowerCase();
    const exact = query.get('exact_match') === 'true' || query.get('exact_match') === '1';
    if (term.length < (exact ? 1 : 2)) throw new HttpError(400, 'Search term must be at least 2 characters long.');
    const fields = (query.get('fields') ?? 'custom_fields,email,name,notes,phone').split(',');
    const matches = (candidate: string): boolean => (exact ? candidate.toLowerCase() === term : candidate.toLowerCase().includes(term));
    const values = (v: unknown): string[] => (Array.isArray(v) ? v.map((e) => String((e as ContactValue).value)) : []);
    const items = state.records.persons
      .filter(
        (p) =>
          (fields.includes('email') && values(p.email).some(matches)) ||
          (fields.includes('phone') && values(p.phone).some(matches)) ||
          (fields.includes('name') && typeof p.name === 'string' && matches(p.name)),
      )
      .map((p) => ({
        result_score: 1,
        item: { id: p.id, type: 'person', name: p.name, emails: values(p.email), phones: values(p.phone), visible_to: 3, organization: null, custom_fields: [], notes: [] },
      }));
    return { items };
  };

  const route = async (req: IncomingMessage, url: URL, body: Record<string, unknown>): Promise<{ status: number; data: unknown; additional?: unknown }> => {
    const parts = url.pathname.replace(/^\/api\/v1\/?/, '').split('/').filter(Boolean);
    const [resource, idOrAction, sub] = parts;
    const method = req.method ?? 'GET';
    // GET /persons/{id}/deals: the person's deals (Pipedrive keeps them when the person is deleted).
    if (resource === 'persons' && sub === 'deals' && parts.length === 3 && method === 'GET') {
      const personId = Number(idOrAction);
      const status = url.searchParams.get('status') ?? 'all_not_deleted';
      const deals = state.records.deals.filter((d) => d.person_id === personId && (status === 'all_not_deleted' || d.status === status));
      return listPage(deals, url.searchParams);
    }
    if (!collections.includes(resource as Collection) || parts.length > 2) throw new HttpError(404, 'Unknown method .');
    const collection = resource as Collection;

    if (collection === 'persons' && idOrAction === 'search' && method === 'GET') return { status: 200, data: searchPersons(url.searchParams) };
    if (idOrAction === undefined && method === 'POST') return { status: 201, data: create(collection, body) };
    if (idOrAction === undefined && method === 'GET') {
      // GET /notes takes deal_id / person_id filters.
      const filters = collection === 'notes' ? (['deal_id', 'person_id'] as const).filter((f) => url.searchParams.has(f)) : [];
      const records = state.records[collection].filter((r) => filters.every((f) => r[f] === Number(url.searchParams.get(f))));
      return listPage(records, url.searchParams);
    }
    const id = Number(idOrAction);
    if (!Number.isInteger(id)) throw new HttpError(404, 'Unknown method .');
    if (method === 'GET') return { status: 200, data: find(collection, id) };
    if (method === 'PUT') {
      const record = Object.assign(find(collection, id), normalize(collection, body), { id, update_time: pipedriveTime() });
      save();
      return { status: 200, data: record };
    }
    if (method === 'DELETE') {
      find(collection, id);
      state.records[collection] = state.records[collection].filter((r) => r.id !== id);
      save();
      return { status: 200, data: { id } };
    }
    throw new HttpError(405, 'Method not allowed.');
  };

  const control = async (req: IncomingMessage, res: ServerResponse, action: string): Promise<void> => {
    if (action === 'state' && req.method === 'GET') {
      return sendJson(res, 200, { faults, counters, ...state.records });
    }
    if (action === 'fail' && req.method === 'POST') {
      const body = parseBody(await readBody(req, 10_000), 'application/json') as { times?: unknown; forever?: unknown };
      faults.forever = body.forever === true;
      faults.remaining = typeof body.times === 'number' && body.times > 0 ? Math.floor(body.times) : 0;
      return sendJson(res, 200, { faults });
    }
    if (action === 'reset' && req.method === 'POST') {
      faults.forever = false;
      faults.remaining = 0;
      return sendJson(res, 200, { faults });
    }
    sendJson(res, 404, { error: 'unknown control action' });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (url.pathname.startsWith('/__control/')) return await control(req, res, url.pathname.slice('/__control/'.length));
      if (!url.pathname.startsWith('/api/v1/')) throw new HttpError(404, 'Unknown method .');
      counters.requests++;
      const path = url.pathname.slice('/api/v1'.length);
      // Read once here for the log; route() takes the parsed body from the request record.
      const raw = req.method === 'POST' || req.method === 'PUT' ? await readBody(req, 1024 * 1024) : Buffer.alloc(0);
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path, query: Object.fromEntries(url.searchParams), body: raw.length ? parseBody(raw, req.headers['content-type']) : undefined };
      requests.push(recorded);
      if (requests.length > MAX_RECORDED_REQUESTS) requests.shift();
      const pathFault = pathFaults.get(path);
      if (pathFault) {
        pathFaults.delete(path);
        res.writeHead(pathFault.status, { 'content-type': 'application/json' });
        res.end(typeof pathFault.body === 'string' ? pathFault.body : JSON.stringify(pathFault.body));
        return;
      }
      const token = url.searchParams.get('api_token') ?? req.headers['x-api-token'];
      if (typeof token !== 'string' || token === '') {
        return sendJson(res, 401, { success: false, error: 'You need to be authorized to make this request.', errorCode: 401 });
      }
      if (options.token !== undefined && token !== options.token) {
        return sendJson(res, 401, { success: false, error: 'unauthorized access', errorCode: 401 });
      }
      if (faults.forever || faults.remaining > 0) {
        if (!faults.forever) faults.remaining--;
        counters.failed++;
        return sendJson(res, 503, { success: false, error: 'Service unavailable (local fault injection)', errorCode: 503 });
      }
      const { status, data, additional } = await route(req, url, (recorded.body ?? {}) as Record<string, unknown>);
      sendJson(res, status, { success: true, data, ...(additional ? { additional_data: additional } : {}) });
    } catch (error) {
      const status = error instanceof HttpError ? error.status : error instanceof SyntaxError ? 400 : 500;
      sendJson(res, status, { success: false, error: error instanceof Error ? error.message : 'error', errorCode: status });
    }
  };
  const inspect: PipedriveInspection = {
    get records() {
      return state.records;
    },
    requests,
    failNext: (path, status, body) => void pathFaults.set(path, { status, body }),
    clear: () => {
      for (const collection of collections) state.records[collection] = [];
      requests.length = 0;
      save();
    },
  };
  return Object.assign(handle, { flush, inspect });
}

/** One page of a list answer; Pipedrive answers an empty list with `data: null`. */
function listPage(records: PipedriveRecord[], query: URLSearchParams): { status: number; data: unknown; additional: unknown } {
  const start = Number(query.get('start') ?? 0);
  const limit = Number(query.get('limit') ?? 100);
  const page = records.slice(start, start + limit);
  const more = start + limit < records.length;
  return { status: 200, data: page.length ? page : null, additional: { pagination: { start, limit, more_items_in_collection: more, ...(more ? { next_start: start + limit } : {}) } } };
}

function parseBody(raw: Buffer, contentType: string | undefined): Record<string, unknown> {
  if (raw.length === 0) return {};
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  const parsed: unknown = JSON.parse(raw.toString('utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new HttpError(400, 'Request body must be a JSON object.');
  return parsed as Record<string, unknown>;
}

export async function startPipedriveFake(stateFile: string, port: number, options: PipedriveFakeOptions = {}): Promise<PipedriveFake> {
  const handle = createPipedriveHandler(stateFile, options);
  const server = createServer((req, res) => void handle(req, res));
  await listen(server, port, 'Pipedrive fake');
  // Port 0: the system's free port (the unit tests).
  const url = localUrl(port || (server.address() as AddressInfo).port);
  return {
    url,
    baseUrl: `${url}/api/v1`,
    inspect: handle.inspect,
    stop: async () => {
      await closeServer(server);
      handle.flush();
    },
  };
}

/** The same fake for unit tests: a free port, its state in a fresh temporary file, only `token` accepted. */
export async function startTestPipedrive(token: string): Promise<PipedriveFake> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pipedrive-fake-'));
  const fake = await startPipedriveFake(path.join(dir, 'state.json'), 0, { token });
  return {
    ...fake,
    stop: async () => {
      await fake.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
