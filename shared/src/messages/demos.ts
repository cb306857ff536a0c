/** German texts of the audio demos: the demo calls, the playlist, the demo administration and uploads, oEmbed. */
import { AUDIO_MAX_BYTES, MAX_PUBLISHED_AUDIO_PER_ACCOUNT } from '../domain/limits';
import { megabytesText } from './common';

export const demoCallMessages = {
  sectionLoading: 'Laden...',
  cardError: 'Fehler beim Laden der Audio',
  cardRetry: 'Neu laden',
  cardRetryToast: 'Versuche Audio neu zu laden...',
  cardFailedToast: (trackId: string) => `Fehler beim Laden der Audio für ${trackId}`,
  allFailedTitle: 'Audio-Demos sind temporär nicht verfügbar',
  allFailedText: 'Leider können die Audio-Beispiele momentan nicht geladen werden. Sie können alternativ:',
  reloadAll: 'Alle neu laden',
  playlistLink: 'Zur vollständigen Demo-Playlist',
  empty: 'Keine Demo-Aufnahmen gefunden.',
  categories: {
    all: 'Alle Demos',
    health: 'Gesundheitswesen',
    beauty: 'Schönheit',
    petcare: 'Tierpflege',
  },

  // Section copy (ours).
  eyebrow: 'Demo-Gespräche',
  heading: 'So klingt Ihr KI-Telefonassistent',
  intro:
    'Hören Sie echte Beispielgespräche: Der Assistent nimmt den Anruf an, versteht das Anliegen, bucht den Termin direkt in den Kalender und bestätigt ihn per SMS.',
  filterLabel: 'Demos nach Branche filtern',
  durationLabel: 'Dauer',
  cardLoading: 'Player wird geladen...',
} as const;

/** Field message for an unknown category in the query (ours, German). */
export const unknownDemoCategoryMessage = 'Diese Demo-Kategorie gibt es nicht.';

export const demoPlaylistMessages = {
  /** Title: the company name plus 'Audio Demos' (spec: screens). */
  title: (companyName: string) => `${companyName} Audio Demos`,
  searchPlaceholder: 'Demos durchsuchen...',
  empty: 'Keine Demo-Aufnahmen gefunden.',
  loading: 'Lade Demo-Aufnahmen...',
  copySuccess: 'Einbettungscode wurde in die Zwischenablage kopiert',
  copyFailed: 'Fehler beim Kopieren des Einbettungscodes',

  // Ours (the specification names no text for these).
  intro: 'Hören Sie, wie der KI-Telefonassistent Anrufe annimmt, Anliegen versteht und Termine bucht.',
  searchLabel: 'Demos durchsuchen',
  loadFailed: 'Die Demo-Aufnahmen konnten nicht geladen werden.',
  reload: 'Neu laden',
  share: 'Teilen',
  shareLabel: (title: string) => `${title} teilen`,
  embedHeading: 'Einbettungscode',
  embedHint: 'Fügen Sie diesen Code in Ihre Website ein, um die Demos dieser Kategorie abzuspielen.',
  copy: 'Code kopieren',
  copied: 'Kopiert',
  logoAlt: (companyName: string) => `Logo ${companyName}`,
  miniPlayerLabel: 'Aktuelle Wiedergabe',
  nowPlaying: 'Läuft gerade',
  pause: 'Pausieren',
  showTrack: 'Zum Titel',
  embedTitle: (companyName: string) => `${companyName} Audio Demos`,
} as const;

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
  saving: 'Wird gespeichert...',
  saveChanges: 'Änderungen speichern',
  createButton: 'Demo erstellen',
} as const;

/** German answers of the route (ours). */
export const oembedMessages = {
  notOurs: 'Für diese Adresse gibt es keinen einbettbaren Player.',
  onlyJson: 'Nur das Format json wird unterstützt.',
  dimensionInvalid: 'Bitte eine ganze Zahl zwischen 1 und 10000 angeben.',
  urlInvalid: 'Bitte die Adresse eines Players angeben.',
} as const;
