/** German texts of the demo request form: field messages and toasts, the specification's verbatim. */
import { PRIVACY_CONSENT_MESSAGE } from '../common/common-messages';

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
