/** German texts of the API's answers and of failed API calls as a screen shows them. */

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

/** Our own texts for what the API's message table does not cover. */
export const apiErrorMessages = {
  network: 'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  unavailable: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
  timeout: 'Der Server hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es in einigen Minuten erneut.',
  supportId: (id: string) => `Fehler-ID für den Support: ${id}`,
} as const;
