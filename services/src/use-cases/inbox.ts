/**
 * The requests inbox of the back office: list and search (cursor paging), one request in full,
 * the demo workflow, notes, re-running a failed CRM or mail step, the CSV export.
 */
import {
  INBOX_PAGE_SIZE,
  INBOX_PARTITION,
  apiMessages,
  createdKeyRange,
  inboxMessages,
  isInCreatedKeyRange,
  type CsvRow,
  type DemoStatus,
  type InboxPage,
  type InboxQuery,
  type InboxRow,
  type RequestDetail,
  type TrialAccount,
  type RequestKind,
  type StaffAction,
  type VisitAttribution,
} from '@rufbereit/shared';
import { Refusal } from './refusal';
import type { InboxFilter, InboxRepository } from './inbox-ports';
import { clockOf, type Clock, type DeliveryChannel, type EventPublisher, type RequestRef } from './ports';
import { kindDefinitions } from './request-kinds';
import { namePage, readAllForNameSort, sortByName } from './inbox-name-sort';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const notFound = (): Refusal => new Refusal('notFound', inboxMessages.notFound);

/** A list row from a stored item. */
export function toRow(item: Record<string, unknown>): InboxRow {
  const kind: RequestKind = item.kind === 'demo_request' ? 'demo_request' : 'contact';
  const first = text(item.firstname);
  const last = text(item.lastname);
  return {
    id: text(item.id),
    kind,
    createdAt: text(item.createdAt),
    name: `${first} ${last}`.trim(),
    company: text(item.company_name),
    email: text(item.email),
    phone: text(item.phone),
    ...(kind === 'contact' ? { servicePreference: text(item.service_preference) } : { status: (text(item.status) || 'pending') as DemoStatus }),
    crm: (item.crm ?? { status: 'pending', attempts: 0 }) as InboxRow['crm'],
    mail: (item.mail ?? { status: 'pending', attempts: 0 }) as InboxRow['mail'],
  };
}

/** A CSV row: the list's row, the message, and when consent was given (sending required it: the creation time). */
export const toCsvRow = (item: Record<string, unknown>): CsvRow => ({ ...toRow(item), message: text(item.message) || undefined, consentAt: text(item.createdAt) });

/** Everything stored about one request. */
export function toDetail(item: Record<string, unknown>): RequestDetail {
  return {
    ...toRow(item),
    message: text(item.message) || undefined,
    consentAt: text(item.createdAt),
    ...(typeof item.expiresAt === 'number' ? { expiresAt: item.expiresAt } : {}),
    notes: Array.isArray(item.notes) ? (item.notes as RequestDetail['notes']) : [],
    history: Array.isArray(item.history) ? (item.history as RequestDetail['history']) : [],
    ...(item.trial && typeof item.trial === 'object' ? { trial: item.trial as TrialAccount } : {}),
    ...(item.attribution && typeof item.attribution === 'object' ? { attribution: item.attribution as VisitAttribution } : {}),
  };
}

/** The cursor is the index key of the last row shown, opaque to the client. */
export const encodeCursor = (key: Record<string, unknown>): string => Buffer.from(JSON.stringify(key)).toString('base64url');
/** Longest `id` and `createdKey` ({ISO time}#{id}) a stored request has; DynamoDB refuses far longer keys. */
const MAX_CURSOR_ID = 200;
const MAX_CURSOR_CREATED_KEY = 240;
/**
 * The start key from a cursor, only if it can be a key of the creation-time index: DynamoDB answers
 * a key of another partition or an over-long key with an error (a 500), so such a cursor is a 400.
 */
export function decodeCursor(cursor: string): Record<string, string> {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (key && typeof key === 'object' && !Array.isArray(key)) {
      const entries = Object.entries(key);
      const expected = ['createdKey', 'id', 'inbox'];
      const { createdKey, id, inbox } = key as Record<string, unknown>;
      if (
        entries.length === 3 &&
        entries.every(([k, v]) => expected.includes(k) && typeof v === 'string') &&
        inbox === INBOX_PARTITION &&
        typeof id === 'string' &&
        id.length > 0 &&
        id.length <= MAX_CURSOR_ID &&
        typeof createdKey === 'string' &&
        createdKey.length <= MAX_CURSOR_CREATED_KEY &&
        createdKey.endsWith(`#${id}`)
      )
        return key as Record<string, string>;
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw new Refusal('invalidInput', apiMessages.invalidInput, { cursor: inboxMessages.badCursor });
}

const filterOf = (query: InboxQuery): InboxFilter => ({
  ...(query.q ? { search: query.q } : {}),
  ...(query.status ? { status: query.status } : {}),
  ...(query.delivery ? { delivery: query.delivery } : {}),
  ...(query.from || query.to ? { range: createdKeyRange(query.from, query.to) } : {}),
  // Sorting by date reads the index in that direction; by name, the order of the read does not matter.
  ...(query.sort !== 'name' && query.order === 'asc' ? { oldestFirst: true } : {}),
});

/** The order defaults to descending for either sort (newest first, Z–A), as the page's address does. */
const descending = (query: InboxQuery): boolean => query.order !== 'asc';

/**
 * The start key from a cursor, which must also lie inside the date range: DynamoDB refuses a start
 * key outside the key condition with an error (a 500), so that is a 400 as well.
 */
function startKeyOf(cursor: string, filter: InboxFilter): Record<string, string> {
  const key = decodeCursor(cursor);
  if (filter.range && !isInCreatedKeyRange(key.createdKey ?? '', filter.range))
    throw new Refusal('invalidInput', apiMessages.invalidInput, { cursor: inboxMessages.badCursor });
  return key;
}

export interface InboxDeps extends Clock {
  repository: InboxRepository;
}

/** One list of the inbox as the page's address asks for it. */
export interface InboxListInput {
  kind: RequestKind;
  query: InboxQuery;
  pageSize?: number;
}

export async function listInbox(deps: Pick<InboxDeps, 'repository'>, { kind, query, pageSize = INBOX_PAGE_SIZE }: InboxListInput): Promise<InboxPage> {
  const { repository } = deps;
  const filter = filterOf(query);
  if (query.sort === 'name') {
    const sorted = sortByName(await readAllForNameSort(deps, { kind, filter, toRow }), descending(query));
    return namePage(sorted, pageSize, descending(query), query.cursor);
  }
  const start = query.cursor ? startKeyOf(query.cursor, filter) : undefined;
  const page = await repository.page(kind, filter, pageSize, start);
  return { items: page.items.map(toRow), ...(page.nextKey ? { nextCursor: encodeCursor(page.nextKey) } : {}) };
}

/**
 * Every row of the current filter in the list's order, with message and consent time (the CSV
 * export): the index gives the rows in order, the message (never in an index) is read by key.
 */
export async function allRows(deps: Pick<InboxDeps, 'repository'>, { kind, query }: Omit<InboxListInput, 'pageSize'>): Promise<CsvRow[]> {
  const { repository } = deps;
  const filter = filterOf(query);
  let rows: InboxRow[];
  if (query.sort === 'name') rows = sortByName(await readAllForNameSort(deps, { kind, filter, toRow }), descending(query));
  else {
    rows = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await repository.page(kind, filter, 500, start);
      rows.push(...page.items.map(toRow));
      start = page.nextKey;
    } while (start);
  }
  return (await repository.rowsByIds(kind, rows.map((row) => row.id), { withMessage: true })).map(toCsvRow);
}

export async function getRequest(deps: Pick<InboxDeps, 'repository'>, { kind, id }: RequestRef): Promise<RequestDetail> {
  const item = await deps.repository.get(kind, id);
  if (!item) throw notFound();
  return toDetail(item);
}

/** `by`: who acts, as staff read it (their e-mail; ../http/staff-name.ts). */
const actionBy = (by: string, at: string, action: StaffAction['action'], value?: string): StaffAction => ({
  at,
  by,
  action,
  ...(value ? { value } : {}),
});

/** `by` in every staff action: who acts, as staff read it (their e-mail; ../http/staff-name.ts). */
export interface DemoStatusInput {
  by: string;
  id: string;
  status: DemoStatus;
}

export async function setDemoStatus(deps: InboxDeps, { by, id, status }: DemoStatusInput): Promise<RequestDetail> {
  if (!(await deps.repository.setDemoStatus(id, status, actionBy(by, clockOf(deps).toISOString(), 'status', status)))) throw notFound();
  return getRequest(deps, { kind: 'demo_request', id });
}

export interface NoteInput extends RequestRef {
  by: string;
  text: string;
}

export async function addNote(deps: InboxDeps, { by, kind, id, text: noteText }: NoteInput): Promise<RequestDetail> {
  const at = clockOf(deps).toISOString();
  if (!(await deps.repository.addNote(kind, id, { at, by, text: noteText }, actionBy(by, at, 'note')))) throw notFound();
  return getRequest(deps, { kind, id });
}

/** A staff action on one step (CRM sync or mail) of a request. */
export interface StepActionInput extends RequestRef {
  by: string;
  step: DeliveryChannel;
}

export interface StepActionDeps extends InboxDeps {
  events: EventPublisher;
}

/**
 * Runs a failed CRM or mail step again: the step goes back to `pending` (its attempts and last error
 * are kept in the history), then the request's event is published again. The event targets skip a
 * step that is already done, so the other step is not repeated.
 */
export async function rerunStep(deps: StepActionDeps, { by, kind, id, step }: StepActionInput): Promise<RequestDetail> {
  const now = clockOf(deps);
  const before = await deps.repository.get(kind, id);
  if (!before) throw notFound();
  const state = (before[step] ?? {}) as { attempts?: number; lastError?: string };
  const at = now.toISOString();
  const action: StaffAction = {
    ...actionBy(by, at, 'rerun', step),
    ...(typeof state.attempts === 'number' ? { previousAttempts: state.attempts } : {}),
    ...(state.lastError ? { previousError: state.lastError } : {}),
  };
  const outcome = await deps.repository.resetFailedStep(kind, id, step, action, at);
  if (outcome === 'notFound') throw notFound();
  if (outcome === 'notFailed') throw new Refusal('conflict', inboxMessages.rerunNotFailed);
  const definition = kindDefinitions[kind];
  await deps.events.publish({ detailType: definition.detailType, detail: definition.detail(id) });
  return getRequest(deps, { kind, id });
}
