/** Texts and formats every area's messages use. */

/** A size limit as the specification writes it ('10MB'), from the constant in bytes. */
export const megabytesText = (bytes: number): string => `${(bytes / (1024 * 1024)).toLocaleString('de-DE')}MB`;

/** The specification's message for an invalid e-mail address: every form that asks for one shows it. */
export const INVALID_EMAIL_MESSAGE = 'Bitte geben Sie eine gültige E-Mail-Adresse ein';
