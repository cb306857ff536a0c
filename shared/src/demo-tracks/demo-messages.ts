/** German texts of the audio demos: the demo calls, the playlist and the embeddable player, oEmbed. */

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

/** German answers of the route (ours). */
export const oembedMessages = {
  notOurs: 'Für diese Adresse gibt es keinen einbettbaren Player.',
  onlyJson: 'Nur das Format json wird unterstützt.',
  dimensionInvalid: 'Bitte eine ganze Zahl zwischen 1 und 10000 angeben.',
  urlInvalid: 'Bitte die Adresse eines Players angeben.',
} as const;
