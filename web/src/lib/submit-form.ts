import { IDEMPOTENCY_HEADER, type ApiErrorBody, type CreatedBody } from '@rufbereit/shared';

/** Outcome of posting a form to one of the API's create endpoints (`201 {id}` / `400 {message, errors}`). */
export type SubmitFormResult =
  | { kind: 'created'; id: string }
  /** 400 with field messages (keyed by the API's field names): show them on the fields. */
  | { kind: 'invalid'; errors: Record<string, string> }
  /** Network failure, 5xx or an answer we cannot use: the visitor may retry with the same key. */
  | { kind: 'failed'; status?: number };

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
): Promise<SubmitFormResult> {
  let res: Response;
  try {
    res = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(values),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (res.ok) {
    const body = await readJson<CreatedBody>(res);
    return body?.id ? { kind: 'created', id: body.id } : { kind: 'failed', status: res.status };
  }
  if (res.status === 400) {
    const body = await readJson<ApiErrorBody>(res);
    if (body?.errors && Object.keys(body.errors).length > 0) return { kind: 'invalid', errors: body.errors };
  }
  return { kind: 'failed', status: res.status };
}
