/**
 * A deal's request and its outcome in the request tables: the request is found through the sparse,
 * keys-only CRM_DEAL_INDEX (`crmDeal`, written with `crm.dealId`); the outcome is one conditional
 * update, so a replayed webhook writes nothing. The update returns the request as it was (ALL_OLD):
 * the outcome's counters need its day, its attribution and the outcome it replaces.
 */
import { QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CRM_DEAL_INDEX, requestKinds, type DealOutcome, type RequestKind, type VisitAttribution } from '@rufbereit/shared';
import { tableNameFor } from '../config';
import type { DealOutcomeStore, RecordedOutcome } from '../use-cases/deal-outcome';
import type { RequestRef } from '../use-cases/ports';
import { kindDefinitions } from '../use-cases/request-kinds';
import { documentClient } from './dynamodb-client';
import { isConditionFailure } from './dynamo-condition-failure';

export class DynamoDealOutcomes implements DealOutcomeStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly tableFor: (kind: RequestKind) => string = (kind) => tableNameFor(kindDefinitions[kind].table),
  ) {}

  async requestOfDeal(dealId: number): Promise<RequestRef | undefined> {
    for (const kind of requestKinds) {
      const { Items } = await this.doc.send(
        new QueryCommand({
          TableName: this.tableFor(kind),
          IndexName: CRM_DEAL_INDEX,
          KeyConditionExpression: 'crmDeal = :deal',
          ExpressionAttributeValues: { ':deal': String(dealId) },
          Limit: 1,
        }),
      );
      const id = Items?.[0]?.id;
      if (typeof id === 'string') return { kind, id };
    }
    return undefined;
  }

  async recordOutcome(ref: RequestRef, outcome: DealOutcome): Promise<RecordedOutcome | undefined> {
    try {
      const { Attributes: before } = await this.doc.send(
        new UpdateCommand({
          TableName: this.tableFor(ref.kind),
          Key: { id: ref.id },
          UpdateExpression: 'SET #outcome = :outcome',
          // The request still exists (not erased meanwhile), and this status and value are news.
          ConditionExpression: 'attribute_exists(id) AND (attribute_not_exists(#outcome) OR #outcome.#status <> :status OR #outcome.#value <> :value OR #outcome.currency <> :currency)',
          ExpressionAttributeNames: { '#outcome': 'outcome', '#status': 'status', '#value': 'value' },
          ExpressionAttributeValues: { ':outcome': outcome, ':status': outcome.status, ':value': outcome.value, ':currency': outcome.currency },
          // What the request held, read with the write: the previous outcome, its day and its attribution.
          ReturnValues: 'ALL_OLD',
        }),
      );
      return {
        createdAt: typeof before?.createdAt === 'string' ? before.createdAt : outcome.at,
        ...(before?.outcome ? { previous: before.outcome as DealOutcome } : {}),
        ...(before?.attribution ? { attribution: before.attribution as VisitAttribution } : {}),
      };
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }
}

export const dealOutcomesFromEnv = (): DynamoDealOutcomes => new DynamoDealOutcomes(documentClient());
