import { apiErrorMessages, germanApiError, IDEMPOTENCY_HEADER, requestIdOf, spamMessages } from '@rufbereit/shared';
import type { FormGuard } from '../proof-of-work/form-guard';

/**
 * The one low-level HTTP client of the web app: every call to our API goes through `sendRequest`.
 * It has no dependency beyond the shared error mapping, so the public forms use it without loading
 * the back office's session code (Amplify) or TanStack Query; `api-client.ts` adds the access token.
 */

/**
 * An API call that failed: the German message for it (our handler's own, or the shared mapping's for
 * gateway, firewall and network failures, with the request id for support), its field messages on a 400.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly requestId?: string,
    /** The answer's parsed JSON body (undefined when there was none or it was not JSON). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** The ApiError of a failed answer (`response`) or of no answer at all (undefined: network failure). */
export async function apiErrorOf(response: Response | undefined): Promise<ApiError> {
  const body = response ? ((await response.json().catch(() => undefined)) as unknown) : undefined;
  const status = response?.status ?? 0;
  const mapped = germanApiError({ status, body, headerRequestId: response ? requestIdOf(response.headers) : undefined });
  return new ApiError(status, mapped.message, mapped.fields, mapped.requestId, body);
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** A body sent as JSON (with the guard's fields added when there is a guard). */
  json?: unknown;
  /** Any other body (a file); ignored when `json` is given. */
  body?: BodyInit;
  /** Sent in IDEMPOTENCY_HEADER, so a retried post is stored only once. */
  idempotencyKey?: string;
  /** A public form's spam protection: its proof of work goes in the headers, its honeypot in the JSON body. */
  guard?: FormGuard;
}

/** Did the proof-of-work check refuse this answer (the proof expired while the visitor typed)? */
async function refusedProof(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const body = (await response.clone().json().catch(() => undefined)) as { message?: unknown } | undefined;
  return body?.message === spamMessages.challengeFailed;
}

/**
 * Sends one request and resolves with the successful answer; rejects with the ApiError of any
 * other (status 0 when none came). A guarded post whose proof was refused is sent once more with a
 * fresh proof, so the visitor rarely sees that refusal. `fetch` is looked up at each call (tests stub it).
 */
export async function sendRequest(path: string, options: RequestOptions = {}): Promise<Response> {
  const { json, body, idempotencyKey, guard, headers, ...init } = options;
  for (let attempt = 0; ; attempt++) {
    const extra = guard ? await guard.take() : { headers: {}, fields: {} };
    let response: Response;
    try {
      response = await fetch(path, {
        ...init,
        headers: {
          accept: 'application/json',
          ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
          ...(headers as Record<string, string> | undefined),
          ...extra.headers,
        },
        body: json !== undefined ? JSON.stringify(guard ? { ...(json as object), ...extra.fields } : json) : body,
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw await apiErrorOf(undefined);
    }
    if (response.ok) return response;
    if (guard && attempt === 0 && (await refusedProof(response))) continue;
    throw await apiErrorOf(response);
  }
}

/** The JSON of a successful answer (undefined when it has none). */
export async function readJson<T>(response: Response): Promise<T | undefined> {
  return (await response.json().catch(() => undefined)) as T | undefined;
}

/** `sendRequest` with the answer's JSON. */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readJson<T>(await sendRequest(path, options))) as T;
}

/** The error of a rejected request as an ApiError (anything else thrown counts as no answer). */
export const asApiError = async (error: unknown): Promise<ApiError> => (error instanceof ApiError ? error : apiErrorOf(undefined));

/**
 * The request id of a failure staff can look up (server, limits, firewall, no answer), as the shared
 * mapping decides it: undefined for a refusal of the visitor's input.
 */
export function supportRequestId(error: ApiError): string | undefined {
  return error.requestId && error.message.endsWith(`(${apiErrorMessages.supportId(error.requestId)})`) ? error.requestId : undefined;
}

/** A visitor's German failure text with the request id for support added, as the back office shows it. */
export const withSupportId = (message: string, requestId: string | undefined): string => (requestId ? `${message} (${apiErrorMessages.supportId(requestId)})` : message);

/**
 * The German message of an answer of the spam protection: 429 (API Gateway's throttle answers in
 * English, our limits in German: the form shows ours either way), 403 of the proof of work.
 */
export function spamRefusalMessage(error: ApiError): string | undefined {
  if (error.status === 429) return spamMessages.tooManyRequests;
  if (error.status === 403 && error.message === spamMessages.challengeFailed) return spamMessages.challengeFailed;
  return undefined;
}
