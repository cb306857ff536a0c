import { countText, type GdprErasure } from '@rufbereit/shared';

/** A narrow no-break space between a number and its unit ('vor 5 Min.'), as German typesetting has it. */
const NNBSP = '\u202F';

/** The back office's own texts (the specification's are in shared: inboxTexts, adminUserMessages, …). */
export const adminUsersTexts = {
  statusLabels: {
    CONFIRMED: 'Bestätigt',
    UNCONFIRMED: 'E-Mail nicht bestätigt',
    FORCE_CHANGE_PASSWORD: 'Vorläufiges Passwort',
    RESET_REQUIRED: 'Passwort muss zurückgesetzt werden',
  } as Record<string, string>,
  loadFailed: 'Die Benutzer konnten nicht geladen werden.',
  empty: 'Es gibt noch keine Benutzerkonten.',
  mfaSetUp: 'Eingerichtet',
  mfaNotSetUp: 'Nicht eingerichtet',
  revokeNamed: (email: string) => `Administratorrechte von ${email} entziehen`,
  revoke: 'Adminrechte entziehen',
  grantNamed: (email: string) => `${email} zum Administrator machen`,
  grant: 'Zum Admin machen',
  grantQuestion: 'Administratorrechte vergeben?',
  revokeQuestion: 'Administratorrechte entziehen?',
  grantConsequence: (email: string) => `${email} erhält Zugriff auf alle Anfragen, Demos und Benutzerkonten.`,
  revokeConsequence: (email: string) => `${email} verliert den Zugriff auf den Verwaltungsbereich.`,
  searchLabel: 'Nach E-Mail suchen',
  /** The search filters the accounts already loaded (the list is paged with 'Mehr laden'). */
  searchLoadedOnly: 'Gesucht wird in den geladenen Konten; weitere kommen mit „Mehr laden“ dazu.',
  noMatch: (term: string) => `Kein geladenes Konto passt zu „${term}“.`,
  matchCount: (shown: number, loaded: number) => `${countText(shown, 'Treffer', 'Treffer')} unter ${countText(loaded, 'geladenen Konto', 'geladenen Konten')}`,
} as const;

/** Staff's overview of the assistant configurations. */
export const configListTexts = {
  documentOpenFailed: 'Das Dokument konnte nicht geöffnet werden.',
  loadFailed: 'Die Konfigurationen konnten nicht geladen werden.',
  empty: 'Noch hat kein Konto eine Konfiguration gespeichert.',
  changed: (time: string) => `Geändert: ${time}`,
  documentsOf: (email: string) => `Dokumente von ${email}`,
  voice: (name: string) => `Stimme ${name}`,
} as const;

/** The dashboard's own texts beside shared's dashboardTexts. */
export const dashboardPanelTexts = {
  /** '2026-W48' from Monday 23.11. → 'KW 48 (ab 23.11.)'. */
  week: (number: number, monday: string) => `KW ${number} (ab ${monday})`,
} as const;

/** The inbox's own texts beside shared's inboxTexts. */
export const inboxPanelTexts = {
  personInPipedrive: 'Person in Pipedrive',
  nextAttempt: (time: string) => `Nächster Versuch: ${time}`,
  /** The SES outcome of the intro call confirmation to the visitor (mail column). */
  introCallMail: (outcome: string) => `Kennenlerngespräch-Bestätigung: ${outcome}`,
  justNow: 'gerade eben',
  minutesAgo: (minutes: number) => `vor ${minutes}${NNBSP}Min.`,
  hoursAgo: (hours: number) => `vor ${hours}${NNBSP}Std.`,
  searchLabel: (list: string) => `${list} durchsuchen`,
  deliveryFilter: 'CRM / E-Mail',
  exportFailed: 'Der Export ist fehlgeschlagen.',
  detailsOf: (name: string) => `Details zu ${name}`,
  details: 'Details',
  columnContact: 'Kontakt',
  columnService: 'Leistung',
  columnStatus: 'Status',
  columnCrm: 'CRM',
  columnMail: 'E-Mail',
  columnAction: 'Aktion',
  /** Beside the phone list's 'select all' box (the box itself is named by inboxBulkTexts.selectAll). */
  selectAllShort: 'Alle',
  sortBy: 'Sortieren:',
  sortAscending: 'aufsteigend',
  sortDescending: 'absteigend',
  close: 'Schließen',
  loadFailed: 'Die Anfrage konnte nicht geladen werden.',
  consentAt: (time: string) => `Datenschutz akzeptiert am ${time}`,
  erasure: 'Löschung',
  rerunExplained: 'Der Schritt wird erneut gestartet; der Status zeigt den neuen Versuch.',
  newStatus: (status: string) => `Neuer Status: ${status}`,
  rerunHistory: (step: string, previousAttempts: number, previousError: string | undefined) =>
    ` (${step === 'crm' ? 'CRM' : 'E-Mail'}, zuvor ${countText(previousAttempts, 'Versuch', 'Versuche')}${previousError ? `: ${previousError}` : ''})`,
  newNote: 'Neue Notiz',
  saveNote: 'Notiz speichern',
} as const;

/** The data protection panel: a person's data exported or erased by e-mail address. */
export const gdprTexts = {
  exportFailed: 'Die Datenauskunft ist fehlgeschlagen.',
  eraseFailed: 'Das Löschen ist fehlgeschlagen.',
  heading: 'Datenschutz (DSGVO)',
  intro: 'Auskunft über alle gespeicherten Daten einer Person oder deren Löschung, gefunden über die E-Mail-Adresse.',
  emailLabel: 'E-Mail der Person',
  exportData: 'Daten exportieren',
  eraseData: 'Daten löschen',
  eraseQuestion: 'Alle Daten dieser Person löschen?',
  eraseConsequence: (email: string) =>
    `Alle Kontakt- und Demo-Anfragen von ${email} mit ihren Notizen, gebuchte Kennenlerngespräche und die Einträge im CRM werden endgültig gelöscht.`,
  erased: (result: GdprErasure) =>
    `Gelöscht: ${countText(result.contactIds.length, 'Kontaktanfrage', 'Kontaktanfragen')}, ${countText(result.demoRequestIds.length, 'Demo-Anfrage', 'Demo-Anfragen')}, ${countText(result.introCallSlots.length, 'Kennenlerngespräch', 'Kennenlerngespräche')}.` +
    (result.pipedrivePersonIds.length > 0
      ? ` ${result.pipedrivePersonIds.length === 1 ? 'Pipedrive-Person' : 'Pipedrive-Personen'} ${result.pipedrivePersonIds.join(', ')}${result.pipedriveDeleted.length === result.pipedrivePersonIds.length ? ' dort ebenfalls gelöscht.' : ': bitte in Pipedrive entfernen.'}`
      : ''),
} as const;
