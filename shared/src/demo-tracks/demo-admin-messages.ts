/**
 * German texts of the demo administration and the MP3 upload. Apart from the other demo texts: they
 * compute sizes at load time, and the public demo pages must not carry them.
 */
import { AUDIO_MAX_BYTES, MAX_PUBLISHED_AUDIO_PER_ACCOUNT } from '../common/limits';
import { megabytesText } from '../common/common-messages';

/** Every user-visible string of the demo administration and the upload page (spec verbatim; ours marked). */
export const demoAdminMessages = {
  // Track form (spec: validation).
  titleRequired: 'Bitte geben Sie einen Titel ein',
  descriptionRequired: 'Bitte geben Sie eine Beschreibung ein',
  fileRequired: 'Bitte wählen Sie eine Audio-Datei aus',
  invalidAudio: 'Bitte wählen Sie eine gültige Audio-Datei aus',
  tooLarge: `Die Datei darf nicht größer als ${megabytesText(AUDIO_MAX_BYTES)} sein`,
  notDecodable: 'Die Audio-Datei konnte nicht geladen werden',
  mp3Only: 'Bitte laden Sie nur MP3-Dateien hoch.',
  // Screens (spec: screens).
  loginTitle: 'Admin-Bereich',
  loginButton: 'Anmelden',
  heading: 'Demo-Verwaltung',
  tabManage: 'Demos verwalten',
  tabNew: 'Neue Demo',
  newButton: 'Neue Demo',
  editTitle: 'Demo bearbeiten',
  createTitle: 'Neue Demo erstellen',
  empty: 'Keine Demos vorhanden',
  createFirst: 'Erste Demo erstellen',
  loading: 'Lade Demo-Aufnahmen...',
  // Toasts (spec: error catalogue).
  adminRequired: 'Admin-Authentifizierung erforderlich',
  loginFailed: 'Fehler beim Login',
  deleteFailed: 'Fehler beim Löschen der Demo',
  saveFailed: 'Fehler beim Speichern der Änderungen',
  signInFirst: 'Bitte loggen Sie sich zuerst ein',
  uploadProblem: 'Es gab ein Problem beim Hochladen der Datei.',
  created: 'Demo erfolgreich erstellt',
  updated: 'Demo erfolgreich aktualisiert',
  deleted: 'Demo erfolgreich gelöscht',
  changesSaved: 'Änderungen erfolgreich gespeichert',
  accessGranted: 'Zugriff gewährt',
  uploadFailed: (message: string) => `Fehler beim Hochladen: ${message}`,
  publicUrlFailed: 'Fehler beim Generieren der öffentlichen URL',
  error: (message: string) => `Fehler: ${message}`,
  // Ours.
  missing: 'Die Datei ist nicht angekommen. Bitte laden Sie sie erneut hoch.',
  alreadyPublished: 'Diese Datei wurde bereits veröffentlicht. Bitte laden Sie sie erneut hoch.',
  trackNotFound: 'Diese Demo gibt es nicht (mehr).',
  uploadChanged: 'Die Datei wurde während der Prüfung ersetzt und nicht veröffentlicht. Bitte laden Sie sie erneut hoch.',
  stillChecking: 'Die Datei wird gerade geprüft. Bitte versuchen Sie es gleich noch einmal.',
  tooManyOpenUploads: 'Es sind gerade zu viele Uploads offen. Bitte versuchen Sie es in einigen Minuten erneut.',
  tooManyAudio: `Es sind höchstens ${MAX_PUBLISHED_AUDIO_PER_ACCOUNT} veröffentlichte MP3-Dateien möglich. Bitte löschen Sie zuerst eine.`,
  audioFileNotFound: 'Diese Datei gibt es nicht (mehr).',
  myFilesHeading: 'Ihre veröffentlichten MP3-Dateien',
  myFilesEmpty: 'Sie haben noch keine MP3-Datei veröffentlicht.',
  myFilesLoadFailed: 'Ihre Dateien konnten nicht geladen werden.',
  myFilesCount: (count: number) => `${count} von höchstens ${MAX_PUBLISHED_AUDIO_PER_ACCOUNT}`,
  deleteButton: 'Löschen',
  deleteFile: (name: string) => `${name} löschen`,
  fileDeleted: 'Datei gelöscht',
  deleteFileFailed: 'Die Datei konnte nicht gelöscht werden.',
  deleteQuestion: 'Demo löschen?',
  deleteDescription: (title: string) => `„${title}“ wird aus der Playlist entfernt. Das lässt sich nicht rückgängig machen.`,
  checkPermission: 'Berechtigung prüfen',
  uploadHeading: 'MP3 hochladen',
  urlCopied: 'Adresse in die Zwischenablage kopiert',
  checking: 'Wird geprüft...',
  uploading: 'Wird hochgeladen...',
  uploadButton: 'Hochladen',
  categoryLabel: 'Kategorie',
  /** A new track starts without a category: the first in the list was kept by whoever did not look. */
  categoryPlaceholder: 'Bitte wählen',
  categoryRequired: 'Bitte wählen Sie eine Kategorie',
  saving: 'Wird gespeichert...',
  saveChanges: 'Änderungen speichern',
  createButton: 'Demo erstellen',
  // The list order (issue 39, item 8: drag and keyboard; the specification names no order).
  orderSaved: 'Reihenfolge gespeichert',
  orderStale: 'Die Reihenfolge wurde inzwischen von jemand anderem geändert. Die aktuelle Liste ist geladen; bitte ordnen Sie erneut.',
  orderIncomplete: 'Die Reihenfolge muss jede Demo genau einmal enthalten.',
  orderSaveFailed: 'Die Reihenfolge konnte nicht gespeichert werden.',
} as const;
