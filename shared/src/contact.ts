import * as z from 'zod/mini';
import { MESSAGE_MAX_LENGTH, NAME_MIN_LENGTH, PHONE_MIN_LENGTH, SHORT_FIELD_MAX_LENGTH } from './constants';
import { contactMessages as m } from './messages';

export const servicePreferences = ['direct_start', 'consultation', 'demo'] as const;
export type ServicePreference = (typeof servicePreferences)[number];

export const servicePreferenceLabels: Record<ServicePreference, string> = {
  direct_start: 'Ich möchte den KI-Telefonassistenten direkt starten',
  consultation: 'Ich habe Fragen und wünsche eine Erstberatung',
  demo: 'Ich möchte eine persönliche Demo buchen',
};

/** Same rule as the spec: an e-mail "{local}@{domain}.{tld}" without spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, plus, space, hyphen, parentheses; at least 6 characters. */
const PHONE_PATTERN = /^[0-9+\s\-()]+$/;

const name = z.string().check(z.trim(), z.minLength(NAME_MIN_LENGTH, m.nameMin), z.maxLength(SHORT_FIELD_MAX_LENGTH, m.tooLong));
/** An optional text field: trimmed, at most `max` characters, '' when absent. */
const optionalText = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max, m.tooLong)), '');

/**
 * The contact request, as the form sends it and the API accepts it. Used by the web form
 * (react-hook-form + zodResolver) and by the create-contact handler. Written with `zod/mini` (the
 * functional form of zod 4), so a Lambda bundles only the parts it uses (~10 KB, not ~440 KB).
 */
export const contactSchema = z.object({
  firstname: name,
  lastname: name,
  email: z.string().check(z.trim(), z.maxLength(SHORT_FIELD_MAX_LENGTH, m.tooLong), z.regex(EMAIL_PATTERN, m.email)),
  phone: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(50, m.tooLong),
      z.refine((v) => v === '' || (v.length >= PHONE_MIN_LENGTH && PHONE_PATTERN.test(v)), m.phone),
    ),
    '',
  ),
  company_name: optionalText(SHORT_FIELD_MAX_LENGTH),
  service_preference: z.enum(servicePreferences, { error: m.servicePreference }),
  message: optionalText(MESSAGE_MAX_LENGTH),
  privacy_accepted: z.literal(true, { error: m.privacy }),
});

/** What the handler stores and publishes (after parsing: trimmed, defaults filled). */
export type ContactInput = z.output<typeof contactSchema>;
/** What the form holds while editing (consent may still be false, preference may be empty). */
export type ContactFormValues = z.input<typeof contactSchema>;
