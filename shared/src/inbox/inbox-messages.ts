/** The requests inbox's German texts: status labels, the admin API's messages, the page's labels and toasts. */
import { BAD_CURSOR_MESSAGE, CHANGE_NOT_SAVED_MESSAGE, INVALID_EMAIL_MESSAGE } from '../common/common-messages';
import { INBOX_BULK_MAX } from '../common/limits';

/** German labels of a request's kind (the export's 'Art' column; keyed literally, shared/src/labels-cover.test.ts checks them). */
export const requestKindLabels = { contact: 'Kontaktanfrage', demo_request: 'Demo-Anfrage' } as const satisfies Record<string, string>;

/** German labels of the demo request's workflow states (keyed literally, shared/src/labels-cover.test.ts checks them). */
export const demoStatusLabels = {
  pending: 'Offen',
  kontaktiert: 'Kontaktiert',
  demo_geplant: 'Demo geplant',
  gewonnen: 'Gewonnen',
  verloren: 'Verloren',
} as const satisfies Record<string, string>;
export const deliveryStatusLabels = { pending: 'Ausstehend', retrying: 'Wird wiederholt', done: 'Synchronisiert', failed: 'Fehlgeschlagen' } as const;
/** What the CRM column says beyond its status (delivery-failures.ts `crmStepNotice` picks one). */
export const crmStepMessages = {
  /** Pipedrive's token budget answered 429; the next attempt waits for its reset. */
  rateLimited: (time: string) => `CRM-Limit erreicht, nächster Versuch um ${time}`,
  /** Pipedrive refused the token (401/403): not retried, alarmed. */
  accessRefused: 'CRM-Zugang ungültig',
  /** A test stage without a CRM token of its own: nothing was synced. */
  notConnected: 'CRM nicht verbunden (Testumgebung)',
} as const;
/** What SES reported about a sent mail (mail-outcome.ts): the inbox and the staff calendar show it. */
export const mailOutcomeLabels = { delivered: 'Zugestellt', bounced: 'Unzustellbar', complained: 'Beschwerde', rejected: 'Unzustellbar' } as const;
export const mailStatusLabels = { pending: 'Ausstehend', retrying: 'Wird wiederholt', done: 'Gesendet', failed: 'Fehlgeschlagen' } as const;

export const inboxMessages = {
  /** The GDPR routes' answer (404) when nothing is stored about the address. */
  gdprNoData: 'Keine Daten zu dieser E-Mail-Adresse gefunden.',
  /** Ours: the erase asks the CRM first and deletes nothing when it cannot. */
  gdprCrmUnavailable: 'Das CRM ist gerade nicht erreichbar. Es wurde nichts gelöscht; bitte versuchen Sie es später erneut.',
  notFound: 'Anfrage nicht gefunden',
  unknownKind: 'Unbekannte Liste',
  unknownStatus: 'Unbekannter Status',
  unknownDelivery: 'Unbekannter Zustand',
  unknownStep: 'Unbekannter Schritt',
  badCursor: BAD_CURSOR_MESSAGE,
  searchTooLong: 'Der Suchbegriff ist zu lang',
  noteRequired: 'Bitte geben Sie eine Notiz ein',
  noteTooLong: 'Die Notiz ist zu lang',
  emailInvalid: INVALID_EMAIL_MESSAGE,
  rerunNotFailed: 'Dieser Schritt ist nicht fehlgeschlagen und kann nicht erneut gestartet werden.',
  unknownSort: 'Unbekannte Sortierung',
  unknownFormat: 'Unbekanntes Dateiformat',
  badDate: 'Bitte geben Sie ein gültiges Datum ein',
  badRange: 'Das Enddatum liegt vor dem Anfangsdatum',
  /** Sorting by name reads the whole filtered list; beyond INBOX_NAME_SORT_MAX_ROWS staff narrow it first. */
  nameSortTooMany: 'Zu viele Anfragen, um nach Name zu sortieren. Bitte grenzen Sie den Zeitraum oder die Suche ein.',
} as const;


/** Toasts and labels of the page. */
export const inboxTexts = {
  title: 'Admin Kontakte',
  tabContacts: 'Kontaktanfragen',
  tabDemos: 'Demo-Anfragen',
  loadMore: 'Weitere laden',
  empty: 'Keine Anfragen gefunden.',
  loadFailed: 'Die Anfragen konnten nicht geladen werden.',
  rerunCrm: 'CRM erneut synchronisieren',
  rerunMail: 'E-Mail erneut senden',
  rerunStarted: 'Erneut gestartet',
  statusChanged: 'Status geändert',
  noteSaved: 'Notiz gespeichert',
  actionFailed: CHANGE_NOT_SAVED_MESSAGE,
  exportCsv: 'CSV exportieren',
  exportXlsx: 'Excel exportieren',
  gdprExported: 'Datenauskunft heruntergeladen',
  gdprErased: 'Daten gelöscht',
  eraseConfirm: 'Endgültig löschen',
  filterAll: 'Alle',
  loadingMore: 'Wird geladen...',
  notePlaceholder: 'Notiz für das Team',
  changeStatusQuestion: 'Status ändern?',
  historyNote: 'Notiz',
  searchLabel: 'Suche (Name, E-Mail, Firma)',
  fromLabel: 'Eingang von',
  toLabel: 'Eingang bis',
  resetFilters: 'Filter zurücksetzen',
  sortByName: 'Nach Name sortieren',
  sortByDate: 'Nach Eingang sortieren',
  columnName: 'Name',
  columnCreated: 'Eingang',
} as const;

export const retryNowMessages = {
  /** The action (a button per step, in the details of a request whose step is 'Wird wiederholt'). */
  action: 'Jetzt erneut versuchen',
  started: 'Neuer Versuch gestartet',
  /** 409: the step is not waiting for a retry (done, failed for good, or not tried yet). */
  notRetrying: 'Dieser Schritt wartet nicht auf einen erneuten Versuch und kann nicht jetzt wiederholt werden.',
  /** Above the raw error (a details element). */
  technicalDetails: 'Technische Details',
  attempts: 'Versuche',
  nextAttempt: 'Nächster Versuch',
  lastError: 'Letzter Fehler',
} as const;

export const inboxBulkMessages = {
  noneSelected: 'Bitte wählen Sie mindestens eine Anfrage aus',
  tooMany: `Bitte wählen Sie höchstens ${INBOX_BULK_MAX} Anfragen auf einmal aus`,
  badId: 'Ungültige Anfrage-ID',
} as const;

export const inboxBulkTexts = {
  selectAll: 'Alle angezeigten Anfragen auswählen',
  selectRow: (name: string) => `${name || 'Anfrage'} auswählen`,
  selected: (count: number) => (count === 1 ? '1 Anfrage ausgewählt' : `${count} Anfragen ausgewählt`),
  statusLabel: 'Status der Auswahl',
  statusPlaceholder: 'Status wählen',
  applyStatus: 'Status setzen',
  exportSelected: 'Auswahl als CSV',
  exportSelectedXlsx: 'Auswahl als Excel',
  clearSelection: 'Auswahl aufheben',
  confirmStatus: (count: number, label: string) => `Status von ${count === 1 ? '1 Anfrage' : `${count} Anfragen`} auf „${label}“ setzen?`,
  statusChanged: (count: number) => (count === 1 ? 'Status von 1 Anfrage geändert' : `Status von ${count} Anfragen geändert`),
  limitNote: `Höchstens ${INBOX_BULK_MAX} Anfragen auf einmal`,
} as const;

export const inboxNewsMessages = {
  badSince: 'Ungültiger Zeitpunkt',
} as const;

/** The German texts of the live inbox. */
export const inboxNewsTexts = {
  /** The badge's text for screen readers, e.g. '3 neue Anfragen'. */
  badgeLabel: (count: string): string => (count === '1' ? '1 neue Anfrage' : `${count} neue Anfragen`),
  /** The mark of a row that arrived since the last visit. */
  newRow: 'Neu',
  notificationsOn: 'Browser-Benachrichtigungen einschalten',
  notificationsActive: 'Browser-Benachrichtigungen sind eingeschaltet',
  notificationsBlocked: 'Der Browser hat Benachrichtigungen für diese Seite blockiert.',
  notificationTitle: (count: string): string => (count === '1' ? 'Neue Anfrage' : `${count} neue Anfragen`),
} as const;
