import { ASSISTANT_DOCUMENT_MAX_BYTES, AUDIO_MAX_BYTES } from '@rufbereit/shared';
import { formatFileSize } from '../lib/file-size';

/**
 * The web's own UI texts that are not in the specification (those live in shared/), in one place.
 * Sizes and limits are formatted from their constants, never typed beside them.
 */
export const uploadTexts = {
  mp3FileLabel: `MP3-Datei (höchstens ${formatFileSize(AUDIO_MAX_BYTES)})`,
  documentsLabel: `Dokumente (PDF, DOC, DOCX, TXT; je höchstens ${formatFileSize(ASSISTANT_DOCUMENT_MAX_BYTES)})`,
  mp3NotAllowed: 'Ihr Konto darf keine Audio-Dateien hochladen.',
  copyFailed: 'Die Adresse konnte nicht kopiert werden.',
  permissionIntro: 'Bevor Sie eine Datei hochladen, prüfen wir, ob Ihr Konto Audio-Dateien hochladen darf.',
  publicUrlWithDuration: (duration: string) => `Öffentliche URL (${duration})`,
  publicUrl: 'Öffentliche URL',
  copyUrl: 'URL kopieren',
  copied: 'Kopiert',
  copy: 'Kopieren',
} as const;

/** After a version conflict on the assistant configuration: the user's edits against the stored values. */
export const configConflictTexts = {
  /** After signing in again: the edits the ended session could not save are back in the form. */
  draftRestored: 'Ihre noch nicht gespeicherten Änderungen sind wiederhergestellt. Bitte speichern Sie sie.',
  reload: 'Neu laden',
  heading: 'Ihre Änderungen und der gespeicherte Stand',
  intro: 'In einem anderen Fenster wurde inzwischen gespeichert. Ihre Änderungen sind erhalten; entscheiden Sie je Feld, welcher Wert gilt, und speichern Sie dann.',
  /** The same panel after signing in again: the edits the ended session could not save, not someone else's save. */
  restoredHeading: 'Ihre nicht gespeicherten Änderungen',
  restoredIntro: 'Ihre Sitzung war abgelaufen, bevor diese Änderungen gespeichert werden konnten. Sie sind wiederhergestellt; entscheiden Sie je Feld, welcher Wert gilt, und speichern Sie dann.',
  mine: 'Ihre Eingabe',
  theirs: 'Gespeicherter Stand',
  keepMine: 'Meine behalten',
  takeTheirs: 'Gespeicherten übernehmen',
  kept: 'Ihre Eingabe gilt',
  taken: 'Gespeicherter Stand übernommen',
  empty: '(leer)',
  on: 'an',
  off: 'aus',
  fields: {
    voice: 'Stimme',
    language: 'Sprache',
    formality_level: 'Anrede',
    assistant_name: 'Name des Assistenten',
    greeting_message: 'Begrüßung',
    website_url: 'Website',
    supported_inquiries: 'Unterstützte Anliegen',
    forwarding_rules: 'Weiterleitungsregeln',
    opening_hours: 'Öffnungszeiten',
    forwarding_recipients: 'Empfänger weitergeleiteter Anliegen',
    notes_recipients: 'Empfänger der Gesprächsnotizen',
    main_contact_email: 'Haupt-Kontakt-E-Mail',
    notification_settings: 'Benachrichtigungen',
  },
} as const;

/** Staff's read-only overview of the configurations (/admin/assistant-configs). */
export const adminConfigTexts = {
  /** An account that uploaded documents but never saved its configuration. */
  notSetUp: 'Noch nicht eingerichtet',
  unnamed: 'Ohne Namen',
  accountDeleted: 'Konto gelöscht',
} as const;
