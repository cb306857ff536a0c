import { z } from 'zod';
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

const name = z.string().trim().min(NAME_MIN_LENGTH, m.nameMin).max(SHORT_FIELD_MAX_LENGTH, m.tooLong);

/**
 * The contact request, as the form sends it and the API accepts it. Used by the web form
 * (react-hook-form + zodResolver) and by the create-contact handler.
 */
export const contactSchema = z.object({
  firstname: name,
  lastname: name,
  email: z.string().trim().max(SHORT_FIELD_MAX_LENGTH, m.tooLong).regex(EMAIL_PATTERN, m.email),
  phone: z
    .string()
    .trim()
    .max(50, m.tooLong)
    .refine((v) => v === '' || (v.length >= PHONE_MIN_LENGTH && PHONE_PATTERN.test(v)), m.phone)
    .default(''),
  company_name: z.string().trim().max(SHORT_FIELD_MAX_LENGTH, m.tooLong).default(''),
  service_preference: z.enum(servicePreferences, { error: m.servicePreference }),
  message: z.string().trim().max(MESSAGE_MAX_LENGTH, m.tooLong).default(''),
  privacy_accepted: z.literal(true, { error: m.privacy }),
});

/** What the handler stores and publishes (after parsing: trimmed, defaults filled). */
export type ContactInput = z.output<typeof contactSchema>;
/** What the form holds while editing (consent may still be false, preference may be empty). */
export type ContactFormValues = z.input<typeof contactSchema>;
