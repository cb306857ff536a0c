/**
 * Pipedrive API v1 over fetch. The local Pipedrive fake must answer the same four calls:
 *   GET  {base}/persons/search?term={email}&fields=email&exact_match=true → data.items[].item.id
 *   POST {base}/persons {name, email:[{value,primary,label}], phone:[…]}   → data.id
 *   POST {base}/deals   {title, person_id}                                 → data.id
 *   POST {base}/notes   {content, deal_id}                                 → data.id
 *   DELETE {base}/persons/{id}                                            → data.id (GDPR erase)
 * each with `?api_token=…` and answering `{ success: true, data }`. A non-2xx answer, a body that is
 * not JSON, `success: false` or a network error/timeout becomes a PipedriveError (without the token).
 */
import { getParameter } from '@aws-lambda-powertools/parameters/ssm';
import { ConfigError, pipedriveSettings, type PipedriveSettings } from '../config';
import type { CrmClient } from '../use-cases/ports';

export class PipedriveError extends Error {
  override name = 'PipedriveError';
  constructor(
    message: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface PipedriveClientOptions {
  baseUrl: string;
  companyDomain: string;
  apiToken: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface Envelope {
  success?: boolean;
  data?: unknown;
  error?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
/** Pipedrive's largest page (list endpoints, person search). */
const PAGE_LIMIT = 500;

export class PipedriveClient implements CrmClient {
  private readonly fetch: typeof fetch;
  private readonly baseUrl: string;

  constructor(private readonly options: PipedriveClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  async findPersonIdByEmail(email: string): Promise<number | undefined> {
    const data = await this.request('GET', '/persons/search', { term: email, fields: 'email', exact_match: 'true' });
    const items = isRecord(data) && Array.isArray(data.items) ? data.items : [];
    for (const entry of items) {
      const id = isRecord(entry) && isRecord(entry.item) ? entry.item.id : undefined;
      if (typeof id === 'number') return id;
    }
    return undefined;
  }

  async createPerson(person: { name: string; email: string; phone: string }): Promise<number> {
    return this.idOf(
      '/persons',
      await this.request('POST', '/persons', undefined, {
        name: person.name,
        email: [{ value: person.email, primary: true, label: 'work' }],
        ...(person.phone ? { phone: [{ value: person.phone, primary: true, label: 'work' }] } : {}),
      }),
    );
  }

  async createDeal(deal: { title: string; personId: number }): Promise<number> {
    return this.idOf('/deals', await this.request('POST', '/deals', undefined, { title: deal.title, person_id: deal.personId }));
  }

  async createNote(note: { content: string; dealId: number }): Promise<number> {
    return this.idOf('/notes', await this.request('POST', '/notes', undefined, { content: note.content, deal_id: note.dealId }));
  }

  /** Whether the person is still there (not deleted: 404, or marked inactive as Pipedrive keeps deleted persons for a while). */
  async personExists(personId: number): Promise<boolean> {
    try {
      const data = await this.request('GET', `/persons/${personId}`);
      return !(isRecord(data) && data.active_flag === false);
    } catch (error) {
      if (error instanceof PipedriveError && (error.status === 404 || error.status === 410)) return false;
      throw error;
    }
  }

  /** Deletes a person; an unknown person (404) counts as deleted. Pipedrive keeps the person's deals and notes. */
  async deletePerson(personId: number): Promise<void> {
    await this.deleteQuietly(`/persons/${personId}`);
  }

  async deleteDeal(dealId: number): Promise<void> {
    await this.deleteQuietly(`/deals/${dealId}`);
  }

  async deleteNote(noteId: number): Promise<void> {
    await this.deleteQuietly(`/notes/${noteId}`);
  }

  /** Every person whose e-mail is exactly this address. */
  async personIdsByEmail(email: string): Promise<number[]> {
    const data = await this.request('GET', '/persons/search', { term: email, fields: 'email', exact_match: 'true', limit: String(PAGE_LIMIT) });
    const items = isRecord(data) && Array.isArray(data.items) ? data.items : [];
    return items.map((entry) => (isRecord(entry) && isRecord(entry.item) ? entry.item.id : undefined)).filter((id): id is number => typeof id === 'number');
  }

  /** The person's deals, open or closed (`GET /persons/{id}/deals`). */
  async dealIdsOfPerson(personId: number): Promise<number[]> {
    return this.allIds(`/persons/${personId}/deals`, { status: 'all_not_deleted' });
  }

  /** Notes attached to a deal or to a person (`GET /notes?deal_id=` / `?person_id=`). */
  async noteIds(of: { dealId: number } | { personId: number }): Promise<number[]> {
    return this.allIds('/notes', 'dealId' in of ? { deal_id: String(of.dealId) } : { person_id: String(of.personId) });
  }

  /** Ids of a list endpoint, page by page (Pipedrive answers an empty page with `data: null`). */
  private async allIds(path: string, query: Record<string, string>): Promise<number[]> {
    const ids: number[] = [];
    for (let start = 0; ; start += PAGE_LIMIT) {
      const data = await this.request('GET', path, { ...query, start: String(start), limit: String(PAGE_LIMIT) });
      const page = Array.isArray(data) ? data : [];
      for (const item of page) if (isRecord(item) && typeof item.id === 'number') ids.push(item.id);
      if (page.length < PAGE_LIMIT) return ids;
    }
  }

  private async deleteQuietly(path: string): Promise<void> {
    try {
      await this.request('DELETE', path);
    } catch (error) {
      if (error instanceof PipedriveError && (error.status === 404 || error.status === 410)) return;
      throw error;
    }
  }

  personUrl(personId: number): string {
    return `https://${this.options.companyDomain}.pipedrive.com/person/${personId}`;
  }

  dealUrl(dealId: number): string {
    return `https://${this.options.companyDomain}.pipedrive.com/deal/${dealId}`;
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
  ): Promise<unknown> {
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
    url.searchParams.set('api_token', this.options.apiToken);
    const label = `Pipedrive ${method} ${path}`; // never the URL: it carries the token

    let response: Response;
    try {
      response = await this.fetch(url, {
        method,
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new PipedriveError(`${label} failed: ${error instanceof Error ? error.message : String(error)}`, 0, {
        cause: error,
      });
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
      throw new PipedriveError(`${label} answered ${response.status}: ${reason}`, response.status);
    }
    return envelope.data;
  }
}

/** The token: plain (local) or from the SSM SecureString (AWS), cached for 5 minutes by Powertools. */
async function resolveToken(settings: PipedriveSettings): Promise<string> {
  if (settings.token) return settings.token;
  const name = settings.tokenParameter ?? '';
  const token = await getParameter(name, { decrypt: true, maxAge: 300 });
  if (!token) throw new ConfigError(`SSM parameter ${name} is empty`);
  return token;
}

/** A client configured from PIPEDRIVE_* environment variables (see ../config.ts). */
export async function pipedriveClientFromEnv(): Promise<PipedriveClient> {
  const settings = pipedriveSettings();
  return new PipedriveClient({
    baseUrl: settings.baseUrl,
    companyDomain: settings.companyDomain,
    apiToken: await resolveToken(settings),
  });
}
