import { setTimeout as delay } from 'node:timers/promises';
import type { Vapi } from '@vapi-ai/server-sdk';
import type { BearerCredential } from './voice-platform-store';

/**
 * How the platform POSTs a server message to a server URL, as Vapi does:
 * - the body is `{ "message": { "type": …, … } }` (https://docs.vapi.ai/server-url/events);
 * - authentication by the server's `credentialId`: a Bearer Token credential sends its token in its header
 *   (`Authorization: Bearer …` by default; `X-Vapi-Secret: …` without prefix for the legacy secret), and a
 *   header of `server.headers` is sent as given and overrides the credential's
 *   (https://docs.vapi.ai/server-url/server-authentication; the SDK's `Server.headers`);
 * - it waits `server.timeoutSeconds` (default 20 s) for an answer, `assistant-request` a fixed 7.5 s
 *   whatever the setting ("Retrieving Assistants" on the events page);
 * - a failed request is not retried unless `server.backoffPlan` asks for it (`maxRetries`,
 *   `baseDelaySeconds`, fixed or exponential; `excludedStatusCodes` not retried); `assistant-request` never
 *   (https://docs.vapi.ai/server-url/end-of-call-report: "sends the report once and doesn't retry").
 * A network fault switched on through the control API stands in for a server URL that is down (nothing
 * is sent; the request fails as a refused connection) or slow (the answer is held `delayMs` longer, counted
 * against the same timeout).
 */
export const ASSISTANT_REQUEST_TIMEOUT_MS = 7_500;
export const DEFAULT_SERVER_TIMEOUT_SECONDS = 20;

export interface NetworkFault {
  mode: 'none' | 'down' | 'slow';
  delayMs: number;
  /** Requests the fault still applies to; ignored while `forever`. */
  remaining: number;
  forever: boolean;
}

export type DeliveryOutcome = 'answered' | 'timeout' | 'unreachable';

/** One request as it went out and what came back (the control API shows them; tests assert on them). */
export interface Delivery {
  type: string;
  url: string;
  attempt: number;
  outcome: DeliveryOutcome;
  /** The HTTP status; 0 without an answer. */
  status: number;
  /** The names of the headers sent (their values may be secrets: the credential's token, `server.headers`). */
  headerNames: string[];
  /** The credential the request was authenticated with, if any. */
  credentialId?: string;
  at: string;
}

export interface DeliveryResult {
  ok: boolean;
  status: number;
  body: unknown;
}

const MAX_ANSWER_BYTES = 1024 * 1024;

/** Vapi's API takes `"fixed"` or `"exponential"`; the SDK v2 types `type` as an object, so both are read. */
function backoffKind(plan: Vapi.BackoffPlan | undefined): string | undefined {
  const type: unknown = plan?.type;
  return typeof type === 'string' ? type : typeof type === 'object' && type !== null ? String((type as { value?: unknown }).value) : undefined;
}

export function serverHeaders(server: Vapi.Server, credential: BearerCredential | undefined): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (credential) headers[credential.headerName.toLowerCase()] = credential.bearerPrefix ? `Bearer ${credential.token}` : credential.token;
  for (const [name, value] of Object.entries(server.headers ?? {})) {
    if (typeof value === 'string') headers[name.toLowerCase()] = value;
  }
  return headers;
}

export class ServerUrlDelivery {
  constructor(
    private readonly credentialOf: (id: string) => BearerCredential | undefined,
    private readonly fault: NetworkFault,
    private readonly record: (delivery: Delivery) => void,
  ) {}

  /** Sends one message (and its retries); resolves with the last attempt's answer. */
  async send(server: Vapi.Server, message: Vapi.ServerMessageMessage): Promise<DeliveryResult> {
    const assistantRequest = String(message.type) === 'assistant-request';
    const timeoutMs = assistantRequest ? ASSISTANT_REQUEST_TIMEOUT_MS : (server.timeoutSeconds ?? DEFAULT_SERVER_TIMEOUT_SECONDS) * 1000;
    const plan = assistantRequest ? undefined : server.backoffPlan;
    const excluded = new Set((plan?.excludedStatusCodes ?? []).map(Number));
    for (let attempt = 1; ; attempt++) {
      const result = await this.attempt(server, message, timeoutMs, attempt);
      const retries = plan?.maxRetries ?? 0;
      if (result.ok || attempt > retries || excluded.has(result.status)) return result;
      const base = (plan?.baseDelaySeconds ?? 0) * 1000;
      await delay(backoffKind(plan) === 'exponential' ? base * 2 ** (attempt - 1) : base);
    }
  }

  private takeFault(): NetworkFault['mode'] {
    if (this.fault.mode === 'none') return 'none';
    if (this.fault.forever) return this.fault.mode;
    if (this.fault.remaining <= 0) return 'none';
    this.fault.remaining--;
    return this.fault.mode;
  }

  private async attempt(server: Vapi.Server, message: Vapi.ServerMessageMessage, timeoutMs: number, attempt: number): Promise<DeliveryResult> {
    const url = server.url ?? '';
    const headers = serverHeaders(server, server.credentialId ? this.credentialOf(server.credentialId) : undefined);
    const done = (outcome: DeliveryOutcome, status: number, body: unknown): DeliveryResult => {
      const credential = server.credentialId ? { credentialId: server.credentialId } : {};
      this.record({ type: String(message.type), url, attempt, outcome, status, headerNames: Object.keys(headers).sort(), ...credential, at: new Date().toISOString() });
      return { ok: outcome === 'answered' && status >= 200 && status < 300, status, body };
    };
    const fault = this.takeFault();
    if (fault === 'down') return done('unreachable', 0, undefined);
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ message }), signal, redirect: 'manual' });
      const text = (await response.text()).slice(0, MAX_ANSWER_BYTES);
      if (fault === 'slow') await delay(this.fault.delayMs, undefined, { signal });
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      return done('answered', response.status, body);
    } catch (error) {
      return done(signal.aborted ? 'timeout' : 'unreachable', 0, error instanceof Error ? error.message : undefined);
    }
  }
}
