/** Copy of the landing page's contact teaser (before the contact form). */
export const contactPreviewTexts = {
  eyebrow: 'Kontakt',
  title: 'Persönlich für Sie da',
  intro:
    'Sie haben Fragen oder möchten den KI-Telefonassistenten für Ihren Betrieb einrichten? Rufen Sie uns an, schreiben Sie uns – oder nutzen Sie direkt das Kontaktformular.',
  phone: 'Telefon',
  email: 'E-Mail',
  address: 'Adresse',
  responseTime: 'Antwortzeit',
  toForm: 'Zum Kontaktformular',
} as const;

/** Promise shown to visitors; our own service level, not from the specification. */
export const RESPONSE_TIME_TEXT = 'Wir antworten werktags innerhalb von 24 Stunden.';
