import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeServer, listen, localUrl, readBody, sendJson } from '../core/http-util';
import { PipedriveHttpError, routeV1, routeV2, type ApiRequest } from './pipedrive-routes';
import { PipedriveStore, type Collection, type PipedriveRecord } from './pipedrive-store';
import { changeDealStatus, deliver, deliverDealChange, type WebhookDelivery } from './pipedrive-webhooks';

/**
 * The local Pipedrive stand-in: API v2 for persons, deals and search, API v1 for notes, the retired v1
 * persons/deals endpoints answering 410 (pipedrive-routes.ts). Answers use Pipedrive's
 * `{ success, data, additional_data }` envelope and its error shape `{ success: false, error,
 * errorCode, error_info }`. The token is accepted as Pipedrive accepts it (the `x-api-token` header,
 * or the `api_token` query parameter); which one a request used is recorded, so a test can prove the
 * product never puts it in a URL. `/__control/*` inspects and injects faults:
 *   GET  /__control/state        records, faults, counters, and `requests: [{ method, url, tokenIn }]`
 *                                (newest last; `url` the full path with the query, token redacted)
 *   POST /__control/fail         {"times": n} | {"forever": true}, optional "status" (default 503; 401 for
 *                                a token Pipedrive stopped accepting): next n (or all) API requests fail
 *   POST /__control/rate-limit   {"times": n, "retryAfterSeconds": s}: next n API requests → 429 with
 *                                `Retry-After: s` and `x-ratelimit-reset: s`, as Pipedrive's token budget answers
 *   POST /__control/reset        no more faults (data is kept)
 *   POST /__control/deal-status  {"id": n, "status": "won"|"lost"|"open", "value"?: number}: changes the deal as a
 *                                salesperson would in Pipedrive and delivers the `change.deal` webhook v2 to
 *                                every subscription (pipedrive-webhooks.ts); answers the deal and the deliveries
 *   POST /__control/redeliver    sends the last delivery again with `meta.attempt` + 1 (Pipedrive's retry)
 * Gaps against Pipedrive: see pipedrive-routes.ts (what is not modelled); token costs and the daily
 * budget are not counted, only injected.
 */

/** An API request as the stand-in received it (in-process tests check what the client sent). */
export interface RecordedRequest {
  method: string;
  /** The full path with the query, the token redacted, e.g. `/api/v2/persons/search?term=…`. */
  url: string;
  /** The full path without the query. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** Where the token came: Pipedrive takes both, the product must only use the header. */
  tokenIn: 'header' | 'query' | 'none';
}

/** In-process access for tests: the live records, the requests received, faults for one path. */
export interface PipedriveInspection {
  readonly records: Record<Collection, PipedriveRecord[]>;
  readonly requests: RecordedRequest[];
  /** The next request to `path` (the full path, e.g. `/api/v2/deals`) answers `status` with `body` (a string is sent as is) and `headers`. */
  failNext(path: string, status: number, body: unknown, headers?: Record<string, string>): void;
  /** Forgets every record and request (ids keep counting). */
  clear(): void;
}

export interface PipedriveFakeOptions {
  /** When set, any other API token is refused with Pipedrive's 401; otherwise any non-empty token passes. */
  token?: string;
}

export interface PipedriveFake {
  url: string;
  /** The API's origin for the product's client (PIPEDRIVE_BASE_URL): `/api/v2` and `/api/v1` below it. */
  baseUrl: string;
  inspect: PipedriveInspection;
  stop(): Promise<void>;
}

/** The request handler; `flush()` writes pending changes of the state file now. */
export type PipedriveHandler = ((req: IncomingMessage, res: ServerResponse) => Promise<void>) & { flush(): void; inspect: PipedriveInspection };

/** The request log keeps the latest requests only (`npm start` runs for days). */
const MAX_RECORDED_REQUESTS = 1_000;
const ERROR_INFO = 'Please check developers.pipedrive.com for more information about Pipedrive API.';

const sendError = (res: ServerResponse, status: number, error: string, headers: Record<string, string> = {}): void =>
  sendJson(res, status, { success: false, error, errorCode: status, error_info: ERROR_INFO }, headers);

function parseBody(raw: Buffer, contentType: string | undefined): Record<string, unknown> {
  if (raw.length === 0) return {};
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  const parsed: unknown = JSON.parse(raw.toString('utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new PipedriveHttpError(400, 'Request body must be a JSON object.');
  return parsed as Record<string, unknown>;
}

/** Which API a path belongs to: `/api/v2/…`, `/api/v1/…` or `/v1/…` (the official client's v1 base). */
function versionOf(pathname: string): { version: 'v1' | 'v2'; parts: string[] } | undefined {
  const match = /^(?:\/api)?\/(v1|v2)(\/.*)?$/.exec(pathname);
  if (!match || (match[1] === 'v2' && !pathname.startsWith('/api/'))) return undefined;
  return { version: match[1] as 'v1' | 'v2', parts: (match[2] ?? '').split('/').filter(Boolean) };
}

export function createPipedriveHandler(stateFile: string, options: PipedriveFakeOptions = {}): PipedriveHandler {
  const store = new PipedriveStore(stateFile);
  const faults = { remaining: 0, forever: false, status: 503 };
  const rateLimit = { remaining: 0, retryAfterSeconds: 2 };
  const pathFaults = new Map<string, { status: number; body: unknown; headers: Record<string, string> }>();
  const requests: RecordedRequest[] = [];
  const counters = { requests: 0, failed: 0, rateLimited: 0 };
  let lastDeliveries: WebhookDelivery[] = [];

  const control = async (req: IncomingMessage, res: ServerResponse, action: string): Promise<void> => {
    if (action === 'state' && req.method === 'GET') {
      const log = requests.map(({ method, url, tokenIn }) => ({ method, url, tokenIn }));
      return sendJson(res, 200, { faults, rateLimit, counters, ...store.records, requests: log });
    }
    if (req.method !== 'POST') return sendJson(res, 404, { error: 'unknown control action' });
    const body = parseBody(await readBody(req, 10_000), 'application/json');
    const times = typeof body.times === 'number' && body.times > 0 ? Math.floor(body.times) : 0;
    if (action === 'fail') {
      faults.forever = body.forever === true;
      faults.remaining = times;
      faults.status = typeof body.status === 'number' && body.status >= 400 && body.status < 600 ? body.status : 503;
      return sendJson(res, 200, { faults });
    }
    if (action === 'rate-limit') {
      rateLimit.remaining = times || 1;
      rateLimit.retryAfterSeconds = typeof body.retryAfterSeconds === 'number' && body.retryAfterSeconds >= 0 ? body.retryAfterSeconds : 2;
      return sendJson(res, 200, { rateLimit });
    }
    if (action === 'deal-status') {
      const status = body.status;
      if (typeof body.id !== 'number' || (status !== 'won' && status !== 'lost' && status !== 'open')) return sendJson(res, 400, { error: 'id (number) and status (won, lost, open) are required' });
      const changed = changeDealStatus(store, { id: body.id, status, value: typeof body.value === 'number' ? body.value : undefined });
      if (!changed) return sendJson(res, 404, { error: 'Deal not found' });
      lastDeliveries = await deliverDealChange(store, changed.deal, changed.previous);
      return sendJson(res, 200, { deal: changed.deal, deliveries: lastDeliveries.map(({ webhookId, url, status: answered }) => ({ webhookId, url, status: answered })) });
    }
    if (action === 'redeliver') {
      const again = await Promise.all(
        lastDeliveries.map(async (last) => {
          const webhook = store.find('webhooks', last.webhookId);
          const body = last.body as { meta: { attempt: number } };
          return webhook ? deliver(store, webhook, { ...body, meta: { ...body.meta, attempt: body.meta.attempt + 1 } }) : undefined;
        }),
      );
      return sendJson(res, 200, { deliveries: again.flatMap((d) => (d ? [{ webhookId: d.webhookId, url: d.url, status: d.status }] : [])) });
    }
    if (action === 'reset') {
      Object.assign(faults, { forever: false, remaining: 0, status: 503 });
      rateLimit.remaining = 0;
      return sendJson(res, 200, { faults, rateLimit });
    }
    sendJson(res, 404, { error: 'unknown control action' });
  };

  const record = async (req: IncomingMessage, url: URL): Promise<RecordedRequest> => {
    const raw = req.method === 'POST' || req.method === 'PUT' || req.method === 'PATCH' ? await readBody(req, 1024 * 1024) : Buffer.alloc(0);
    const tokenIn = typeof req.headers['x-api-token'] === 'string' && req.headers['x-api-token'] !== '' ? 'header' : url.searchParams.get('api_token') ? 'query' : 'none';
    const redacted = new URL(url);
    if (redacted.searchParams.has('api_token')) redacted.searchParams.set('api_token', 'REDACTED');
    const query = Object.fromEntries(redacted.searchParams);
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      url: `${redacted.pathname}${redacted.search}`,
      path: url.pathname,
      query,
      body: raw.length ? parseBody(raw, req.headers['content-type']) : undefined,
      tokenIn,
    };
    requests.push(recorded);
    if (requests.length > MAX_RECORDED_REQUESTS) requests.shift();
    return recorded;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (url.pathname.startsWith('/__control/')) return await control(req, res, url.pathname.slice('/__control/'.length));
      const api = versionOf(url.pathname);
      if (!api) return sendError(res, 404, 'Unknown method .');
      counters.requests++;
      const recorded = await record(req, url);
      const pathFault = pathFaults.get(url.pathname);
      if (pathFault) {
        pathFaults.delete(url.pathname);
        res.writeHead(pathFault.status, { 'content-type': 'application/json', ...pathFault.headers });
        res.end(typeof pathFault.body === 'string' ? pathFault.body : JSON.stringify(pathFault.body));
        return;
      }
      const headerToken = req.headers['x-api-token'];
      const token = typeof headerToken === 'string' && headerToken !== '' ? headerToken : url.searchParams.get('api_token');
      if (!token) return sendError(res, 401, 'You need to be authorized to make this request.');
      if (options.token !== undefined && token !== options.token) return sendError(res, 401, 'unauthorized access');
      if (rateLimit.remaining > 0) {
        rateLimit.remaining--;
        counters.rateLimited++;
        const seconds = String(rateLimit.retryAfterSeconds);
        return sendError(res, 429, 'Request over limit', { 'retry-after': seconds, 'x-ratelimit-limit': '80', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': seconds });
      }
      if (faults.forever || faults.remaining > 0) {
        if (!faults.forever) faults.remaining--;
        counters.failed++;
        const texts: Record<number, string> = { 401: 'unauthorized access', 403: 'Forbidden', 503: 'Service unavailable (local fault injection)' };
        return sendError(res, faults.status, texts[faults.status] ?? 'Local fault injection');
      }
      const request: ApiRequest = { method: req.method ?? 'GET', parts: api.parts, query: url.searchParams, body: (recorded.body ?? {}) as Record<string, unknown> };
      const { status, data, additional } = api.version === 'v2' ? routeV2(store, request) : routeV1(store, request);
      sendJson(res, status, { success: true, data, ...(additional ? { additional_data: additional } : {}) });
    } catch (error) {
      const status = error instanceof PipedriveHttpError ? error.status : error instanceof SyntaxError ? 400 : 500;
      sendError(res, status, error instanceof Error ? error.message : 'error');
    }
  };
  const inspect: PipedriveInspection = {
    get records() {
      return store.records;
    },
    requests,
    failNext: (p, status, body, headers = {}) => void pathFaults.set(p, { status, body, headers }),
    clear: () => {
      store.clear();
      requests.length = 0;
    },
  };
  return Object.assign(handle, { flush: () => store.flush(), inspect });
}

export async function startPipedriveFake(stateFile: string, port: number, options: PipedriveFakeOptions = {}): Promise<PipedriveFake> {
  const handle = createPipedriveHandler(stateFile, options);
  const server = createServer((req, res) => void handle(req, res));
  await listen(server, port, 'Pipedrive fake');
  // Port 0: the system's free port (the unit tests).
  const url = localUrl(port || (server.address() as AddressInfo).port);
  return {
    url,
    baseUrl: url,
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
