/**
 * The inbox's reads and staff writes on the request tables. Lists query the creation-time index
 * (newest first); a status filter adds a FilterExpression and reads on until a page is full. A search
 * filters the narrow search index (keys + search text, ~100 bytes a request) and gets its hits by key,
 * so no request ever scans a table. Staff writes are single-item updates with conditions.
 */
import { BatchGetCommand, type BatchGetCommandOutput, DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { INBOX_PARTITION, MAIL_SEND_HOLD_SECONDS, inboxIndexes, mailboxOf, inboxRowAttributes, type CreatedKeyRange, type DemoStatus, type GdprErasure, type RequestKind, type StaffAction, type StaffNote } from '@rufbereit/shared';
import { tableNameFor } from '../config';
import { impliedStages, recordRequestChange, snapshotOf, type RequestSnapshot, type RequestStatsStore } from '../use-cases/request-stats';
import { kindDefinitions } from '../use-cases/request-kinds';
import type { DeliveryChannel } from '../use-cases/ports';
import type { InboxFilter, InboxRepository, RetryNowOutcome, StepResetOutcome } from '../use-cases/inbox-ports';
import { withStoredNameFields } from './stored-request-names';
import { documentClient } from './dynamodb-client';
import { requestStatsFromEnv } from './dynamo-request-stats';
import { isConditionFailure } from './dynamo-condition-failure';

/** How often an erase looks again whether a notification mail's send has ended. */
const MAIL_SEND_WAIT_STEP_MS = 100;



/** Items a filter reads in its first Query call; each further call reads twice as many, up to the max. */
const FIRST_FILTER_BATCH = 100;
const MAX_FILTER_BATCH = 5000;
/**
 * The same for the search index, whose items (~150 bytes) are a third of a row or less (npm run bench:inbox).
 * Each Query also stops at 1 MB (~7,000 search items).
 */
const FIRST_SEARCH_BATCH = 500;
const MAX_SEARCH_BATCH = 10_000;
/** BatchGetItem takes at most 100 keys. */
const BATCH_GET_MAX = 100;
/** What a row needs from the table: the fields the creation-time index projects, and its keys. */
const rowAttributes = ['id', 'inbox', 'createdKey', ...inboxRowAttributes] as const;

export class DynamoInboxRepository implements InboxRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableFor: (kind: RequestKind) => string,
    private readonly erasureTable: () => string = () => tableNameFor('gdpr_erasures'),
    /** The dashboard's aggregates: every staff write adds its change (request-stats.ts). */
    private readonly stats?: RequestStatsStore,
  ) {}

  async page(kind: RequestKind, filter: InboxFilter, size: number, startKey?: Record<string, unknown>) {
    const items = filter.search ? await this.searchRows(kind, filter, size, startKey) : await this.listRows(kind, filter, size, startKey);
    const rows = items.slice(0, size).map(withStoredNameFields);
    const last = rows.at(-1);
    // One more than a page was read if it exists: then the next page starts after the last row shown.
    const more = items.length > size;
    return { items: rows, nextKey: more && last ? { id: last.id, inbox: last.inbox, createdKey: last.createdKey } : undefined };
  }

  /** Up to size + 1 rows from the creation-time index, newest first, with the status filters if any. */
  private async listRows(kind: RequestKind, filter: InboxFilter, size: number, startKey?: Record<string, unknown>) {
    const { expression, names, values } = statusFilterExpression(filter);
    const key = keyCondition(filter.range);
    const items: Record<string, unknown>[] = [];
    let exclusiveStartKey = startKey;
    let batch = FIRST_FILTER_BATCH;
    while (items.length <= size) {
      const result = await this.doc.send(
        new QueryCommand({
          TableName: this.tableFor(kind),
          IndexName: inboxIndexes.byCreatedAt.name,
          KeyConditionExpression: key.KeyConditionExpression,
          ExpressionAttributeNames: { ...key.ExpressionAttributeNames, ...names },
          ExpressionAttributeValues: { ...key.ExpressionAttributeValues, ...values },
          ...(expression ? { FilterExpression: expression } : {}),
          ScanIndexForward: filter.oldestFirst === true,
          // Without a filter every item read is a row. With one, read a small batch first (a common
          // state fills the page at once), then twice as many each round, so a rare one needs few round trips.
          Limit: expression ? batch : size + 1 - items.length,
          ExclusiveStartKey: exclusiveStartKey,
        }),
      );
      items.push(...(result.Items ?? []));
      exclusiveStartKey = result.LastEvaluatedKey;
      if (!exclusiveStartKey) break;
      batch = Math.min(batch * 2, MAX_FILTER_BATCH);
    }
    return items;
  }

  /**
   * Up to size + 1 rows whose search text contains the term, newest first: the search index (same keys
   * as the creation-time index, so a cursor fits both) gives the hits, a batch get reads their rows,
   * and the status filters, if any, apply to those rows.
   */
  private async searchRows(kind: RequestKind, filter: InboxFilter, size: number, startKey?: Record<string, unknown>) {
    const items: Record<string, unknown>[] = [];
    const key = keyCondition(filter.range);
    let exclusiveStartKey = startKey;
    let batch = FIRST_SEARCH_BATCH;
    while (items.length <= size) {
      const result = await this.doc.send(
        new QueryCommand({
          TableName: this.tableFor(kind),
          IndexName: inboxIndexes.bySearchText.name,
          KeyConditionExpression: key.KeyConditionExpression,
          FilterExpression: 'contains(#searchText, :q)',
          ExpressionAttributeNames: { ...key.ExpressionAttributeNames, '#searchText': 'searchText' },
          ExpressionAttributeValues: { ...key.ExpressionAttributeValues, ':q': filter.search?.toLocaleLowerCase('de-DE') },
          ProjectionExpression: 'id',
          ScanIndexForward: filter.oldestFirst === true,
          Limit: batch,
          ExclusiveStartKey: exclusiveStartKey,
        }),
      );
      const ids = (result.Items ?? []).map((hit) => hit.id).filter((id): id is string => typeof id === 'string');
      // Rows of the hits in index order, only as many as the page still needs (at most 100 per call).
      for (let i = 0; i < ids.length && items.length <= size; ) {
        const take = Math.min(BATCH_GET_MAX, size + 1 - items.length);
        const rows = await this.rowsById(kind, ids.slice(i, i + take));
        items.push(...rows.filter((row) => matchesStatusFilter(row, filter)));
        i += take;
      }
      exclusiveStartKey = result.LastEvaluatedKey;
      if (!exclusiveStartKey) break;
      batch = Math.min(batch * 2, MAX_SEARCH_BATCH);
    }
    return items;
  }

  /** The rows of these requests in this order, in batches of 100 (the CSV: with the message). */
  async rowsByIds(kind: RequestKind, ids: readonly string[], options: { withMessage?: boolean } = {}): Promise<Record<string, unknown>[]> {
    const rows: Record<string, unknown>[] = [];
    for (let i = 0; i < ids.length; i += BATCH_GET_MAX) rows.push(...(await this.rowsById(kind, ids.slice(i, i + BATCH_GET_MAX), options.withMessage ? ['message'] : [])));
    return rows;
  }

  /** The rows of at most 100 requests in this order; one erased since the index was read is left out. */
  private async rowsById(kind: RequestKind, ids: readonly string[], extra: readonly string[] = []): Promise<Record<string, unknown>[]> {
    const table = this.tableFor(kind);
    const found = new Map<unknown, Record<string, unknown>>();
    const names = Object.fromEntries([...rowAttributes, ...extra].map((name, i) => [`#a${i}`, name]));
    let keys: Record<string, unknown>[] | undefined = ids.map((id) => ({ id }));
    while (keys && keys.length > 0) {
      const result: BatchGetCommandOutput = await this.doc.send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names } } }),
      );
      for (const item of result.Responses?.[table] ?? []) found.set(item.id, withStoredNameFields(item));
      keys = result.UnprocessedKeys?.[table]?.Keys;
    }
    return ids.flatMap((id) => {
      const row = found.get(id);
      return row ? [row] : [];
    });
  }

  async get(kind: RequestKind, id: string): Promise<Record<string, unknown> | undefined> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.tableFor(kind), Key: { id }, ConsistentRead: true }));
    return Item && withStoredNameFields(Item);
  }

  async setDemoStatus(id: string, status: DemoStatus, action: StaffAction): Promise<boolean> {
    // The funnel stages this status implies are kept as a set on the request, so a stage counts once
    // however often staff go back and forth (request-stats.ts).
    return this.updateExisting(
      'demo_request',
      id,
      'SET #status = :status, #history = list_append(if_not_exists(#history, :empty), :action) ADD #reached :stages',
      {
        names: { '#status': 'status', '#history': 'history', '#reached': 'funnelReached' },
        values: { ':status': status, ':action': [action], ':empty': [], ':stages': new Set(impliedStages(status)) },
      },
      action.at,
      (before) => ({ ...before, status, reached: new Set([...(before.reached ?? []), ...impliedStages(status)]) }),
    );
  }

  async addNote(kind: RequestKind, id: string, note: StaffNote, action: StaffAction): Promise<boolean> {
    return this.updateExisting(
      kind,
      id,
      'SET #notes = list_append(if_not_exists(#notes, :empty), :note), #history = list_append(if_not_exists(#history, :empty), :action)',
      { names: { '#notes': 'notes', '#history': 'history' }, values: { ':note': [note], ':action': [action], ':empty': [] } },
      action.at,
      (before) => before,
    );
  }

  async resetFailedStep(kind: RequestKind, id: string, step: DeliveryChannel, action: StaffAction, at: string): Promise<StepResetOutcome> {
    try {
      const { Attributes } = await this.doc.send(
        new UpdateCommand({
          TableName: this.tableFor(kind),
          Key: { id },
          // Fresh attempts for the new run; what came before is kept in the history entry. A re-run
          // is staff's action on the request: the first one is kept for the dashboard.
          UpdateExpression:
            'SET #step.#status = :pending, #step.#attempts = :zero, #step.#updatedAt = :at, #step.#windowStart = :at, #history = list_append(if_not_exists(#history, :empty), :action), #firstAction = if_not_exists(#firstAction, :at) REMOVE #step.#lastError, #step.#nextAttemptAt',
          ConditionExpression: 'attribute_exists(#id) AND #step.#status = :failed',
          ExpressionAttributeNames: {
            '#id': 'id',
            '#step': step,
            '#status': 'status',
            '#attempts': 'attempts',
            '#updatedAt': 'updatedAt',
            // A re-run gets the whole retry window again, also for a request older than the window.
            '#windowStart': 'retryWindowStart',
            '#lastError': 'lastError',
            // Set by the record's own retry schedule (CRM and mail heal after an outage); a fresh run has none scheduled.
            '#nextAttemptAt': 'nextAttemptAt',
            '#history': 'history',
            '#firstAction': 'firstStaffActionAt',
          },
          ExpressionAttributeValues: { ':pending': 'pending', ':failed': 'failed', ':zero': 0, ':at': at, ':action': [action], ':empty': [] },
          ReturnValues: 'ALL_OLD',
        }),
      );
      if (Attributes) {
        const before = snapshotOf(Attributes);
        await recordRequestChange({ stats: this.stats }, { before, after: { ...before, [step]: 'pending', firstStaffActionAt: before.firstStaffActionAt ?? at } });
      }
      return 'reset';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return (await this.get(kind, id)) ? 'notFailed' : 'notFound';
    }
  }

  async markRetryNow(kind: RequestKind, id: string, step: DeliveryChannel, action: StaffAction): Promise<RetryNowOutcome> {
    try {
      const { Attributes } = await this.doc.send(
        new UpdateCommand({
          TableName: this.tableFor(kind),
          Key: { id },
          // Only the history: attempts, error and schedule stay the pipeline's (the attempt this
          // starts counts itself). Conditional, so a step that settled meanwhile answers 409.
          UpdateExpression: 'SET #history = list_append(if_not_exists(#history, :empty), :action), #firstAction = if_not_exists(#firstAction, :at)',
          ConditionExpression: 'attribute_exists(#id) AND #step.#status = :retrying',
          ExpressionAttributeNames: { '#id': 'id', '#step': step, '#status': 'status', '#history': 'history', '#firstAction': 'firstStaffActionAt' },
          ExpressionAttributeValues: { ':retrying': 'retrying', ':action': [action], ':empty': [], ':at': action.at },
          ReturnValues: 'ALL_OLD',
        }),
      );
      if (Attributes) {
        const before = snapshotOf(Attributes);
        await recordRequestChange({ stats: this.stats }, { before, after: { ...before, firstStaffActionAt: before.firstStaffActionAt ?? action.at } });
      }
      return 'marked';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return (await this.get(kind, id)) ? 'notRetrying' : 'notFound';
    }
  }

  /**
   * Every request of the address's mailbox (any plus-tag, Gmail's dots: `emailKey` is shared mailboxOf);
   * also under the lower-case address itself, the key of requests stored before the mailbox was.
   */
  async idsByEmail(kind: RequestKind, email: string): Promise<string[]> {
    const keys = new Set([mailboxOf(email), email.trim().toLocaleLowerCase('de-DE')]);
    const ids = new Set<string>();
    for (const key of keys) {
      let start: Record<string, unknown> | undefined;
      do {
        const result = await this.doc.send(
          new QueryCommand({
            TableName: this.tableFor(kind),
            IndexName: inboxIndexes.byEmail.name,
            KeyConditionExpression: '#email = :email',
            ExpressionAttributeNames: { '#email': inboxIndexes.byEmail.partitionKey },
            ExpressionAttributeValues: { ':email': key },
            ExclusiveStartKey: start,
          }),
        );
        for (const item of result.Items ?? []) if (typeof item.id === 'string') ids.add(item.id);
        start = result.LastEvaluatedKey;
      } while (start);
    }
    return [...ids];
  }

  /**
   * Deletes the request once no notification mail of it is being sent (`mailSendingAt`, notify-sales.ts):
   * a mail goes out before an erase or not at all. Waits for a send in progress (a few hundred ms),
   * at most MAIL_SEND_HOLD_SECONDS, after which the mark counts as left by a send that died.
   */
  async delete(kind: RequestKind, id: string): Promise<void> {
    for (;;) {
      const staleBefore = new Date(Date.now() - MAIL_SEND_HOLD_SECONDS * 1000).toISOString();
      try {
        await this.doc.send(
          new DeleteCommand({
            TableName: this.tableFor(kind),
            Key: { id },
            ConditionExpression: 'attribute_not_exists(mailSendingAt) OR mailSendingAt < :staleBefore',
            ExpressionAttributeValues: { ':staleBefore': staleBefore },
          }),
        );
        return;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, MAIL_SEND_WAIT_STEP_MS));
      }
    }
  }

  async recordErasure(erasure: GdprErasure): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.erasureTable(), Item: erasure, ConditionExpression: 'attribute_not_exists(id)' }));
  }

  /**
   * A staff write on an existing request: also sets the time of staff's first action on it, and adds
   * the change (`after` of the state before) to the dashboard's aggregates.
   */
  private async updateExisting(
    kind: RequestKind,
    id: string,
    update: string,
    { names, values }: { names: Record<string, string>; values: Record<string, unknown> },
    at: string,
    after: (before: RequestSnapshot) => RequestSnapshot,
  ): Promise<boolean> {
    // `update` starts with its SET clause; the first action's time joins it.
    const withFirstAction = update.replace(/^SET /, 'SET #firstAction = if_not_exists(#firstAction, :firstAt), ');
    try {
      const { Attributes } = await this.doc.send(
        new UpdateCommand({
          TableName: this.tableFor(kind),
          Key: { id },
          UpdateExpression: withFirstAction,
          ConditionExpression: 'attribute_exists(#id)',
          ExpressionAttributeNames: { '#id': 'id', '#firstAction': 'firstStaffActionAt', ...names },
          ExpressionAttributeValues: { ':firstAt': at, ...values },
          ReturnValues: 'ALL_OLD',
        }),
      );
      if (Attributes) {
        const before = snapshotOf(Attributes);
        await recordRequestChange({ stats: this.stats }, { before, after: { ...after(before), firstStaffActionAt: before.firstStaffActionAt ?? at } });
      }
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}

/**
 * The key condition of both inbox indexes (same keys): the partition, and the date range as a
 * range of `createdKey`, so only that stretch of the index is read. `upper` is exclusive: BETWEEN
 * includes it, but no key equals it (every key goes on with `#id`).
 */
function keyCondition(range: CreatedKeyRange = {}): {
  KeyConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
} {
  const names: Record<string, string> = { '#inbox': inboxIndexes.byCreatedAt.partitionKey };
  const values: Record<string, unknown> = { ':inbox': INBOX_PARTITION };
  let sortClause = '';
  if (range.lower !== undefined || range.upper !== undefined) names['#createdKey'] = inboxIndexes.byCreatedAt.sortKey;
  if (range.lower !== undefined) values[':lower'] = range.lower;
  if (range.upper !== undefined) values[':upper'] = range.upper;
  if (range.lower !== undefined && range.upper !== undefined) sortClause = ' AND #createdKey BETWEEN :lower AND :upper';
  else if (range.lower !== undefined) sortClause = ' AND #createdKey >= :lower';
  else if (range.upper !== undefined) sortClause = ' AND #createdKey < :upper';
  return { KeyConditionExpression: `#inbox = :inbox${sortClause}`, ExpressionAttributeNames: names, ExpressionAttributeValues: values };
}

/** The FilterExpression of the status filters (a search has its own index). */
function statusFilterExpression(filter: InboxFilter): { expression?: string; names: Record<string, string>; values: Record<string, unknown> } {
  const clauses: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filter.status) {
    clauses.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = filter.status;
  }
  if (filter.delivery) {
    // A request is in that state if its CRM step or its mail step is.
    clauses.push('(#crm.#dstatus = :delivery OR #mail.#dstatus = :delivery)');
    Object.assign(names, { '#crm': 'crm', '#mail': 'mail', '#dstatus': 'status' });
    values[':delivery'] = filter.delivery;
  }
  return { expression: clauses.length > 0 ? clauses.join(' AND ') : undefined, names, values };
}

/** The same status filters on a row read by key (search hits); must agree with the expression above. */
function matchesStatusFilter(row: Record<string, unknown>, filter: InboxFilter): boolean {
  const stepStatus = (step: unknown): unknown => (step && typeof step === 'object' ? (step as { status?: unknown }).status : undefined);
  if (filter.status && row.status !== filter.status) return false;
  if (filter.delivery && stepStatus(row.crm) !== filter.delivery && stepStatus(row.mail) !== filter.delivery) return false;
  return true;
}

export const inboxRepositoryFromEnv = (): DynamoInboxRepository =>
  new DynamoInboxRepository(documentClient(), (kind) => tableNameFor(kindDefinitions[kind].table), undefined, requestStatsFromEnv());
