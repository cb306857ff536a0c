/** German texts of the audio player and the audio performance test. */

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

/** The specification names no text on this page: every string here is ours. */
export const performanceTestMessages = {
  heading: 'Audio-Performance-Test',
  intro: 'Misst im Browser, wie schnell die Demo-Aufnahmen laden, dekodieren und abspielen. Jede Datei wird kurz und fast lautlos angespielt.',
  defaultUrlsHeading: 'Standard-Aufnahmen',
  defaultUrlsLoading: 'Lade Demo-Aufnahmen...',
  defaultUrlsFailed: 'Die Demo-Aufnahmen konnten nicht geladen werden.',
  reload: 'Neu laden',
  extraUrlsLabel: 'Weitere Audio-URLs (eine pro Zeile)',
  start: 'Test starten',
  cancel: 'Test abbrechen',
  noUrls: 'Keine URLs zum Testen vorhanden.',
  progress: (current: number, total: number) => `Teste ${current} von ${total}`,
  progressLabel: 'Fortschritt',
  cancelled: 'Test abgebrochen.',
  finished: 'Test abgeschlossen.',
  summaryHeading: 'Zusammenfassung',
  summaryPartial: 'Zusammenfassung der bis zum Abbruch getesteten URLs',
  successRate: 'Erfolgsquote',
  averageLoadTime: 'Durchschnittliche Ladezeit',
  timeoutRate: 'Timeout-Quote',
  errorRate: 'Fehlerquote',
  resultsHeading: 'Ergebnisse',
  success: 'Erfolgreich',
  failed: 'Fehlgeschlagen',
  loadTime: 'Ladezeit',
  decodeTime: 'Dekodierzeit',
  playbackStartTime: 'Wiedergabestart',
  bufferingEvents: 'Pufferereignisse',
  errors: 'Fehler',
  timeouts: 'Timeouts',
  notMeasured: '–',
  /** Details of an error or timeout (the browser's own texts are English). */
  timeoutDetail: (ms: number) => `Keine Wiedergabe nach ${ms / 1000} s`,
  playRefused: (detail: string) => `Wiedergabe verweigert: ${detail}`,
} as const;
