/** German texts of the assistant configuration and its documents. */
import { INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE, TOO_LONG_MESSAGE, megabytesText } from '../common/common-messages';
import { ASSISTANT_DOCUMENT_MAX_BYTES, MAX_ASSISTANT_DOCUMENTS } from '../common/limits';

export const assistantConfigMessages = {
  voice: 'Bitte wählen Sie eine Stimme aus',
  name: 'Bitte geben Sie einen Namen ein',
  greeting: 'Bitte geben Sie eine Begrüßung ein',
  // Ours, for what the specification leaves open.
  url: 'Bitte geben Sie eine gültige Adresse ein, z. B. https://www.ihre-praxis.de',
  email: INVALID_EMAIL_MESSAGE,
  phone: INVALID_PHONE_MESSAGE,
  keyword: 'Bitte geben Sie ein Stichwort ein',
  tooLong: TOO_LONG_MESSAGE,
  tooMany: 'Das sind zu viele Einträge',
  invalidJson: 'Ungültiges JSON. Bitte prüfen Sie Klammern, Anführungszeichen und Kommas.',
  invalidRules: 'Die Weiterleitungsregeln im JSON sind unvollständig oder fehlerhaft.',
  saving: 'Wird gespeichert...',
  saved: 'Konfiguration gespeichert',
  saveFailed: { title: 'Fehler', description: 'Die Konfiguration konnte nicht gespeichert werden.' },
  conflict: 'Die Konfiguration wurde inzwischen in einem anderen Fenster gespeichert. Bitte laden Sie sie neu.',
  /** A save naming a version that is no stored version (negative, fractional, beyond what can be counted on). */
  version: 'Ungültiger Versionsstand der Konfiguration. Bitte laden Sie sie neu.',
  loadFailed: 'Die Konfiguration konnte nicht geladen werden.',
  unsavedChanges: 'Sie haben ungespeicherte Änderungen. Möchten Sie die Seite wirklich verlassen?',
} as const;

export const documentMessages = {
  type: 'Bitte wählen Sie eine PDF-, DOC-, DOCX- oder TXT-Datei aus.',
  size: `Die Datei darf nicht größer als ${megabytesText(ASSISTANT_DOCUMENT_MAX_BYTES)} sein`,
  empty: 'Die Datei ist leer.',
  mismatch: 'Die Datei ist nicht, was ihre Endung verspricht, und wurde entfernt.',
  missing: 'Die Datei ist nicht angekommen. Bitte laden Sie sie erneut hoch.',
  tooMany: `Es sind höchstens ${MAX_ASSISTANT_DOCUMENTS} Dokumente möglich.`,
  uploadFailed: 'Die Datei konnte nicht hochgeladen werden.',
  uploaded: 'Dokument hochgeladen',
  deleted: 'Dokument gelöscht',
  notFound: 'Dokument nicht gefunden',
  // Ours: the upload check and its ticket.
  changed: 'Die Datei wurde während der Prüfung ersetzt und nicht übernommen. Bitte laden Sie sie erneut hoch.',
  stillChecking: 'Die Datei wird gerade geprüft. Bitte versuchen Sie es gleich noch einmal.',
  tooManyOpenUploads: 'Es sind gerade zu viele Uploads offen. Bitte versuchen Sie es in einigen Minuten erneut.',
} as const;

/** The labels of the assistant's languages, formality levels, inquiry types and forwarding times (keyed literally so messages import no schema module; shared/src/labels-cover.test.ts checks they cover the domain's list). */
export const languageLabels = { de: 'Deutsch', en: 'Englisch' } as const satisfies Record<string, string>;

export const formalityLabels = { formal: 'Formell (Sie)', informal: 'Informell (Du)' } as const satisfies Record<string, string>;

export const inquiryLabels = {
  product: 'Produktanfragen',
  support: 'Support',
  appointment: 'Terminvereinbarung',
  callback: 'Rückrufwunsch',
  general: 'Allgemeine Anfragen',
} as const satisfies Record<string, string>;

export const forwardingTimeLabels = {
  always: 'Immer',
  openingHours: 'Während der Öffnungszeiten',
  outsideOpeningHours: 'Außerhalb der Öffnungszeiten',
} as const satisfies Record<string, string>;

/** Opening hours: the form's German errors and the words of their summary (opening-hours.ts). */
export const openingHoursMessages = {
  time: 'Bitte geben Sie eine Uhrzeit im Format hh:mm ein, z. B. 09:00',
  endBeforeStart: 'Das Ende muss nach dem Beginn liegen',
  overlap: 'Die Zeiträume eines Tages dürfen sich nicht überschneiden',
  tooManyIntervals: 'Höchstens 4 Zeiträume pro Tag',
  state: 'Bitte wählen Sie ein Bundesland aus',
} as const;

export const weekdayLabels = { mon: 'Montag', tue: 'Dienstag', wed: 'Mittwoch', thu: 'Donnerstag', fri: 'Freitag', sat: 'Samstag', sun: 'Sonntag' } as const;
export const weekdayShortLabels = { mon: 'Mo', tue: 'Di', wed: 'Mi', thu: 'Do', fri: 'Fr', sat: 'Sa', sun: 'So' } as const;

export const openingHoursTexts = {
  closed: 'geschlossen',
  none: 'Noch keine Öffnungszeiten eingetragen',
  holidaysClosed: (state: string) => `an gesetzlichen Feiertagen (${state}) geschlossen`,
  holidaysOpen: 'an Feiertagen wie an anderen Tagen',
  /** A forwarding rule's summary: when it forwards, in words. */
  ruleDuring: (hours: string) => `Leitet während der Öffnungszeiten weiter: ${hours}`,
  ruleOutside: (hours: string) => `Leitet außerhalb der Öffnungszeiten weiter (Öffnungszeiten: ${hours})`,
  ruleWithoutHours: 'Ohne eingetragene Öffnungszeiten leitet diese Regel nie weiter. Bitte tragen Sie Öffnungszeiten ein.',
} as const;
