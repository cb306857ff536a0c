import * as z from 'zod/mini';
import { SHORT_FIELD_MAX_LENGTH } from './constants';
import { contactMessages, demoMessages as m } from './messages';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A required text field (zod/mini, see contact.ts); `extra` checks run after the shared ones. */
const required = (message: string, ...extra: Parameters<ReturnType<typeof z.string>['check']>) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(SHORT_FIELD_MAX_LENGTH, contactMessages.tooLong), ...extra);

/** The demo request as the API accepts it (`POST /api/demo-requests`). */
export const demoRequestSchema = z.object({
  first_name: required(m.firstName),
  last_name: required(m.lastName),
  company_name: required(m.companyName),
  email: required(m.emailRequired, z.regex(EMAIL_PATTERN, m.emailInvalid)),
  phone: required(m.phone, z.maxLength(50, contactMessages.tooLong)),
  privacy_accepted: z.literal(true, { error: m.privacy }),
});
export type DemoRequestInput = z.output<typeof demoRequestSchema>;

/** The demo form's own field names (document 2, "Demo form fields"). */
export const demoFormSchema = z.object({
  firstName: required(m.firstName),
  lastName: required(m.lastName),
  companyName: required(m.companyName),
  email: required(m.emailRequired, z.regex(EMAIL_PATTERN, m.emailInvalid)),
  phone: required(m.phone),
  privacy_accepted: z.boolean(),
});
export type DemoFormValues = z.input<typeof demoFormSchema>;

export function demoFormToRequest(v: z.output<typeof demoFormSchema>): z.input<typeof demoRequestSchema> {
  return {
    first_name: v.firstName,
    last_name: v.lastName,
    company_name: v.companyName,
    email: v.email,
    phone: v.phone,
    privacy_accepted: v.privacy_accepted as true,
  };
}
