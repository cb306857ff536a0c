/**
 * Pipedrive over fetch: API v2 for persons, deals and search, API v1 for notes (notes have no v2
 * endpoint and are not deprecated). Pipedrive retired the v1 persons/deals endpoints (deprecated
 * 2026-01-01, out of support since 2026-08-01), so none of them is called here.
 *   GET    /api/v2/persons/search?term=&fields=email&exact_match=true&limit=&cursor=  → data.items[].item.id
 *   POST   /api/v2/persons {name, emails:[{value,primary,label}], phones:[…]}       → data.id
 *   GET    /api/v2/persons/{id}                                                     → data (404 once deleted)
 *   DELETE /api/v2/persons/{id}
 *   GET    /api/v2/deals?person_id=&limit=&cursor=                                  → data[].id, additional_data.next_cursor
 *   POST   /api/v2/deals {title, person_id}                                         → data.id
 *   DELETE /api/v2/deals/{id}
 *   POST   /api/v1/notes {content, deal_id} · GET /api/v1/notes?deal_id=|person_id=&start=&limit= · DELETE /api/v1/notes/{id}
 * The token travels only in the `x-api-token` header, never in a URL (proxies and logs keep URLs).
 * Every answer is Pipedrive's `{ success, data, additional_data }` envelope; a non-2xx answer, a body
 * that is not JSON, `success: false` or a network error/timeout becomes a PipedriveError (without the
 * token). A 429 carries when Pipedrive takes the next request (Retry-After / x-ratelimit-reset); a
 * 401/403 is permanent: retrying with the same token cannot help.
 */
import { getParameter } from '@aws-lambda-powertools/parameters/ssm';
import { ConfigError, pipedriveSettings, type PipedriveSettings } from '../config';
import type { CrmClient } from '../use-cases/ports';
import type { RetryHint } from '../use-cases/retry-hint';
import { retryNotBeforeOf } from './retry-after';

export class PipedriveError extends Error implements RetryHint {
  override name = 'PipedriveError';
  /** 401/403: the token is refused; the same call will not succeed until someone changes the token. */
  readonly permanent: boolean;
  constructor(
    message: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    /** A 429's earliest next attempt (Retry-After / x-ratelimit-reset). */
    readonly retryNotBefore?: Date,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.permanent = status === 401 || status === 403;
  }
}

export interface PipedriveClientOptions {
  /** Origin of the API: https://{company}.pipedrive.com, or the local stand-in's. */
  apiOrigin: string;
  companyDomain: string;
  apiToken: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
}

interface Envelope {
  success?: boolean;
  data?: unknown;
  error?: string;
  additional_data?: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
/** Pipedrive's largest page (list endpoints, person search). */
const PAGE_LIMIT = 500;
/** Never follow more pages than this (a stand-in or proxy answering the same cursor forever). */
const MAX_PAGES = 100;

const idsOf = (list: unknown): number[] =>
  (Array.isArray(list) ? list : []).map((item) => (isRecord(item) ? item.id : undefined)).filter((id): id is number => typeof id === 'number');

export class PipedriveClient implements CrmClient {
  private readonly fetch: typeof fetch;
  private readonly origin: string;

  constructor(private readonly options: PipedriveClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.origin = options.apiOrigin.replace(/\/+$/, '');
  }

  async findPersonIdByEmail(email: string): Promise<number | undefined> {
    const { data } = await this.request('GET', '/api/v2/persons/search', { term: email, fields: 'email', exact_match: 'true', limit: '1' });
    return this.searchIds(data)[0];
  }

  async createPerson(person: { name: string; email: string; phone: string }): Promise<number> {
    const { data } = await this.request('POST', '/api/v2/persons', undefined, {
      name: person.name,
      emails: [{ value: person.email, primary: true, label: 'work' }],
      ...(person.phone ? { phones: [{ value: person.phone, primary: true, label: 'work' }] } : {}),
    });
    return this.idOf('/api/v2/persons', data);
  }

  async createDeal(deal: { title: string; personId: number }): Promise<number> {
    const { data } = await this.request('POST', '/api/v2/deals', undefined, { title: deal.title, person_id: deal.personId });
    return this.idOf('/api/v2/deals', data);
  }

  async createNote(note: { content: string; dealId: number }): Promise<number> {
    const { data } = await this.request('POST', '/api/v1/notes', undefined, { content: note.content, deal_id: note.dealId });
    return this.idOf('/api/v1/notes', data);
  }

  /** Whether the person is still there (v2 answers 404 for a deleted person; `is_deleted` in case it lists one). */
  async personExists(personId: number): Promise<boolean> {
    try {
      const { data } = await this.request('GET', `/api/v2/persons/${personId}`);
      return !(isRecord(data) && (data.is_deleted === true || data.active_flag === false));
    } catch (error) {
      if (error instanceof PipedriveError && (error.status === 404 || error.status === 410)) return false;
      throw error;
    }
  }

  /** Deletes a person; an unknown person (404) counts as deleted. Pipedrive keeps the person's deals and notes. */
  async deletePerson(personId: number): Promise<void> {
    await this.deleteQuietly(`/api/v2/persons/${personId}`);
  }

  async deleteDeal(dealId: number): Promise<void> {
    await this.deleteQuietly(`/api/v2/deals/${dealId}`);
  }

  async deleteNote(noteId: number): Promise<void> {
    await this.deleteQuietly(`/api/v1/notes/${noteId}`);
  }

  /** Every person whose e-mail is exactly this address (all pages of the v2 search). */
  async personIdsByEmail(email: string): Promise<number[]> {
    return this.cursorPages('/api/v2/persons/search', { term: email, fields: 'email', exact_match: 'true' }, (data) => this.searchIds(data));
  }

  /** The person's deals, open, won or lost (v2 lists every deal not deleted when no status is given). */
  async dealIdsOfPerson(personId: number): Promise<number[]> {
    return this.cursorPages('/api/v2/deals', { person_id: String(personId) }, idsOf);
  }

  /** Notes attached to a deal or to a person (v1 `GET /notes?deal_id=` / `?person_id=`, offset paging). */
  async noteIds(of: { dealId: number } | { personId: number }): Promise<number[]> {
    const query: Record<string, string> = 'dealId' in of ? { deal_id: String(of.dealId) } : { person_id: String(of.personId) };
    const ids: number[] = [];
    for (let page = 0, start = 0; page < MAX_PAGES; page++, start += PAGE_LIMIT) {
      const { data, additional } = await this.request('GET', '/api/v1/notes', { ...query, start: String(start), limit: String(PAGE_LIMIT) });
      ids.push(...idsOf(data));
      const pagination = isRecord(additional) && isRecord(additional.pagination) ? additional.pagination : undefined;
      if (pagination?.more_items_in_collection !== true) return ids;
    }
    return ids;
  }

  personUrl(personId: number): string {
    return `https://${this.options.companyDomain}.pipedrive.com/person/${personId}`;
  }

  dealUrl(dealId: number): string {
    return `https://${this.options.companyDomain}.pipedrive.com/deal/${dealId}`;
  }

  private searchIds(data: unknown): number[] {
    const items = isRecord(data) && Array.isArray(data.items) ? data.items : [];
    return idsOf(items.map((entry) => (isRecord(entry) ? entry.item : undefined)));
  }

  /** v2 cursor paging: follows `additional_data.next_cursor` until it is null. */
  private async cursorPages(path: string, query: Record<string, string>, pick: (data: unknown) => number[]): Promise<number[]> {
    const ids: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const { data, additional } = await this.request('GET', path, { ...query, limit: String(PAGE_LIMIT), ...(cursor ? { cursor } : {}) });
      ids.push(...pick(data));
      const next = isRecord(additional) ? additional.next_cursor : undefined;
      if (typeof next !== 'string' || next === '') return ids;
      cursor = next;
    }
    return ids;
  }

  private async deleteQuietly(path: string): Promise<void> {
    try {
      await this.request('DELETE', path);
    } catch (error) {
      if (error instanceof PipedriveError && (error.status === 404 || error.status === 410)) return;
      throw error;
    }
  }

  private idOf(path: string, data: unknown): number {
    const id = isRecord(data) ? data.id : undefined;
    if (typeof id !== 'number') throw new PipedriveError(`Pipedrive POST ${path}: answer without numeric id`, 200);
    return id;
  }

  private async request(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    query?: Record<string, string>,
    body?: unknown,
  ): Promise<{ data: unknown; additional: unknown }> {
    const url = new URL(`${this.origin}${path}`);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
    const label = `Pipedrive ${method} ${path}`; // the path only: the query holds the visitor's e-mail address

    let response: Response;
    try {
      response = await this.fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          'x-api-token': this.options.apiToken,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new PipedriveError(`${label} failed: ${error instanceof Error ? error.message : String(error)}`, 0, undefined, { cause: error });
    }

    const text = await response.text();
    let envelope: Envelope | undefined;
    try {
      const parsed: unknown = JSON.parse(text);
      envelope = isRecord(parsed) ? (parsed as Envelope) : undefined;
    } catch {
      envelope = undefined;
    }
    if (!response.ok || envelope?.success !== true) {
      const reason = envelope?.error ?? (envelope ? 'success is not true' : 'answer is not JSON');
      const retryNotBefore = response.status === 429 ? retryNotBeforeOf(response.headers, this.options.now?.() ?? new Date()) : undefined;
      const until = retryNotBefore ? ` (next request from ${retryNotBefore.toISOString()})` : '';
      throw new PipedriveError(`${label} answered ${response.status}: ${reason}${until}`, response.status, retryNotBefore);
    }
    return { data: envelope.data, additional: envelope.additional_data };
  }
}

/** The token: plain (local) or from the SSM SecureString (AWS), cached for 5 minutes by Powertools. */
export async function resolveToken(settings: Extract<PipedriveSettings, { connected: true }>): Promise<string> {
  if (settings.token) return settings.token;
  const name = settings.tokenParameter ?? '';
  const token = await getParameter(name, { decrypt: true, maxAge: 300 });
  if (!token) throw new ConfigError(`SSM parameter ${name} is empty`);
  return token;
}

/**
 * A client configured from PIPEDRIVE_* environment variables (see ../config.ts), or undefined on a
 * non-production stage without a CRM token of its own (its requests are never synced to a live CRM).
 */
export async function pipedriveClientFromEnv(): Promise<PipedriveClient | undefined> {
  const settings = pipedriveSettings();
  if (!settings.connected) return undefined;
  return new PipedriveClient({
    apiOrigin: settings.apiOrigin,
    companyDomain: settings.companyDomain,
    apiToken: await resolveToken(settings),
  });
}

/**
 * For the GDPR routes: the Pipedrive client, or none when no token is configured at all (then the
 * record's CRM ids are shown for manual removal instead of a failed erasure).
 */
export async function pipedriveIfConfigured(): Promise<PipedriveClient | undefined> {
  try {
    return await pipedriveClientFromEnv();
  } catch (error) {
    if (error instanceof ConfigError) return undefined;
    throw error;
  }
}
