/** German texts of the public forms (contact, demo request): field messages and toasts, the specification's verbatim. */
import { INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE, PRIVACY_CONSENT_MESSAGE, TOO_LONG_MESSAGE } from './common';

/** German user-visible messages of the specification, verbatim. Imported by web and services alike. */
export const contactMessages = {
  nameMin: 'Name muss mindestens 2 Zeichen lang sein',
  email: INVALID_EMAIL_MESSAGE,
  phone: INVALID_PHONE_MESSAGE,
  servicePreference: 'Bitte wählen Sie eine Option',
  privacy: PRIVACY_CONSENT_MESSAGE,
  /** Generic message for a field that is too long (not in the spec; our limit). */
  tooLong: TOO_LONG_MESSAGE,
} as const;

/** Messages of the shared text rules (text-rules.ts; not in the spec; ours). */
export const textMessages = {
  /** Ill-formed Unicode, control characters, invisible or direction-changing characters. */
  invalidCharacters: 'Die Eingabe enthält unzulässige Zeichen',
  /** A name without a single letter. */
  nameInvalid: 'Bitte geben Sie einen gültigen Namen ein',
} as const;

/** The submit button of a public form while it sends (specification: contact form states). */
export const FORM_SUBMITTING_LABEL = 'Wird gesendet...';

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

export const demoMessages = {
  firstName: 'Vorname ist erforderlich',
  lastName: 'Nachname ist erforderlich',
  companyName: 'Firmenname ist erforderlich',
  emailRequired: 'E-Mail ist erforderlich',
  emailInvalid: 'Ungültige E-Mail-Adresse',
  phone: 'Telefonnummer ist erforderlich',
  privacy: PRIVACY_CONSENT_MESSAGE,
} as const;

export const demoToasts = {
  privacy: { title: 'Fehler', description: PRIVACY_CONSENT_MESSAGE },
  failed: { title: 'Fehler', description: 'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.' },
  success: { title: 'Anfrage erfolgreich gesendet', description: 'Demo-Anfrage erfolgreich gesendet' },
} as const;

/** The contact form's service choices (keyed literally so messages import no domain module; messages/labels-cover.test.ts checks they cover the domain's list). */
export const servicePreferenceLabels = {
  direct_start: 'Ich möchte den KI-Telefonassistenten direkt starten',
  consultation: 'Ich habe Fragen und wünsche eine Erstberatung',
  demo: 'Ich möchte eine persönliche Demo buchen',
} as const satisfies Record<string, string>;
