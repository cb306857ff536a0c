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

/** The specification's message for a name under NAME_MIN_LENGTH characters: every form that asks for a name. */
export const NAME_TOO_SHORT_MESSAGE = 'Name muss mindestens 2 Zeichen lang sein';

/** The specification's message for an invalid e-mail address: every form that asks for one shows it. */
export const INVALID_EMAIL_MESSAGE = 'Bitte geben Sie eine gültige E-Mail-Adresse ein';

/** The specification's message for an invalid phone number: the contact form, the intro call and the assistant configuration. */
export const INVALID_PHONE_MESSAGE = 'Bitte geben Sie eine gültige Telefonnummer ein';

/** A field over its length limit (ours; the specification names none): every form. */
export const TOO_LONG_MESSAGE = 'Die Eingabe ist zu lang';

/** The specification's message for the unticked privacy box: both public forms (field and toast). */
export const PRIVACY_CONSENT_MESSAGE = 'Bitte akzeptieren Sie die Datenschutzbestimmungen';

/** A page cursor of a paged list that is not one this service handed out. */
export const BAD_CURSOR_MESSAGE = 'Ungültige Seitenangabe';

/** A staff action (status, role, slot) that could not be saved. */
export const CHANGE_NOT_SAVED_MESSAGE = 'Die Änderung konnte nicht gespeichert werden.';
