/** Texts and formats every area's messages use. */

/** A size limit as the specification writes it ('10MB'), from the constant in bytes. */
export const megabytesText = (bytes: number): string => `${(bytes / (1024 * 1024)).toLocaleString('de-DE')}MB`;

const germanPlural = new Intl.PluralRules('de-DE');
const germanInteger = new Intl.NumberFormat('de-DE');

/**
 * A count with its noun in the form German needs: '1 Minute', '0 Minuten', '1.000 Anfragen'. Intl's
 * plural rules for German know two forms ('one' only for exactly 1), so the caller names both.
 */
export const countText = (count: number, one: string, other: string): string =>
  `${germanInteger.format(count)} ${germanPlural.select(count) === 'one' ? one : other}`;

/** The specification's message for an invalid e-mail address: every form that asks for one shows it. */
export const INVALID_EMAIL_MESSAGE = 'Bitte geben Sie eine gültige E-Mail-Adresse ein';
