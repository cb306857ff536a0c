/**
 * The requests inbox of the back office (`/admin/contacts`): which lists exist, the demo-request
 * workflow, the admin API's input schemas and answers, the GDPR export and erasure, the CSV layout.
 * The index design is in storage/inbox-index.ts, the German texts in messages/inbox.ts.
 */
import * as z from 'zod/mini';
import { demoStatuses, type CrmState, type DemoStatus, type MailState, type RequestKind, type StaffAction, type StaffNote } from '../storage/records';
import { inboxMessages } from '../messages/inbox';
import { messageText } from './text-rules';
import { inboxOrders, inboxSorts, isCalendarDate } from './inbox-range';
import type { VisitAttribution } from './site-analytics';

/** The two lists and the path segment that names each in the admin API (`/api/admin/requests/{kind}`). */
export const inboxKinds = { contacts: 'contact', 'demo-requests': 'demo_request' } as const satisfies Record<string, RequestKind>;
export type InboxKind = keyof typeof inboxKinds;

/** Rows per page of the inbox (cursor paging, 'Weitere laden'). */
export const INBOX_PAGE_SIZE = 25;

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
  /** Demo requests: the 14-day trial staff started from it (the customer account it created). */
  trial?: TrialAccount;
  /** The visit the request came from: entry page, source, medium, campaign, referrer (issue 40 item 2). */
  attribution?: VisitAttribution;
};

/**
 * The trial started from a demo request ('Testzugang einrichten'): the Cognito account created for
 * the request's address (its `sub`), when and by whom, and when the trial ends (TRIAL_DAYS later).
 * `pending` while the account is being created (the claim that makes a double click create one).
 */
export interface TrialAccount {
  status: 'pending' | 'active';
  email: string;
  accountId?: string;
  startedAt: string;
  endsAt: string;
  by: string;
  /** The note about the trial on the request's CRM deal (kept so a retry adds no second note). */
  crmNoteId?: number;
  /** Set before Pipedrive is asked for the note: the claim that makes a double click add one. */
  crmNoteClaimedAt?: string;
}

/** Sorting by name sorts the filtered list in memory (no index by name): at most this many rows. */
export const INBOX_NAME_SORT_MAX_ROWS = 5000;

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

/** The export's file formats: CSV for any program, .xlsx with typed cells (phone as text, times as dates). */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const exportFormatSchema = z.object({ format: z.optional(z.enum(exportFormats, { error: inboxMessages.unknownFormat })) });

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
  /** The visit the booking came from (issue 40 item 2), as stored with it. */
  attribution?: VisitAttribution;
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
/** The export's columns, the same in the CSV and the .xlsx (docs/features/inbox.md, "Export"). */
export const csvHeader = ['Art', 'Eingang', 'Name', 'Firma', 'E-Mail', 'Telefon', 'Leistung', 'Status', 'CRM', 'E-Mail-Versand', 'Nachricht', 'Einwilligung'] as const;
/** A row of the CSV: the list's row plus the message and when consent was given. */
export type CsvRow = InboxRow & Pick<RequestDetail, 'message' | 'consentAt'>;
