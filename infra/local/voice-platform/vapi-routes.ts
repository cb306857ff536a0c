import { randomUUID } from 'node:crypto';
import type { Vapi } from '@vapi-ai/server-sdk';
import { badRequest, notFound, VapiHttpError } from './vapi-errors';
import { LOCAL_ORG_ID, type StoredPhoneNumber, type VoicePlatformStore } from './voice-platform-store';

/**
 * The part of Vapi's REST API the product uses, answering as Vapi answers its official client
 * (`@vapi-ai/server-sdk` v2; vapi-contract.integration.test.ts drives it):
 *   GET    /phone-number            list; limit, createdAt{Gt,Ge,Lt,Le}, updatedAt{Gt,Ge,Lt,Le}  https://docs.vapi.ai/api-reference/phone-numbers/list
 *   POST   /phone-number            create (import) a number → 201                                https://docs.vapi.ai/api-reference/phone-numbers/create
 *   GET    /phone-number/{id}                                                                       https://docs.vapi.ai/api-reference/phone-numbers/get
 *   PATCH  /phone-number/{id}       change fields, e.g. its `server` {url, credentialId, headers, timeoutSeconds}  …/phone-numbers/update
 *   DELETE /phone-number/{id}       answers the deleted number                                      …/phone-numbers/delete
 *   GET    /call                    list newest first; id, phoneNumberId, assistantId, limit, createdAt…, updatedAt…  https://docs.vapi.ai/api-reference/calls/list
 *   GET    /call/{id}                                                                               https://docs.vapi.ai/api-reference/calls/get
 * Gaps: only `byo-phone-number` numbers (German numbers come through one's own SIP trunk; Twilio, Vonage,
 * Telnyx and Vapi's free US numbers answer 400 here); no v2 paginated lists, no assistants, squads,
 * credentials or call-creation endpoints; the body rules are the ones below, not all of Vapi's.
 */
export interface ApiRequest {
  method: string;
  parts: string[];
  query: URLSearchParams;
  body: Record<string, unknown>;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

const E164 = /^\+[1-9]\d{1,14}$/;
const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1_000;
const PHONE_NUMBER_FIELDS = new Set(['provider', 'number', 'numberE164CheckEnabled', 'credentialId', 'name', 'assistantId', 'squadId', 'workflowId', 'server', 'fallbackDestination', 'hooks']);
const SERVER_FIELDS = new Set(['url', 'credentialId', 'headers', 'timeoutSeconds', 'backoffPlan', 'staticIpAddressesEnabled', 'encryptedPaths']);
const DATE_FILTERS = ['createdAtGt', 'createdAtGe', 'createdAtLt', 'createdAtLe', 'updatedAtGt', 'updatedAtGe', 'updatedAtLt', 'updatedAtLe'] as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function validServer(value: unknown, store: VoicePlatformStore): Vapi.Server {
  if (!isRecord(value)) throw badRequest('server must be an object');
  const problems = Object.keys(value).filter((key) => !SERVER_FIELDS.has(key)).map((key) => `server.property ${key} should not exist`);
  const { url, credentialId, headers, timeoutSeconds } = value;
  if (url !== undefined && (typeof url !== 'string' || !URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))) problems.push('server.url must be a URL address');
  if (credentialId !== undefined && (typeof credentialId !== 'string' || !store.credential(credentialId))) problems.push('server.credentialId must be the id of an existing credential');
  if (headers !== undefined && (!isRecord(headers) || Object.values(headers).some((h) => typeof h !== 'string' || /[\r\n]/.test(h)))) problems.push('server.headers must be an object of strings');
  if (timeoutSeconds !== undefined && (typeof timeoutSeconds !== 'number' || timeoutSeconds < 1 || timeoutSeconds > 300)) problems.push('server.timeoutSeconds must not be less than 1 or greater than 300');
  if (problems.length > 0) throw badRequest(...problems);
  return value as Vapi.Server;
}

/** The body's fields as Vapi's validation pipe checks them: unknown ones refused, the known ones typed. */
function phoneNumberFields(body: Record<string, unknown>, store: VoicePlatformStore, creating: boolean): Partial<StoredPhoneNumber> {
  const problems = Object.keys(body).filter((key) => !PHONE_NUMBER_FIELDS.has(key)).map((key) => `property ${key} should not exist`);
  if (creating || body.provider !== undefined) {
    if (body.provider !== 'byo-phone-number') problems.push('provider must be byo-phone-number on the local platform');
  }
  const e164Check = body.numberE164CheckEnabled !== false;
  if (creating || body.number !== undefined) {
    if (typeof body.number !== 'string' || (e164Check ? !E164.test(body.number) : !/^\+?[a-zA-Z0-9]+$/.test(body.number))) {
      problems.push('number must be a valid phone number in the E.164 format');
    }
  }
  if ((creating || body.credentialId !== undefined) && (typeof body.credentialId !== 'string' || body.credentialId === '')) problems.push('credentialId must be a string');
  if (body.name !== undefined && (typeof body.name !== 'string' || body.name.length > 40)) problems.push('name must be shorter than or equal to 40 characters');
  for (const key of ['assistantId', 'squadId', 'workflowId'] as const) {
    if (body[key] !== undefined && typeof body[key] !== 'string') problems.push(`${key} must be a string`);
  }
  if (problems.length > 0) throw badRequest(...problems);
  const fields = { ...body } as Partial<StoredPhoneNumber>;
  if (body.server !== undefined) fields.server = validServer(body.server, store);
  return fields;
}

function limitOf(query: URLSearchParams): number {
  const raw = query.get('limit');
  if (raw === null) return DEFAULT_LIMIT;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_LIMIT) throw badRequest(`limit must not be greater than ${MAX_LIMIT}`, 'limit must not be less than 0');
  return limit;
}

/** The createdAt/updatedAt filters of Vapi's list endpoints, as one predicate; an unreadable date answers 400. */
function dateFilter(query: URLSearchParams): (item: { createdAt: string; updatedAt: string }) => boolean {
  const checks: Array<(item: { createdAt: string; updatedAt: string }) => boolean> = [];
  for (const name of DATE_FILTERS) {
    const raw = query.get(name);
    if (raw === null) continue;
    const bound = Date.parse(raw);
    if (Number.isNaN(bound)) throw badRequest(`${name} must be a valid ISO 8601 date string`);
    const field = name.startsWith('created') ? 'createdAt' : 'updatedAt';
    const op = name.slice(-2);
    checks.push((item) => {
      const at = Date.parse(item[field]);
      return op === 'Gt' ? at > bound : op === 'Ge' ? at >= bound : op === 'Lt' ? at < bound : at <= bound;
    });
  }
  return (item) => checks.every((check) => check(item));
}

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }): number => Date.parse(b.createdAt) - Date.parse(a.createdAt);

function phoneNumbers(store: VoicePlatformStore, request: ApiRequest): ApiAnswer {
  const [, id, extra] = request.parts;
  if (extra !== undefined) throw notFound();
  if (id === undefined) {
    if (request.method === 'GET') {
      const matches = dateFilter(request.query);
      return { status: 200, body: store.phoneNumbers.filter(matches).sort(newestFirst).slice(0, limitOf(request.query)) };
    }
    if (request.method === 'POST') {
      const fields = phoneNumberFields(request.body, store, true);
      if (store.phoneNumberByNumber(fields.number ?? '')) throw badRequest('number already exists in this organization');
      const now = new Date().toISOString();
      const created: StoredPhoneNumber = { ...(fields as StoredPhoneNumber), id: randomUUID(), orgId: LOCAL_ORG_ID, status: 'active', createdAt: now, updatedAt: now };
      store.addPhoneNumber(created);
      return { status: 201, body: created };
    }
    throw new VapiHttpError(405, 'Method Not Allowed');
  }
  const found = store.phoneNumber(id);
  if (!found) throw notFound();
  if (request.method === 'GET') return { status: 200, body: found };
  if (request.method === 'PATCH') {
    const fields = phoneNumberFields(request.body, store, false);
    const other = fields.number !== undefined ? store.phoneNumberByNumber(fields.number) : undefined;
    if (other && other.id !== found.id) throw badRequest('number already exists in this organization');
    Object.assign(found, fields, { updatedAt: new Date().toISOString() });
    store.changed();
    return { status: 200, body: found };
  }
  if (request.method === 'DELETE') {
    store.removePhoneNumber(found.id);
    return { status: 200, body: found };
  }
  throw new VapiHttpError(405, 'Method Not Allowed');
}

function calls(store: VoicePlatformStore, request: ApiRequest): ApiAnswer {
  const [, id, extra] = request.parts;
  if (extra !== undefined || request.method !== 'GET') throw notFound();
  if (id !== undefined) {
    const call = store.call(id);
    if (!call) throw notFound();
    return { status: 200, body: call };
  }
  const matches = dateFilter(request.query);
  const { query } = request;
  const listed = store.calls
    .filter((call) => matches(call))
    .filter((call) => (query.get('id') ?? call.id) === call.id)
    .filter((call) => (query.get('phoneNumberId') ?? call.phoneNumberId) === call.phoneNumberId)
    .filter((call) => (query.get('assistantId') ?? call.assistantId) === call.assistantId)
    .sort(newestFirst)
    .slice(0, limitOf(query));
  return { status: 200, body: listed };
}

export function routeApi(store: VoicePlatformStore, request: ApiRequest): ApiAnswer {
  const [resource] = request.parts;
  if (resource === 'phone-number') return phoneNumbers(store, request);
  if (resource === 'call') return calls(store, request);
  throw notFound();
}
