import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, SHORT_FIELD_MAX_LENGTH } from '../common/constants';
import { INVALID_PHONE_MESSAGE, NAME_TOO_SHORT_MESSAGE } from '../common/common-messages';
import { demoMessages as m } from './demo-request-messages';
import { emailChecks, isPhoneNumber, oneLineText, personNameChecks } from '../common/text-rules';

/** A required one-line field (see text-rules.ts); `extra` checks run after the shared ones. */
const required = (message: string, max: number, ...extra: Parameters<typeof oneLineText>[1][]) =>
  oneLineText(max, z.minLength(1, message), ...extra);

/** The fields both schemas share, by rule: the same names, e-mail and phone rules as the contact form. */
const fields = {
  firstName: () => required(m.firstName, NAME_MAX_LENGTH, ...personNameChecks(NAME_TOO_SHORT_MESSAGE)),
  lastName: () => required(m.lastName, NAME_MAX_LENGTH, ...personNameChecks(NAME_TOO_SHORT_MESSAGE)),
  companyName: () => required(m.companyName, SHORT_FIELD_MAX_LENGTH),
  email: () => required(m.emailRequired, EMAIL_MAX_LENGTH, ...emailChecks(m.emailInvalid)),
  // An empty phone says only that it is required; a filled one must be a phone number.
  phone: () => required(m.phone, PHONE_MAX_LENGTH, z.refine((v) => v === '' || isPhoneNumber(v), INVALID_PHONE_MESSAGE)),
};

/** The demo request as the API accepts it (`POST /api/demo-requests`). */
export const demoRequestSchema = z.object({
  first_name: fields.firstName(),
  last_name: fields.lastName(),
  company_name: fields.companyName(),
  email: fields.email(),
  phone: fields.phone(),
  privacy_accepted: z.literal(true, { error: m.privacy }),
});
export type DemoRequestInput = z.output<typeof demoRequestSchema>;

/** The demo form's own field names (specification, "Demo form fields"). */
export const demoFormSchema = z.object({
  firstName: fields.firstName(),
  lastName: fields.lastName(),
  companyName: fields.companyName(),
  email: fields.email(),
  phone: fields.phone(),
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
