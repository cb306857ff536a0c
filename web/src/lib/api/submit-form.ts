import type { CreatedBody } from '@rufbereit/shared';
import type { FormGuard } from '../proof-of-work/form-guard';
import { asApiError, readJson, sendRequest, spamRefusalMessage, supportRequestId } from './http-client';

/** Outcome of posting a form to one of the API's create endpoints (`201 {id}` / `400 {message, errors}`). */
export type SubmitFormResult =
  | { kind: 'created'; id: string }
  /** 400 with field messages (keyed by the API's field names): show them on the fields. */
  | { kind: 'invalid'; errors: Record<string, string> }
  /**
   * Network failure, 5xx or an answer we cannot use: the visitor may retry with the same key.
   * `message`: a German text to show instead of the form's generic one (too many requests, security check).
   * `requestId`: for support, shown with the text when the failure is one staff can look up.
   */
  | { kind: 'failed'; status?: number; message?: string; requestId?: string };

/**
 * POSTs a public form's `values` as JSON with an idempotency key (a retried submission is stored
 * only once) and the form's spam protection. Never throws: every outcome is a result the form can show.
 */
export async function submitForm(endpoint: string, values: unknown, idempotencyKey: string, guard?: FormGuard): Promise<SubmitFormResult> {
  try {
    const response = await sendRequest(endpoint, { method: 'POST', json: values, idempotencyKey, guard });
    const body = await readJson<CreatedBody>(response);
    return body?.id ? { kind: 'created', id: body.id } : { kind: 'failed', status: response.status };
  } catch (thrown) {
    const error = await asApiError(thrown);
    if (error.status === 400 && error.fields) return { kind: 'invalid', errors: error.fields };
    return { kind: 'failed', ...(error.status ? { status: error.status } : {}), message: spamRefusalMessage(error), requestId: supportRequestId(error) };
  }
}
