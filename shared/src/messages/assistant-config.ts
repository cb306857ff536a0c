/** German texts of the assistant configuration and its documents. */
import { INVALID_EMAIL_MESSAGE, megabytesText } from './common';
import { ASSISTANT_DOCUMENT_MAX_BYTES, MAX_ASSISTANT_DOCUMENTS } from '../domain/limits';
import type { assistantLanguages, formalityLevels, forwardingTimes, InquiryType } from '../domain/assistant-config';

export const assistantConfigMessages = {
  voice: 'Bitte wählen Sie eine Stimme aus',
  name: 'Bitte geben Sie einen Namen ein',
  greeting: 'Bitte geben Sie eine Begrüßung ein',
  // Ours, for what the specification leaves open.
  url: 'Bitte geben Sie eine gültige Adresse ein, z. B. https://www.ihre-praxis.de',
  email: INVALID_EMAIL_MESSAGE,
  phone: 'Bitte geben Sie eine gültige Telefonnummer ein',
  keyword: 'Bitte geben Sie ein Stichwort ein',
  tooLong: 'Die Eingabe ist zu lang',
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

export const languageLabels: Record<(typeof assistantLanguages)[number], string> = { de: 'Deutsch', en: 'Englisch' };

export const formalityLabels: Record<(typeof formalityLevels)[number], string> = { formal: 'Formell (Sie)', informal: 'Informell (Du)' };

export const inquiryLabels: Record<InquiryType, string> = {
  product: 'Produktanfragen',
  support: 'Support',
  appointment: 'Terminvereinbarung',
  callback: 'Rückrufwunsch',
  general: 'Allgemeine Anfragen',
};

export const forwardingTimeLabels: Record<(typeof forwardingTimes)[number], string> = {
  always: 'Immer',
  openingHours: 'Während der Öffnungszeiten',
  outsideOpeningHours: 'Außerhalb der Öffnungszeiten',
};
