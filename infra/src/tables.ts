import { RETRYING_INDEX, UNPUBLISHED_INDEX, type TableName } from '@rufbereit/shared';

/**
 * Key schema of every DynamoDB table. The CDK data construct and the local environment
 * (which creates the tables in dynalite at start-up) both build their tables from this list.
 */
export interface TableDefinition {
  name: TableName;
  partitionKey: string;
  sortKey?: string;
  /** Items of this table expire via this attribute in AWS (dynalite never expires them). */
  timeToLiveAttribute?: string;
  /** Global secondary indexes (string keys, all attributes projected). */
  indexes?: readonly IndexDefinition[];
}

export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey?: string;
}

/**
 * Sparse index of the requests whose event is not on the bus yet: only those items carry
 * `unpublished`, so the publish sweeper queries a handful of items instead of scanning the table.
 */
const unpublishedIndex: IndexDefinition = { name: UNPUBLISHED_INDEX, partitionKey: 'unpublished', sortKey: 'createdAt' };
/** Sparse as well: the requests with a CRM sync or mail waiting for its next attempt. */
const retryingIndex: IndexDefinition = { name: RETRYING_INDEX, partitionKey: 'retrying' };

export const tableDefinitions: readonly TableDefinition[] = [
  { name: 'contacts', partitionKey: 'id', indexes: [unpublishedIndex, retryingIndex] },
  { name: 'demo_requests', partitionKey: 'id', indexes: [unpublishedIndex, retryingIndex] },
  { name: 'branch_image_configs', partitionKey: 'branch_id' },
  { name: 'branch_images', partitionKey: 'branch_id', sortKey: 'image_id' },
  { name: 'assistant_configurations', partitionKey: 'user_id' },
  // One item per booked slot of the introductory call; removed 30 days after the call.
  { name: 'intro_call_slots', partitionKey: 'slot', timeToLiveAttribute: 'expiresAt' },
  { name: 'demo_tracks', partitionKey: 'id' },
  // Powertools idempotency records of the follow-up steps (crm-sync, notify): one per request and
  // step, a lock while the step runs, removed by TTL after IDEMPOTENCY_RECORD_TTL_SECONDS.
  { name: 'idempotency', partitionKey: 'id', timeToLiveAttribute: 'expiration' },
];
