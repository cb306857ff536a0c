import type { ContactInput } from '@rufbereit/shared';
import { submitForm, type SubmitFormResult } from '../../lib/submit-form';
import { apiPath } from '../../lib/api/api-path';

export const CONTACTS_ENDPOINT = apiPath('/api/contacts');

export type SubmitContactResult = SubmitFormResult;

/** POST /api/contacts. Never throws: every outcome is a result the form can show. */
export function submitContact(values: ContactInput, idempotencyKey: string, fetchImpl: typeof fetch = fetch): Promise<SubmitContactResult> {
  return submitForm(CONTACTS_ENDPOINT, values, idempotencyKey, fetchImpl);
}
