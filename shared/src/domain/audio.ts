/**
 * The audio player and the demo-call section: their timings, limits and every user-visible string.
 * Used by the landing page's demo calls and by every page that reuses the player.
 */

/** Timings and limits of the audio player (spec: limits, spec "Audio track player"). */
export const AUDIO_LOAD_TIMEOUT_MS = 7000;
/** While playing, the element's position is read this often ... */
export const POSITION_POLL_MS = 100;
/** ... but the shown position changes at most this often (fewer React renders), */
export const POSITION_DISPLAY_THROTTLE_MS = 500;
/** unless the position jumped at least this far (a seek from elsewhere must show at once). */
export const POSITION_JUMP_S = 1;

/** Volumes are 0..1 internally and 0..100 on screen. */
export const DEFAULT_VOLUME = 1;
/** Unmuting restores the earlier volume, or this one if the earlier volume was 0. */
export const UNMUTE_FALLBACK_VOLUME = 0.7;
export const VOLUME_SLIDER_HIDE_DELAY_MS = 1000;

export const SEEK_SLIDER = { min: 0, max: 100, step: 0.1 } as const;
export const VOLUME_SLIDER = { min: 0, max: 100, step: 1 } as const;

export const KEYBOARD_SEEK_STEP_S = 5;
export const KEYBOARD_VOLUME_STEP = 0.1;

/** The demo-call section shows 'Laden...' this long before the cards (spec: limits). */
export const SECTION_PLACEHOLDER_MS = 1000;
/** Each card shows a placeholder this long before its player (spec: limits). */
export const CARD_PLACEHOLDER_MS = 500;

/**
 * Every user-visible string of the audio player and the demo-call section, verbatim from the
 * specification (screens, validation and error catalogue). Labels the
 * specification does not name (aria labels, headings) are ours and marked as such.
 */
export const audioMessages = {
  loadError: (detail: string) => `Fehler beim Laden der Audiodatei: ${detail}`,
  playbackError: (detail: string) => `Fehler bei der Wiedergabe: ${detail}`,
  loadTimeout: 'Timeout beim Laden der Audio-Datei',
  initFailed: (detail: string) => `Fehler beim Initialisieren des Audio-Players: ${detail}`,
  playFailed: (detail: string) => `Wiedergabefehler: ${detail}`,
  noUrl: 'Keine Audio-URL angegeben',
  noAudioLoaded: 'Keine Audio-Datei geladen',
  loading: 'Audio wird geladen...',
  defaultError: 'Fehler beim Laden der Audio. Bitte versuchen Sie es später erneut.',
  reload: 'Neu laden',
  reloadingToast: 'Audio wird neu geladen...',
  toggleFailedToast: 'Fehler bei der Audiowiedergabe',
  fallbackToast: { title: 'Audio konnte nicht geladen werden', description: 'Es wird ein alternativer Sound verwendet.' },
  invalidUrl: 'Ungültige Audio-URL',
  noValidSource: 'Keine gültige Audioquelle vorhanden',

  // Accessible names (spec: 'Abspielen' / 'Pausieren'; the others are ours).
  play: 'Abspielen',
  pause: 'Pausieren',
  mute: 'Stummschalten',
  unmute: 'Ton einschalten',
  volume: 'Lautstärke',
  seek: 'Wiedergabeposition',
  player: (title: string) => `Audio-Player: ${title}`,
  positionText: (current: string, total: string) => `${current} von ${total}`,

  /** Details for MediaError codes (ours; the browser's own texts are English). */
  mediaErrorDetail: {
    1: 'Laden abgebrochen',
    2: 'Netzwerkfehler',
    3: 'Die Datei konnte nicht dekodiert werden',
    4: 'Datei nicht gefunden oder Format nicht unterstützt',
  } as Readonly<Record<number, string>>,
  unknownErrorDetail: 'Unbekannter Fehler',
} as const;

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
