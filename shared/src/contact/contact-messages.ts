/** German texts of the contact form: field messages, toasts and service choices, the specification's verbatim. */
import { INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE, NAME_TOO_SHORT_MESSAGE, PRIVACY_CONSENT_MESSAGE, TOO_LONG_MESSAGE } from '../common/common-messages';

/** German user-visible messages of the specification, verbatim. Imported by web and services alike. */
export const contactMessages = {
  nameMin: NAME_TOO_SHORT_MESSAGE,
  email: INVALID_EMAIL_MESSAGE,
  phone: INVALID_PHONE_MESSAGE,
  servicePreference: 'Bitte wählen Sie eine Option',
  privacy: PRIVACY_CONSENT_MESSAGE,
  /** Generic message for a field that is too long (not in the spec; our limit). */
  tooLong: TOO_LONG_MESSAGE,
} as const;

export const contactToasts = {
  invalid: { title: 'Bitte überprüfen Sie Ihre Eingaben', description: 'Einige Felder enthalten noch Fehler.' },
  privacy: { title: 'Datenschutz', description: 'Bitte akzeptieren Sie die Datenschutzbestimmungen.' },
  sending: { title: 'Formular wird gesendet' },
  success: {
    title: 'Erfolgreich gesendet',
    description: 'Vielen Dank für Ihre Kontaktanfrage. Wir melden uns in Kürze.',
  },
  storeFailed: {
    title: 'Ein Fehler ist aufgetreten',
    description: 'Bitte versuchen Sie es später erneut oder kontaktieren Sie uns telefonisch.',
  },
  crmWarning: {
    title: 'Hinweis',
    description: 'Ihre Anfrage wurde gespeichert, aber es gab ein Problem mit der CRM-Synchronisierung.',
  },
  storedNotice: 'Ihre Anfrage wurde gespeichert. Wir werden uns in Kürze bei Ihnen melden.',
  formCatch: { title: 'Fehler', description: 'Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten' },
} as const;

/** The contact form's service choices (keyed literally so messages import no schema module; labels-cover.test.ts checks they cover the domain's list). */
export const servicePreferenceLabels = {
  direct_start: 'Ich möchte den KI-Telefonassistenten direkt starten',
  consultation: 'Ich habe Fragen und wünsche eine Erstberatung',
  demo: 'Ich möchte eine persönliche Demo buchen',
} as const satisfies Record<string, string>;
