/** A size limit as the specification writes it ('10MB'), from the constant in bytes. */
export const megabytesText = (bytes: number): string => `${(bytes / (1024 * 1024)).toLocaleString('de-DE')}MB`;

/** The specification's message for an invalid e-mail address: every form that asks for one shows it. */
export const INVALID_EMAIL_MESSAGE = 'Bitte geben Sie eine gültige E-Mail-Adresse ein';

/** German user-visible messages of the specification, verbatim. Imported by web and services alike. */
export const contactMessages = {
  nameMin: 'Name muss mindestens 2 Zeichen lang sein',
  email: INVALID_EMAIL_MESSAGE,
  phone: 'Bitte geben Sie eine gültige Telefonnummer ein',
  servicePreference: 'Bitte wählen Sie eine Option',
  privacy: 'Bitte akzeptieren Sie die Datenschutzbestimmungen',
  /** Generic message for a field that is too long (not in the spec; our limit). */
  tooLong: 'Die Eingabe ist zu lang',
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
  privacy: 'Bitte akzeptieren Sie die Datenschutzbestimmungen',
} as const;

export const demoToasts = {
  privacy: { title: 'Fehler', description: 'Bitte akzeptieren Sie die Datenschutzbestimmungen' },
  failed: { title: 'Fehler', description: 'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.' },
  success: { title: 'Anfrage erfolgreich gesendet', description: 'Demo-Anfrage erfolgreich gesendet' },
} as const;

/** Messages of API error answers (not in the specification; ours). */
export const apiMessages = {
  invalidInput: 'Bitte überprüfen Sie Ihre Eingaben',
  malformedJson: 'Die Anfrage enthält kein gültiges JSON.',
  /** Ours: a body that is not valid UTF-8 (on AWS it arrives with U+FFFD in place of the bad bytes). */
  invalidEncoding: 'Die Anfrage enthält ungültig kodierte Zeichen (kein gültiges UTF-8).',
  bodyTooLarge: 'Die Anfrage ist zu groß.',
  unsupportedMediaType: 'Bitte senden Sie die Daten als JSON.',
  notFound: 'Nicht gefunden',
  unauthorized: 'Anmeldung erforderlich',
  forbidden: 'Zugriff verweigert. Diese Anwendung ist nur für Administratoren zugänglich.',
  /** A request that skipped CloudFront (straight to the API endpoint); no page ever shows it. */
  directAccess: 'Zugriff verweigert.',
  internal: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  /** 403 from the firewall (WAF) in front of /api/*: the request looked like an attack. */
  blockedByFirewall: 'Ihre Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte prüfen Sie Ihre Eingaben oder versuchen Sie es später erneut.',
  /** 429 from the firewall's rate limits on /api/*. */
  tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  /** 503: the request could not be stored (the database is unreachable); nothing was kept. */
  storeUnavailable: 'Ihre Anfrage konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.',
  idempotencyConflict: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  /** Field messages for API input the form never sends (missing field, wrong type). */
  fieldRequired: 'Dieses Feld ist erforderlich',
  fieldInvalid: 'Ungültige Eingabe',
} as const;

export const sectionFallback = {
  heading: 'Oops, da ist etwas schiefgelaufen',
  text: 'Wir arbeiten daran, das Problem zu beheben.',
  retry: 'Erneut versuchen',
  loading: 'Loading...',
} as const;

export const notFoundMessages = { heading: 'Seite nicht gefunden' } as const;
