import { IDEMPOTENCY_HEADER, type ApiErrorBody, type ContactInput, type CreatedBody } from '@rufbereit/shared';

export const CONTACTS_ENDPOINT = '/api/contacts';

export type SubmitContactResult =
  | { kind: 'created'; id: string }
  /** 400 with field messages: show them on the fields. */
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

/** POST /api/contacts. Never throws: every outcome is a result the form can show. */
export async function submitContact(
  values: ContactInput,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitContactResult> {
  let res: Response;
  try {
    res = await fetchImpl(CONTACTS_ENDPOINT, {
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
