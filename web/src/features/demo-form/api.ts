import { demoFormToRequest, type DemoFormValues, type DemoRequestInput, type demoFormSchema } from '@rufbereit/shared';
import type { z } from 'zod';
import type { FormGuard } from '../../lib/proof-of-work/form-guard';
import { submitForm, type SubmitFormResult } from '../../lib/api/submit-form';
import { apiPath } from '../../lib/api/api-path';
import { pagePath } from '../../lib/page-path';

export const DEMO_REQUESTS_ENDPOINT = apiPath('demoRequests');
/** Where a stored demo request leads (spec: replace navigation, so Back does not return to the form). */
export const DEMO_SUCCESS_PATH = pagePath('freeTrialSuccess');

type DemoFormOutput = z.output<typeof demoFormSchema>;

/** The API names its fields like the demo_requests table; the form uses the spec's form field names. */
const formFieldOfRequestField = {
  first_name: 'firstName',
  last_name: 'lastName',
  company_name: 'companyName',
  email: 'email',
  phone: 'phone',
  privacy_accepted: 'privacy_accepted',
} as const satisfies Record<keyof DemoRequestInput, keyof DemoFormValues>;

const isRequestField = (field: string): field is keyof typeof formFieldOfRequestField => Object.hasOwn(formFieldOfRequestField, field);

/** A 400 answer's field messages, keyed by the form's field names; unknown fields are dropped. */
export function formFieldErrors(errors: Record<string, string>): Array<[keyof DemoFormValues, string]> {
  return Object.entries(errors).flatMap(([field, message]): Array<[keyof DemoFormValues, string]> =>
    isRequestField(field) ? [[formFieldOfRequestField[field], message]] : [],
  );
}

/** POST /api/demo-requests with the form's values in the API's shape. Never throws. */
export function submitDemoRequest(values: DemoFormOutput, idempotencyKey: string, guard?: FormGuard): Promise<SubmitFormResult> {
  return submitForm(DEMO_REQUESTS_ENDPOINT, demoFormToRequest(values), idempotencyKey, guard);
}
