/**
 * The inbox's reads and staff writes on the request tables. Lists query the creation-time index
 * (newest first); a search or filter adds a FilterExpression and reads on until a page is full, so
 * no request ever scans a table. Staff writes are single-item updates with conditions.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { INBOX_PARTITION, inboxIndexes, type GdprErasure, type RequestKind, type StaffAction, type StaffNote } from '@rufbereit/shared';
import { tableNameFor } from '../config';
import { kindDefinitions } from '../use-cases/request-kinds';
import type { DeliveryChannel } from '../use-cases/ports';
import type { InboxFilter, InboxRepository, StepResetOutcome } from '../use-cases/inbox-ports';
import { documentClient } from './dynamodb-client';

const isConditionFailure = (error: unknown): boolean =>
  error instanceof ConditionalCheckFailedException || (error instanceof Error && error.name === 'ConditionalCheckFailedException');


/** Items a search reads in its first Query call; each further call reads twice as many, up to the max. */
const FIRST_SEARCH_BATCH = 100;
const MAX_SEARCH_BATCH = 5000;

export class DynamoInboxRepository implements InboxRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableFor: (kind: RequestKind) => string,
    private readonly erasureTable: () => string = () => tableNameFor('gdpr_erasures'),
  ) {}

  async page(kind: RequestKind, filter: InboxFilter, size: number, startKey?: Record<string, unknown>) {
    const { expression, names, values } = filterExpression(filter);
    const items: Record<string, unknown>[] = [];
    let exclusiveStartKey = startKey;
    let batch = FIRST_SEARCH_BATCH;
    // Read one more than a page: if it exists there is a next page, which starts after the last row shown.
    while (items.length <= size) {
      const result = await this.doc.send(
        new QueryCommand({
          TableName: this.tableFor(kind),
          IndexName: inboxIndexes.byCreatedAt.name,
          KeyConditionExpression: '#inbox = :inbox',
          ExpressionAttributeNames: { '#inbox': 'inbox', ...names },
          ExpressionAttributeValues: { ':inbox': INBOX_PARTITION, ...values },
          ...(expression ? { FilterExpression: expression } : {}),
          ScanIndexForward: false,
          // Without a filter every item read is a row. With one, read a small batch first (a common term
          // fills the page at once), then twice as many each round, so a rare term needs few round trips
          // (npm run bench:inbox).
          Limit: expression ? batch : size + 1 - items.length,
          ExclusiveStartKey: exclusiveStartKey,
        }),
      );
      items.push(...(result.Items ?? []));
      exclusiveStartKey = result.LastEvaluatedKey;
      if (!exclusiveStartKey) break;
      batch = Math.min(batch * 2, MAX_SEARCH_BATCH);
    }
    const rows = items.slice(0, size);
    const last = rows.at(-1);
    const more = items.length > size;
    return { items: rows, nextKey: more && last ? { id: last.id, inbox: last.inbox, createdKey: last.createdKey } : undefined };
  }

  async get(kind: RequestKind, id: string): Promise<Record<string, unknown> | undefined> {
    const { Item } = await this.doc.send(new GetCommand({ TableName: this.tableFor(kind), Key: { id }, ConsistentRead: true }));
    return Item;
  }

  async setDemoStatus(id: string, status: string, action: StaffAction): Promise<boolean> {
    return this.updateExisting('demo_request', id, 'SET #status = :status, #history = list_append(if_not_exists(#history, :empty), :action)', {
      names: { '#status': 'status', '#history': 'history' },
      values: { ':status': status, ':action': [action], ':empty': [] },
    });
  }

  async addNote(kind: RequestKind, id: string, note: StaffNote, action: StaffAction): Promise<boolean> {
    return this.updateExisting(
      kind,
      id,
      'SET #notes = list_append(if_not_exists(#notes, :empty), :note), #history = list_append(if_not_exists(#history, :empty), :action)',
      { names: { '#notes': 'notes', '#history': 'history' }, values: { ':note': [note], ':action': [action], ':empty': [] } },
    );
  }

  async resetFailedStep(kind: RequestKind, id: string, step: DeliveryChannel, action: StaffAction, at: string): Promise<StepResetOutcome> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tableFor(kind),
          Key: { id },
          // Fresh attempts for the new run; what came before is kept in the history entry.
          UpdateExpression:
            'SET #step.#status = :pending, #step.#attempts = :zero, #step.#updatedAt = :at, #history = list_append(if_not_exists(#history, :empty), :action) REMOVE #step.#lastError, #step.#nextAttemptAt',
          ConditionExpression: 'attribute_exists(#id) AND #step.#status = :failed',
          ExpressionAttributeNames: {
            '#id': 'id',
            '#step': step,
            '#status': 'status',
            '#attempts': 'attempts',
            '#updatedAt': 'updatedAt',
            '#lastError': 'lastError',
            // Set by the pipeline's own retries (issue 11); a fresh run has none scheduled.
            '#nextAttemptAt': 'nextAttemptAt',
            '#history': 'history',
          },
          ExpressionAttributeValues: { ':pending': 'pending', ':failed': 'failed', ':zero': 0, ':at': at, ':action': [action], ':empty': [] },
        }),
      );
      return 'reset';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return (await this.get(kind, id)) ? 'notFailed' : 'notFound';
    }
  }

  async idsByEmail(kind: RequestKind, email: string): Promise<string[]> {
    const ids: string[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const result = await this.doc.send(
        new QueryCommand({
          TableName: this.tableFor(kind),
          IndexName: inboxIndexes.byEmail.name,
          KeyConditionExpression: '#email = :email',
          ExpressionAttributeNames: { '#email': inboxIndexes.byEmail.partitionKey },
          ExpressionAttributeValues: { ':email': email.toLocaleLowerCase('de-DE') },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of result.Items ?? []) if (typeof item.id === 'string') ids.push(item.id);
      start = result.LastEvaluatedKey;
    } while (start);
    return ids;
  }

  async delete(kind: RequestKind, id: string): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.tableFor(kind), Key: { id } }));
  }

  async recordErasure(erasure: GdprErasure): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.erasureTable(), Item: erasure, ConditionExpression: 'attribute_not_exists(id)' }));
  }

  private async updateExisting(
    kind: RequestKind,
    id: string,
    update: string,
    { names, values }: { names: Record<string, string>; values: Record<string, unknown> },
  ): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tableFor(kind),
          Key: { id },
          UpdateExpression: update,
          ConditionExpression: 'attribute_exists(#id)',
          ExpressionAttributeNames: { '#id': 'id', ...names },
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}

/** The FilterExpression of a search (lower-case `contains`) and the status filters. */
function filterExpression(filter: InboxFilter): { expression?: string; names: Record<string, string>; values: Record<string, unknown> } {
  const clauses: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filter.search) {
    clauses.push('contains(#searchText, :q)');
    names['#searchText'] = 'searchText';
    values[':q'] = filter.search.toLocaleLowerCase('de-DE');
  }
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

export const inboxRepositoryFromEnv = (): DynamoInboxRepository =>
  new DynamoInboxRepository(documentClient(), (kind) => tableNameFor(kindDefinitions[kind].table));
