import type { Collection, PipedriveRecord, PipedriveStore } from './pipedrive-store';

/**
 * The API of the local Pipedrive stand-in, as Pipedrive serves it today and as its official Node
 * client (`pipedrive` v33: v2 PersonsApi/DealsApi, v1 NotesApi) sends it; pipedrive-contract.test.ts
 * drives it with that client.
 *   API v2 (`/api/v2`): persons (add, get, delete, search), deals (add, list with person_id/status,
 *     get, delete); ISO 8601 times, `emails`/`phones` on persons, cursor paging
 *     (`additional_data.next_cursor`, null on the last page).
 *   API v1 (`/v1` or `/api/v1`): notes (add, list by deal_id/person_id with offset paging, get, delete).
 *     Its persons and deals endpoints answer 410 in Pipedrive's error shape: deprecated on
 *     2026-01-01 and out of support since 2026-08-01, so a client falling back to them fails.
 *   API v1 webhooks (add, list, delete); the stand-in delivers v2 `change.deal` when a deal's status is
 *     changed through its control API (pipedrive-webhooks.ts).
 * Not modelled (the product does not use them): organizations, leads, activities, custom fields,
 * updates (PATCH), followers, deleted-record recovery, per-endpoint token costs.
 */
export class PipedriveHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface RouteResult {
  status: number;
  data: unknown;
  additional?: unknown;
}

export interface ApiRequest {
  method: string;
  /** Path segments below the version prefix, e.g. ['persons', 'search']. */
  parts: string[];
  query: URLSearchParams;
  body: Record<string, unknown>;
}

/** v2 timestamps: `2026-05-01T12:34:56Z`. */
const isoTime = (date = new Date()): string => `${date.toISOString().slice(0, 19)}Z`;
/** v1 timestamps: `2026-05-01 12:34:56` (UTC). */
const v1Time = (date = new Date()): string => date.toISOString().slice(0, 19).replace('T', ' ');

const MAX_LIMIT = 500;
const DEFAULT_LIMIT = 100;

interface ContactValue {
  value: string;
  primary: boolean;
  label: string;
}

/** v2 takes a list of {value, primary, label} for `emails` and `phones`. */
function contactValues(field: string, input: unknown): ContactValue[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) throw new PipedriveHttpError(400, `Parameter '${field}' must be an array.`);
  return input.map((entry: unknown, index) => {
    if (!entry || typeof entry !== 'object' || typeof (entry as { value?: unknown }).value !== 'string') {
      throw new PipedriveHttpError(400, `Parameter '${field}' items must be objects with a 'value'.`);
    }
    const e = entry as { value: string; primary?: boolean; label?: string };
    return { value: e.value, primary: e.primary ?? index === 0, label: e.label ?? 'work' };
  });
}

function limitOf(query: URLSearchParams): number {
  const raw = query.get('limit');
  if (raw === null) return DEFAULT_LIMIT;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw new PipedriveHttpError(400, `Parameter 'limit' must be an integer from 1 to ${MAX_LIMIT}.`);
  return limit;
}

/** Cursors are opaque to clients; here the offset of the next page, base64url-encoded. */
const encodeCursor = (offset: number): string => Buffer.from(`offset:${offset}`).toString('base64url');
function decodeCursor(cursor: string | null): number {
  if (cursor === null) return 0;
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new PipedriveHttpError(400, "Parameter 'cursor' is invalid.");
  return Number(match[1]);
}

function cursorPage<T>(items: readonly T[], query: URLSearchParams): { page: T[]; nextCursor: string | null } {
  const offset = decodeCursor(query.get('cursor'));
  const limit = limitOf(query);
  const page = items.slice(offset, offset + limit);
  return { page, nextCursor: offset + limit < items.length ? encodeCursor(offset + limit) : null };
}

const idOf = (segment: string | undefined): number => {
  const id = Number(segment);
  if (!Number.isInteger(id) || id < 1) throw new PipedriveHttpError(400, "Parameter 'id' must be a positive integer.");
  return id;
};

const notFound = (collection: Collection): PipedriveHttpError =>
  new PipedriveHttpError(404, `${{ persons: 'Person', deals: 'Deal', notes: 'Note', webhooks: 'Webhook' }[collection]} not found`);

const requireText = (body: Record<string, unknown>, field: string, message: string): string => {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') throw new PipedriveHttpError(400, message);
  return value;
};

const optionalId = (body: Record<string, unknown>, field: string): number | null => {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new PipedriveHttpError(400, `Parameter '${field}' must be an integer.`);
  return value;
};

function searchPersons(store: PipedriveStore, query: URLSearchParams): RouteResult {
  const term = (query.get('term') ?? '').trim().toLowerCase();
  const exact = query.get('exact_match') === 'true' || query.get('exact_match') === '1';
  if (term.length < (exact ? 1 : 2)) throw new PipedriveHttpError(400, 'Search term must be at least 2 characters long (1 with exact_match).');
  const fields = (query.get('fields') ?? 'custom_fields,email,name,notes,phone').split(',');
  const matches = (candidate: string): boolean => (exact ? candidate.toLowerCase() === term : candidate.toLowerCase().includes(term));
  const values = (v: unknown): string[] => (Array.isArray(v) ? v.map((e) => String((e as ContactValue).value)) : []);
  const hits = store.records.persons.filter(
    (p) =>
      (fields.includes('email') && values(p.emails).some(matches)) ||
      (fields.includes('phone') && values(p.phones).some(matches)) ||
      (fields.includes('name') && typeof p.name === 'string' && matches(p.name)),
  );
  const { page, nextCursor } = cursorPage(hits, query);
  const items = page.map((p) => ({
    result_score: 1,
    item: { id: p.id, type: 'person', name: p.name, phones: values(p.phones), emails: values(p.emails), visible_to: p.visible_to, owner: { id: p.owner_id }, organization: null, custom_fields: [], notes: [] },
  }));
  return { status: 200, data: { items }, additional: { next_cursor: nextCursor } };
}

function addPerson(store: PipedriveStore, body: Record<string, unknown>): RouteResult {
  const name = requireText(body, 'name', "Parameter 'name' is required.");
  const now = isoTime();
  const [first, ...rest] = name.trim().split(/\s+/);
  const person = store.add('persons', {
    name,
    first_name: first ?? '',
    last_name: rest.join(' '),
    owner_id: 1,
    org_id: optionalId(body, 'org_id'),
    add_time: now,
    update_time: now,
    emails: contactValues('emails', body.emails),
    phones: contactValues('phones', body.phones),
    is_deleted: false,
    visible_to: typeof body.visible_to === 'number' ? body.visible_to : 3,
    label_ids: [],
    picture_id: null,
  });
  return { status: 200, data: person };
}

function addDeal(store: PipedriveStore, body: Record<string, unknown>): RouteResult {
  const title = requireText(body, 'title', "Parameter 'title' is required.");
  const now = isoTime();
  const deal = store.add('deals', {
    title,
    owner_id: 1,
    person_id: optionalId(body, 'person_id'),
    org_id: optionalId(body, 'org_id'),
    pipeline_id: 1,
    stage_id: 1,
    value: typeof body.value === 'number' ? body.value : 0,
    currency: typeof body.currency === 'string' ? body.currency : 'EUR',
    add_time: now,
    update_time: now,
    stage_change_time: null,
    is_deleted: false,
    is_archived: false,
    status: 'open',
    probability: null,
    lost_reason: null,
    visible_to: 3,
    close_time: null,
    won_time: null,
    lost_time: null,
    expected_close_date: null,
    label_ids: [],
  });
  return { status: 200, data: deal };
}

function listDeals(store: PipedriveStore, query: URLSearchParams): RouteResult {
  const personId = query.get('person_id');
  const statuses = (query.get('status') ?? 'open,won,lost').split(',');
  const deals = store.records.deals.filter((d) => (personId === null || d.person_id === Number(personId)) && statuses.includes(String(d.status)));
  const { page, nextCursor } = cursorPage(deals, query);
  return { status: 200, data: page, additional: { next_cursor: nextCursor } };
}

function getOrDelete(store: PipedriveStore, collection: 'persons' | 'deals', method: string, id: number): RouteResult {
  const record = store.find(collection, id);
  if (!record) throw notFound(collection);
  if (method === 'GET') return { status: 200, data: record };
  store.remove(collection, id);
  return { status: 200, data: { id } };
}

/** `/api/v2/…` */
export function routeV2(store: PipedriveStore, { method, parts, query, body }: ApiRequest): RouteResult {
  const [resource, idOrAction, ...more] = parts;
  if ((resource !== 'persons' && resource !== 'deals') || more.length > 0) throw new PipedriveHttpError(404, 'Unknown method .');
  if (resource === 'persons' && idOrAction === 'search' && method === 'GET') return searchPersons(store, query);
  if (idOrAction === undefined && method === 'POST') return resource === 'persons' ? addPerson(store, body) : addDeal(store, body);
  if (idOrAction === undefined && method === 'GET' && resource === 'deals') return listDeals(store, query);
  if (idOrAction !== undefined && (method === 'GET' || method === 'DELETE')) return getOrDelete(store, resource, method, idOf(idOrAction));
  throw new PipedriveHttpError(405, 'Method not allowed.');
}

function addNote(store: PipedriveStore, body: Record<string, unknown>): RouteResult {
  const content = requireText(body, 'content', 'Content must be given.');
  const links = ['deal_id', 'person_id', 'org_id', 'lead_id', 'project_id'] as const;
  if (!links.some((k) => body[k] !== undefined && body[k] !== null)) throw new PipedriveHttpError(400, 'Note must be attached to a deal, person, organization, lead or project.');
  const numeric = (k: string): number | null => (body[k] === undefined || body[k] === null ? null : Number(body[k]));
  const now = v1Time();
  const note = store.add('notes', {
    content,
    deal_id: numeric('deal_id'),
    person_id: numeric('person_id'),
    org_id: numeric('org_id'),
    lead_id: typeof body.lead_id === 'string' ? body.lead_id : null,
    project_id: numeric('project_id'),
    user_id: 1,
    add_time: now,
    update_time: now,
    active_flag: true,
    pinned_to_deal_flag: false,
    pinned_to_person_flag: false,
    pinned_to_organization_flag: false,
  });
  return { status: 201, data: note };
}

/** v1 offset paging; an empty page is `data: null`, as Pipedrive answers it. */
function listNotes(store: PipedriveStore, query: URLSearchParams): RouteResult {
  const filters = (['deal_id', 'person_id'] as const).filter((f) => query.has(f));
  const notes: PipedriveRecord[] = store.records.notes.filter((n) => filters.every((f) => n[f] === Number(query.get(f))));
  const start = Number(query.get('start') ?? 0);
  const limit = limitOf(query);
  const page = notes.slice(start, start + limit);
  const more = start + limit < notes.length;
  return {
    status: 200,
    data: page.length ? page : null,
    additional: { pagination: { start, limit, more_items_in_collection: more, ...(more ? { next_start: start + limit } : {}) } },
  };
}

/** Pipedrive's text for the v1 endpoints it retired. */
export const DEPRECATED_V1_MESSAGE = 'This endpoint is deprecated and no longer available. Please use the API v2 endpoint instead.';

/** `/v1/…` or `/api/v1/…` */
/**
 * v1 webhooks as Pipedrive serves them (POST /v1/webhooks with `subscription_url`, `event_action`,
 * `event_object`, optional `http_auth_user`/`http_auth_password` and `version` "1.0" or "2.0"; GET lists;
 * DELETE /{id}). The stand-in delivers only v2 `change.deal` (pipedrive-webhooks.ts).
 */
function routeWebhooks(store: PipedriveStore, method: string, id: string | undefined, body: Record<string, unknown>): RouteResult {
  if (id === undefined && method === 'GET') return { status: 200, data: store.records.webhooks };
  if (id === undefined && method === 'POST') {
    const subscriptionUrl = requireText(body, 'subscription_url', "Parameter 'subscription_url' is required.");
    const eventAction = requireText(body, 'event_action', "Parameter 'event_action' is required.");
    const eventObject = requireText(body, 'event_object', "Parameter 'event_object' is required.");
    try {
      if (new URL(subscriptionUrl).protocol !== 'http:' && new URL(subscriptionUrl).protocol !== 'https:') throw new Error('scheme');
    } catch {
      throw new PipedriveHttpError(400, "Parameter 'subscription_url' must be a valid URL.");
    }
    const webhook = store.add('webhooks', {
      company_id: 1,
      owner_id: 1,
      user_id: 1,
      event_action: eventAction,
      event_object: eventObject,
      subscription_url: subscriptionUrl,
      is_active: 1,
      add_time: v1Time(),
      remove_time: null,
      type: 'general',
      http_auth_user: typeof body.http_auth_user === 'string' ? body.http_auth_user : null,
      http_auth_password: typeof body.http_auth_password === 'string' ? body.http_auth_password : null,
      version: body.version === '2.0' ? '2.0' : '1.0',
      last_delivery_time: null,
      last_http_status: null,
    });
    return { status: 201, data: webhook };
  }
  if (id !== undefined && method === 'DELETE') {
    if (!store.remove('webhooks', idOf(id))) throw notFound('webhooks');
    return { status: 200, data: { id: idOf(id) } };
  }
  throw new PipedriveHttpError(405, 'Method not allowed.');
}

export function routeV1(store: PipedriveStore, { method, parts, query, body }: ApiRequest): RouteResult {
  const [resource, idOrAction, ...more] = parts;
  if (resource === 'persons' || resource === 'deals') throw new PipedriveHttpError(410, DEPRECATED_V1_MESSAGE);
  if (resource === 'webhooks' && more.length === 0) return routeWebhooks(store, method, idOrAction, body);
  if (resource !== 'notes' || more.length > 0) throw new PipedriveHttpError(404, 'Unknown method .');
  if (idOrAction === undefined && method === 'POST') return addNote(store, body);
  if (idOrAction === undefined && method === 'GET') return listNotes(store, query);
  const id = idOf(idOrAction);
  const note = store.find('notes', id);
  if (!note) throw notFound('notes');
  if (method === 'GET') return { status: 200, data: note };
  if (method === 'DELETE') {
    store.remove('notes', id);
    return { status: 200, data: true };
  }
  throw new PipedriveHttpError(405, 'Method not allowed.');
}
