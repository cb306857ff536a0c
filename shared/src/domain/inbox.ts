/**
 * The requests inbox of the back office (`/admin/contacts`): which lists exist, the indexes behind
 * them, the demo-request workflow, the admin API's input schemas, answers and German messages.
 * Read by the admin handlers, the CDK tables, the local environment and the page.
 */
import * as z from 'zod/mini';
import { REQUEST_RETENTION_DAYS } from './constants';
import { demoStatuses, type CrmState, type DemoStatus, type InboxAttributes, type MailState, type RequestKind, type StaffAction, type StaffNote } from '../storage/records';
import { INVALID_EMAIL_MESSAGE } from '../messages/forms';
import { messageText } from './text-rules';
import { inboxOrders, inboxSorts, isCalendarDate } from './inbox-range';

/** The two lists and the path segment that names each in the admin API (`/api/admin/requests/{kind}`). */
export const inboxKinds = { contacts: 'contact', 'demo-requests': 'demo_request' } as const satisfies Record<string, RequestKind>;
export type InboxKind = keyof typeof inboxKinds;

/** Rows per page of the inbox (cursor paging, 'Weitere laden'). */
export const INBOX_PAGE_SIZE = 25;

/**
 * Attributes every stored request carries for the inbox's indexes (set once, when it is created):
 *  - `inbox` (constant) + `createdKey` (`{createdAt}#{id}`): the index by creation time, newest first.
 *  - `searchText`: name, e-mail and company in lower case, searched with `contains` on the narrow index
 *    `bySearchText` (same keys, only the search text projected), whose hits are then read by key.
 *  - `emailKey`: the e-mail in lower case, the partition of the index the GDPR routes look a person up in.
 *  - `expiresAt`: epoch seconds, DynamoDB TTL (REQUEST_RETENTION_DAYS after creation).
 */
export const INBOX_PARTITION = 'all';
export const inboxIndexes = {
  /** Partition `inbox`, sort `createdKey`; projects the row fields (never the message). */
  byCreatedAt: { name: 'byCreatedAt', partitionKey: 'inbox', sortKey: 'createdKey' },
  /** Partition `emailKey`; keys only. */
  byEmail: { name: 'byEmail', partitionKey: 'emailKey' },
  /**
   * The same keys as `byCreatedAt` (so a cursor fits both) projecting only `searchText`: a search
   * reads ~100 bytes per request instead of the whole row, then fetches its hits by key.
   */
  bySearchText: { name: 'bySearchText', partitionKey: 'inbox', sortKey: 'createdKey' },
} as const;
/** Attributes the search index copies besides its keys. */
export const inboxSearchAttributes = ['searchText'] as const;
/** Attributes the creation-time index copies besides its keys: what a row of the list shows. */
export const inboxRowAttributes = [
  'kind',
  'createdAt',
  'firstname',
  'lastname',
  'first_name',
  'last_name',
  'company_name',
  'email',
  'phone',
  'service_preference',
  'status',
  'crm',
  'mail',
  'searchText',
] as const;
export const REQUEST_TTL_ATTRIBUTE = 'expiresAt';

const DAY_SECONDS = 24 * 60 * 60;
/** The lower-case text the search looks in: first and last name, e-mail, company. */
export const searchTextOf = (parts: ReadonlyArray<string | undefined>): string =>
  parts
    .filter((p): p is string => Boolean(p))
    .join(' ')
    .toLocaleLowerCase('de-DE');

/** The inbox attributes of a request created at `createdAt` (ISO) with these fields. */
export function inboxAttributes(
  id: string,
  createdAt: string,
  fields: { email: string; company_name?: string; firstname?: string; lastname?: string; first_name?: string; last_name?: string },
  retentionDays: number = REQUEST_RETENTION_DAYS,
): InboxAttributes {
  return {
    inbox: INBOX_PARTITION,
    createdKey: `${createdAt}#${id}`,
    searchText: searchTextOf([fields.firstname ?? fields.first_name, fields.lastname ?? fields.last_name, fields.email, fields.company_name]),
    emailKey: fields.email.toLocaleLowerCase('de-DE'),
    expiresAt: Math.floor(Date.parse(createdAt) / 1000) + retentionDays * DAY_SECONDS,
  };
}

/** German labels of the demo request's workflow states. */
export const demoStatusLabels: Record<DemoStatus, string> = {
  pending: 'Offen',
  kontaktiert: 'Kontaktiert',
  demo_geplant: 'Demo geplant',
  gewonnen: 'Gewonnen',
  verloren: 'Verloren',
};
export const deliveryStatusLabels = { pending: 'Ausstehend', retrying: 'Wird wiederholt', done: 'Synchronisiert', failed: 'Fehlgeschlagen' } as const;
export const mailStatusLabels = { pending: 'Ausstehend', retrying: 'Wird wiederholt', done: 'Gesendet', failed: 'Fehlgeschlagen' } as const;


/** A row of the list (the index's projection). */
export interface InboxRow {
  id: string;
  kind: RequestKind;
  createdAt: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  servicePreference?: string;
  status?: DemoStatus;
  crm: CrmState & { nextAttemptAt?: string };
  mail: MailState & { nextAttemptAt?: string };
}
export interface InboxPage {
  items: InboxRow[];
  /** Present when there may be more: pass it as `cursor` for the next page. */
  nextCursor?: string;
}
/** One request with everything stored about it (the detail panel, the GDPR export). */
export type RequestDetail = InboxRow & {
  message?: string;
  /** When the visitor gave consent (the privacy checkbox was required to send). */
  consentAt: string;
  expiresAt?: number;
  notes: StaffNote[];
  history: StaffAction[];
};

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
  badCursor: 'Ungültige Seitenangabe',
  searchTooLong: 'Der Suchbegriff ist zu lang',
  noteRequired: 'Bitte geben Sie eine Notiz ein',
  noteTooLong: 'Die Notiz ist zu lang',
  emailInvalid: INVALID_EMAIL_MESSAGE,
  rerunNotFailed: 'Dieser Schritt ist nicht fehlgeschlagen und kann nicht erneut gestartet werden.',
  unknownSort: 'Unbekannte Sortierung',
  badDate: 'Bitte geben Sie ein gültiges Datum ein',
  badRange: 'Das Enddatum liegt vor dem Anfangsdatum',
  /** Sorting by name reads the whole filtered list; beyond INBOX_NAME_SORT_MAX_ROWS staff narrow it first. */
  nameSortTooMany: 'Zu viele Anfragen, um nach Name zu sortieren. Bitte grenzen Sie den Zeitraum oder die Suche ein.',
} as const;

/** Sorting by name sorts the filtered list in memory (no index by name): at most this many rows. */
export const INBOX_NAME_SORT_MAX_ROWS = 5000;

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
  actionFailed: 'Die Änderung konnte nicht gespeichert werden.',
  exportCsv: 'CSV exportieren',
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

/** Longest search term (the server refuses longer ones; the page's field stops there). */
export const INBOX_SEARCH_MAX_LENGTH = 100;
/** Longest staff note (the server refuses longer ones; the page's field stops there). */
export const NOTE_MAX_LENGTH = 2000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const inboxKindParamsSchema = z.object({
  kind: z.enum(['contacts', 'demo-requests'], { error: inboxMessages.unknownKind }),
});
export const requestParamsSchema = z.object({
  kind: inboxKindParamsSchema.shape.kind,
  requestId: z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[\w-]+$/)),
});
export const demoRequestParamsSchema = z.object({ requestId: requestParamsSchema.shape.requestId });

const calendarDate = z.string().check(z.refine(isCalendarDate, inboxMessages.badDate));

/** `GET /api/admin/requests/{kind}` and the CSV export: search, filters, date range, sort order, cursor. */
export const inboxQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(INBOX_SEARCH_MAX_LENGTH, inboxMessages.searchTooLong))),
  status: z.optional(z.enum(demoStatuses, { error: inboxMessages.unknownStatus })),
  delivery: z.optional(z.enum(['pending', 'retrying', 'done', 'failed'], { error: inboxMessages.unknownDelivery })),
  cursor: z.optional(z.string().check(z.maxLength(2000, inboxMessages.badCursor))),
  /** Berlin calendar days, both inclusive. */
  from: z.optional(calendarDate),
  to: z.optional(calendarDate),
  sort: z.optional(z.enum(inboxSorts, { error: inboxMessages.unknownSort })),
  order: z.optional(z.enum(inboxOrders, { error: inboxMessages.unknownSort })),
}).check(z.refine(({ from, to }) => !from || !to || from <= to, { error: inboxMessages.badRange, path: ['to'] }));
export type InboxQuery = z.output<typeof inboxQuerySchema>;

export const demoStatusBodySchema = z.object({ status: z.enum(demoStatuses, { error: inboxMessages.unknownStatus }) });
/** A staff note obeys the text rules of the forms' message (no NUL, other controls or bidi overrides). */
export const noteBodySchema = z.object({
  text: messageText(NOTE_MAX_LENGTH, inboxMessages.noteTooLong, z.minLength(1, inboxMessages.noteRequired)),
});
export const rerunBodySchema = z.object({ step: z.enum(['crm', 'mail'], { error: inboxMessages.unknownStep }) });
export const gdprBodySchema = z.object({
  email: z.string().check(z.trim(), z.maxLength(200, inboxMessages.emailInvalid), z.regex(EMAIL_PATTERN, inboxMessages.emailInvalid)),
});

/** An intro-call booking as the GDPR export shows it. */
export interface GdprIntroCall {
  slot: string;
  name: string;
  email: string;
  phone: string;
  createdAt: string;
}

/** An open upload ticket as the GDPR export shows it (id = upload or document id). */
export interface GdprUploadTicket {
  id: string;
  kind: 'audio' | 'document';
  name: string;
  createdAt: string;
}

/** `POST /api/admin/gdpr/export`: everything stored about one e-mail address. */
export interface GdprExport {
  email: string;
  exportedAt: string;
  contacts: RequestDetail[];
  demoRequests: RequestDetail[];
  /** Booked intro calls (table intro_call_slots). */
  introCalls: GdprIntroCall[];
  /** Documents uploaded by the account with this address. */
  documents: { id: string; name: string }[];
  /** MP3s the account with this address published (id = upload id, url = where the site serves it). */
  audioFiles: { id: string; name: string; url: string }[];
  /** Upload tickets the account asked for and has not used yet: they hold the file names it gave. */
  uploadTickets: GdprUploadTicket[];
  /** Pipedrive persons the requests were synced to or that carry the address. */
  pipedrivePersons: { id: number; url?: string }[];
}

/** What the CRM erase did: ids only. `configured` false: no CRM token, nothing could be deleted there. */
export interface GdprCrmErasure {
  configured: boolean;
  personIds: number[];
  dealIds: number[];
  noteIds: number[];
  /** What could not be deleted (remove by hand in Pipedrive). */
  failed: { kind: 'person' | 'deal' | 'note'; id: number }[];
}

/**
 * `POST /api/admin/gdpr/erase`: what was erased, per store, truthfully (only what is gone now). The
 * erasure record is this object: ids, slot times and counts, never a name, address or text.
 */
export interface GdprErasure {
  id: string;
  at: string;
  by: string;
  contactIds: string[];
  demoRequestIds: string[];
  /** Intro-call bookings deleted (their slots are free again), by slot start. */
  introCallSlots: string[];
  /** The address's claim on its one open booking (a hash of the address, deleted with the booking). */
  introCallClaims: number;
  /** Items of the idempotency table keyed by the address (the CRM person lease, the forms' hourly counters of this and the last hour). */
  addressLeases: number;
  /** Documents of the account with this address (list entry and file). */
  documentIds: string[];
  /** Published MP3s of the account with this address (list entry and file). */
  audioFileIds: string[];
  /** Open upload tickets of the account with this address, dropped (they held the file names it gave). */
  uploadTicketIds: string[];
  crm: GdprCrmErasure;
  /** Pipedrive persons linked to the address (also those that could not be deleted). */
  pipedrivePersonIds: number[];
  /** Persons deleted through the Pipedrive API. */
  pipedriveDeleted: number[];
}

/** CSV export: UTF-8 with BOM, semicolons (German Excel), German header. */
export const CSV_SEPARATOR = ';';
export const csvHeader = ['Eingang', 'Name', 'Firma', 'E-Mail', 'Telefon', 'Leistung', 'Status', 'CRM', 'E-Mail-Versand', 'Nachricht', 'Einwilligung'] as const;
/** A row of the CSV: the list's row plus the message and when consent was given. */
export type CsvRow = InboxRow & Pick<RequestDetail, 'message' | 'consentAt'>;
