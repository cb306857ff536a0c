import { IDEMPOTENCY_HEADER, spamMessages, type ApiErrorBody, type CreatedBody } from '@rufbereit/shared';
import type { FormGuard } from './proof-of-work/form-guard';

/** Outcome of posting a form to one of the API's create endpoints (`201 {id}` / `400 {message, errors}`). */
export type SubmitFormResult =
  | { kind: 'created'; id: string }
  /** 400 with field messages (keyed by the API's field names): show them on the fields. */
  | { kind: 'invalid'; errors: Record<string, string> }
  /**
   * Network failure, 5xx or an answer we cannot use: the visitor may retry with the same key.
   * `message`: a German text to show instead of the form's generic one (too many requests, security check).
   */
  | { kind: 'failed'; status?: number; message?: string };

/**
 * The German message of an answer of the spam protection: 429 (API Gateway's throttle answers in
 * English, our limits in German: the form shows ours either way), 403 of the proof of work.
 */
export function spamRefusalMessage(status: number, body: ApiErrorBody | undefined): string | undefined {
  if (status === 429) return spamMessages.tooManyRequests;
  if (status === 403 && body?.message === spamMessages.challengeFailed) return spamMessages.challengeFailed;
  return undefined;
}

/**
 * Sends a guarded form's post: the proof of work and the honeypot from `guard`. A refused proof
 * (expired while the visitor typed) is retried once with a fresh one, so the visitor rarely sees it.
 */
export async function guardedFetch(guard: FormGuard | undefined, fetchImpl: typeof fetch, endpoint: string, headers: Record<string, string>, values: unknown): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const extra = guard ? await guard.take() : { headers: {}, fields: {} };
    const res = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { ...headers, ...extra.headers },
      body: JSON.stringify({ ...(values as object), ...extra.fields }),
    });
    if (!guard || attempt > 0 || res.status !== 403) return res;
    const body = await res.clone().json().catch(() => undefined) as ApiErrorBody | undefined;
    if (body?.message !== spamMessages.challengeFailed) return res;
  }
}

const readJson = async <T>(res: Response): Promise<T | undefined> => {
  try {
    return (await res.json()) as T;
  } catch {
    return undefined;
  }
};

/**
 * POSTs `values` as JSON with an idempotency key, so a retried submission is stored only once.
 * Never throws: every outcome is a result the form can show.
 */
export async function submitForm(
  endpoint: string,
  values: unknown,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
  guard?: FormGuard,
): Promise<SubmitFormResult> {
  let res: Response;
  try {
    res = await guardedFetch(guard, fetchImpl, endpoint, { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey }, values);
  } catch {
    return { kind: 'failed' };
  }
  if (res.ok) {
    const body = await readJson<CreatedBody>(res);
    return body?.id ? { kind: 'created', id: body.id } : { kind: 'failed', status: res.status };
  }
  const body = await readJson<ApiErrorBody>(res);
  if (res.status === 400 && body?.errors && Object.keys(body.errors).length > 0) return { kind: 'invalid', errors: body.errors };
  return { kind: 'failed', status: res.status, message: spamRefusalMessage(res.status, body) };
}
