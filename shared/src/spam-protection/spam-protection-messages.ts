/** German texts of the public forms' spam protection. */

/** Messages of the spam protection (ours, not in the specification). */
export const spamMessages = {
  /** The solution is missing, forged, expired or used before: the form fetches a fresh one. */
  challengeFailed: 'Die Sicherheitsprüfung ist abgelaufen. Bitte senden Sie das Formular erneut – Ihre Eingaben bleiben erhalten.',
  /** 429 from the throttle or a per-address / per-client limit. */
  tooManyRequests: 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einige Minuten und senden Sie das Formular dann erneut.',
  /** Label of the honeypot field (hidden from people; a bot reads it). */
  honeypotLabel: 'Webseite (bitte leer lassen)',
} as const;
