/**
 * The requests inbox of the back office (`/admin/contacts`): which lists exist, the demo-request
 * workflow, the admin API's input schemas and answers, the CSV layout.
 * The index design is in requests/inbox-index.ts, the German texts in inbox-messages.ts, the GDPR
 * export and erasure in gdpr/gdpr.ts.
 */
import * as z from 'zod/mini';
import { demoStatuses, type CrmState, type DemoStatus, type MailState, type RequestKind, type StaffAction, type StaffNote } from '../requests/request-records';
import { inboxMessages } from './inbox-messages';
import { messageText } from '../common/text-rules';
import { inboxOrders, inboxSorts, isCalendarDate } from './inbox-range';
import type { VisitAttribution } from '../site-analytics/site-analytics';

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
/** CSV export: UTF-8 with BOM, semicolons (German Excel), German header. */
export const CSV_SEPARATOR = ';';
/** The export's columns, the same in the CSV and the .xlsx (docs/features/inbox.md, "Export"). */
export const csvHeader = ['Art', 'Eingang', 'Name', 'Firma', 'E-Mail', 'Telefon', 'Leistung', 'Status', 'CRM', 'E-Mail-Versand', 'Nachricht', 'Einwilligung'] as const;
type CsvColumn = (typeof csvHeader)[number];
/** The columns that hold a time: the .xlsx types their cells as dates. */
export const csvDateColumns: ReadonlyArray<CsvColumn> = ['Eingang', 'Einwilligung'];
/** The columns whose cells stay text when staff type into them (a phone number is no number). */
export const csvTextColumns: ReadonlyArray<CsvColumn> = ['Telefon'];
/** A row of the CSV: the list's row plus the message and when consent was given. */
export type CsvRow = InboxRow & Pick<RequestDetail, 'message' | 'consentAt'>;
