/**
 * Contacts and demo requests in DynamoDB (tables contacts / demo_requests, partition key id).
 * Only single-item operations with conditions — no transactions (dynalite lacks them, and none are
 * needed). Status updates set nested attributes of `crm`/`mail`, so the two event targets never
 * overwrite each other's work.
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { RETRYING_INDEX, UNPUBLISHED_INDEX, type RequestKind, type StoredRequest } from '@rufbereit/shared';
import { tableNameFor } from '../config';
import type {
  DeliveryChannel,
  DeliveryPatch,
  DeliveryUpdateOptions,
  RequestRef,
  RequestRepository,
} from '../use-cases/ports';
import { kindDefinitions } from '../use-cases/request-kinds';
import { recordRequestChange, snapshotOf, type RequestStatsStore } from '../use-cases/request-stats';
import { withStoredNameFields } from './stored-request-names';
import { documentClient } from './dynamodb-client';
import { requestStatsFromEnv } from './dynamo-request-stats';
import { isConditionFailure } from './dynamo-condition-failure';


export class DynamoRequestRepository implements RequestRepository {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableFor: (kind: RequestKind) => string,
    /** The dashboard's aggregates: a new request and every change of its CRM or mail state are added (request-stats.ts). */
    private readonly stats?: RequestStatsStore,
  ) {}

  async createIfAbsent(record: StoredRequest): Promise<boolean> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.tableFor(record.kind),
          Item: record,
          ConditionExpression: 'attribute_not_exists(id)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async countCreated(record: StoredRequest): Promise<void> {
    await recordRequestChange({ stats: this.stats }, { before: undefined, after: snapshotOf(record) });
  }

  async get(ref: RequestRef): Promise<StoredRequest | undefined> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.tableFor(ref.kind), Key: { id: ref.id }, ConsistentRead: true }),
    );
    if (!Item) return undefined;
    if (Item.kind !== ref.kind) throw new Error(`Item ${ref.id} is not a ${ref.kind}`);
    // The item was written by createIfAbsent from a StoredRequest and only changed by this class.
    return withStoredNameFields(Item) as StoredRequest;
  }

  async markEventPublished(ref: RequestRef): Promise<void> {
    await this.doc.send(
      new UpdateCommand({
        TableName: this.tableFor(ref.kind),
        Key: { id: ref.id },
        UpdateExpression: 'SET eventPublished = :true REMOVE unpublished',
        ConditionExpression: 'attribute_exists(id)',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
  }

  async claimPublish(ref: RequestRef, now: Date, until: Date): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tableFor(ref.kind),
          Key: { id: ref.id },
          UpdateExpression: 'SET publishClaimedUntil = :until',
          // ISO strings of one format compare like the times they name.
          ConditionExpression: 'eventPublished = :false AND (attribute_not_exists(publishClaimedUntil) OR publishClaimedUntil < :now)',
          ExpressionAttributeValues: { ':until': until.toISOString(), ':now': now.toISOString(), ':false': false },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async releasePublishClaim(ref: RequestRef): Promise<void> {
    await this.doc.send(
      new UpdateCommand({
        TableName: this.tableFor(ref.kind),
        Key: { id: ref.id },
        UpdateExpression: 'REMOVE publishClaimedUntil',
        ConditionExpression: 'attribute_exists(id)',
      }),
    );
  }

  async holdForMailSend(ref: RequestRef, now: Date): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tableFor(ref.kind),
          Key: { id: ref.id },
          UpdateExpression: 'SET mailSendingAt = :now',
          ConditionExpression: 'attribute_exists(id)',
          ExpressionAttributeValues: { ':now': now.toISOString() },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async releaseMailSend(ref: RequestRef): Promise<void> {
    try {
      await this.doc.send(
        new UpdateCommand({ TableName: this.tableFor(ref.kind), Key: { id: ref.id }, UpdateExpression: 'REMOVE mailSendingAt', ConditionExpression: 'attribute_exists(id)' }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  async listRetrying(kind: RequestKind, limit: number): Promise<StoredRequest[]> {
    const { Items = [] } = await this.doc.send(
      new QueryCommand({
        TableName: this.tableFor(kind),
        IndexName: RETRYING_INDEX,
        KeyConditionExpression: 'retrying = :pending',
        ExpressionAttributeValues: { ':pending': 'pending' },
        Limit: limit,
      }),
    );
    // Items written by createIfAbsent and this class (the index projects every attribute).
    return Items.map(withStoredNameFields) as StoredRequest[];
  }

  async clearRetryingMark(ref: RequestRef): Promise<void> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tableFor(ref.kind),
          Key: { id: ref.id },
          UpdateExpression: 'REMOVE retrying',
          ConditionExpression: 'crm.#status <> :retrying AND mail.#status <> :retrying',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':retrying': 'retrying' },
        }),
      );
    } catch (error) {
      // A step went retrying again meanwhile: the mark stays, rightly.
      if (!isConditionFailure(error)) throw error;
    }
  }

  async listUnpublished(kind: RequestKind, createdBefore: Date, limit: number): Promise<RequestRef[]> {
    const { Items = [] } = await this.doc.send(
      new QueryCommand({
        TableName: this.tableFor(kind),
        IndexName: UNPUBLISHED_INDEX,
        KeyConditionExpression: 'unpublished = :pending AND createdAt < :before',
        ExpressionAttributeValues: { ':pending': 'pending', ':before': createdBefore.toISOString() },
        ProjectionExpression: 'id',
        Limit: limit,
      }),
    );
    return Items.map((item) => ({ kind, id: String(item.id) }));
  }

  async updateDelivery<C extends DeliveryChannel>(
    ref: RequestRef,
    channel: C,
    patch: DeliveryPatch<C>,
    options: DeliveryUpdateOptions = {},
  ): Promise<number> {
    // Attribute names are placeholders throughout: `status` is a DynamoDB reserved word.
    const names: Record<string, string> = { '#channel': channel, '#id': 'id' };
    const values: Record<string, unknown> = {};
    const sets: string[] = [];
    Object.entries(patch).forEach(([field, value], i) => {
      if (value === undefined) return;
      names[`#f${i}`] = field;
      values[`:v${i}`] = value;
      sets.push(`#channel.#f${i} = :v${i}`);
    });
    // The deal's id also as the top-level key of CRM_DEAL_INDEX, so Pipedrive's webhook finds the request.
    const dealId = channel === 'crm' ? (patch as DeliveryPatch<'crm'>).dealId : undefined;
    if (dealId !== undefined) {
      names['#crmDeal'] = 'crmDeal';
      values[':crmDeal'] = String(dealId);
      sets.push('#crmDeal = :crmDeal');
    }
    if (options.markRetrying) {
      names['#retrying'] = 'retrying';
      values[':pending'] = 'pending';
      sets.push('#retrying = :pending');
    }
    const clauses: string[] = [];
    if (sets.length > 0) clauses.push(`SET ${sets.join(', ')}`);
    if (options.countAttempt) {
      names['#attempts'] = 'attempts';
      values[':one'] = 1;
      clauses.push('ADD #channel.#attempts :one');
    }
    const removals: string[] = [];
    if (options.clearError || options.clearNextAttempt) {
      names['#nextAttemptAt'] = 'nextAttemptAt';
      removals.push('#channel.#nextAttemptAt');
    }
    if (options.clearError) {
      names['#lastError'] = 'lastError';
      removals.push('#channel.#lastError');
    }
    if (removals.length > 0) clauses.push(`REMOVE ${removals.join(', ')}`);
    if (clauses.length === 0) {
      const current = await this.get(ref);
      return current?.[channel].attempts ?? 0;
    }

    const { Attributes } = await this.doc.send(
      new UpdateCommand({
        TableName: this.tableFor(ref.kind),
        Key: { id: ref.id },
        UpdateExpression: clauses.join(' '),
        // Never create a half item for an unknown id.
        ConditionExpression: 'attribute_exists(#id)',
        ExpressionAttributeNames: names,
        ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
        // The state before, atomically: the aggregates add exactly this write's change.
        ReturnValues: 'ALL_OLD',
      }),
    );
    if (Attributes && patch.status !== undefined) {
      const before = snapshotOf(Attributes);
      await recordRequestChange({ stats: this.stats }, { before, after: { ...before, [channel]: patch.status } });
    }
    const state: unknown = Attributes?.[channel];
    const attemptsBefore = state && typeof state === 'object' && 'attempts' in state ? state.attempts : undefined;
    return (typeof attemptsBefore === 'number' ? attemptsBefore : 0) + (options.countAttempt ? 1 : 0);
  }
}

/** The repository on the tables named by TABLE_CONTACTS / TABLE_DEMO_REQUESTS (read per call). */
export const requestRepositoryFromEnv = (): DynamoRequestRepository =>
  new DynamoRequestRepository(documentClient(), (kind) => tableNameFor(kindDefinitions[kind].table), requestStatsFromEnv());
