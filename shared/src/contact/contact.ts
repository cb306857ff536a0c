import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, SHORT_FIELD_MAX_LENGTH } from '../common/constants';
import { contactMessages as m } from './contact-messages';
import { emailChecks, isPhoneNumber, messageText, oneLineText, personNameChecks } from '../common/text-rules';

export const servicePreferences = ['direct_start', 'consultation', 'demo'] as const;
export type ServicePreference = (typeof servicePreferences)[number];

const name = oneLineText(NAME_MAX_LENGTH, ...personNameChecks(m.nameMin));
/** An optional one-line text field: normalised, at most `max` characters, '' when absent. */
const optionalText = (max: number) => z._default(oneLineText(max), '');

/**
 * The contact request, as the form sends it and the API accepts it. Used by the web form
 * (react-hook-form + zodResolver) and by the create-contact handler. Written with `zod/mini` (the
 * functional form of zod 4), so a Lambda bundles only the parts it uses (~10 KB, not ~440 KB).
 */
export const contactSchema = z.object({
  firstname: name,
  lastname: name,
  email: oneLineText(EMAIL_MAX_LENGTH, ...emailChecks(m.email)),
  // Optional: '' or a phone number by the shared rule.
  phone: z._default(oneLineText(PHONE_MAX_LENGTH, z.refine((v) => v === '' || isPhoneNumber(v), m.phone)), ''),
  company_name: optionalText(SHORT_FIELD_MAX_LENGTH),
  service_preference: z.enum(servicePreferences, { error: m.servicePreference }),
  message: z._default(messageText(MESSAGE_MAX_LENGTH), ''),
  privacy_accepted: z.literal(true, { error: m.privacy }),
});

/** What the handler stores and publishes (after parsing: trimmed, defaults filled). */
export type ContactInput = z.output<typeof contactSchema>;
/** What the form holds while editing (consent may still be false, preference may be empty). */
export type ContactFormValues = z.input<typeof contactSchema>;
