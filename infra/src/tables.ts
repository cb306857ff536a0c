import { CRM_DEAL_INDEX, REQUEST_TTL_ATTRIBUTE, RETRYING_INDEX, UNPUBLISHED_INDEX, inboxIndexes, inboxRowAttributes, inboxSearchAttributes, type TableName } from '@rufbereit/shared';

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
  /** Global secondary indexes (string keys). */
  indexes?: readonly TableIndex[];
}

export interface TableIndex {
  name: string;
  partitionKey: string;
  sortKey?: string;
  /** The non-key attributes copied into the index: a list, every one ('all'), or none (keys only). */
  include?: readonly string[] | 'all';
}

/**
 * Indexes of both request tables. DynamoDB creates one new index per table update: a stack deployed
 * before some of them existed needs one deployment per missing index (docs/deploy.md, "Data from before the inbox").
 * - The requests inbox: newest first by creation time (with the row's fields), by e-mail (GDPR), and
 *   newest first with only the search text (a search filters that narrow index, then gets its hits).
 * - The publish sweeper: sparse, only requests whose event is not on the bus yet carry `unpublished`,
 *   so it queries a handful of items instead of scanning; and the requests with a CRM sync or mail
 *   waiting for its next attempt (`retrying`, whole items: the sweeper re-publishes from them).
 */
const requestIndexes: readonly TableIndex[] = [
  { ...inboxIndexes.byCreatedAt, include: inboxRowAttributes },
  inboxIndexes.byEmail,
  { ...inboxIndexes.bySearchText, include: inboxSearchAttributes },
  { name: UNPUBLISHED_INDEX, partitionKey: 'unpublished', sortKey: 'createdAt' },
  { name: RETRYING_INDEX, partitionKey: 'retrying', include: 'all' },
  // A CRM webhook's deal → its request (keys only; sparse: only synced requests carry `crmDeal`).
  { name: CRM_DEAL_INDEX, partitionKey: 'crmDeal' },
];

export const tableDefinitions: readonly TableDefinition[] = [
  // Requests expire REQUEST_RETENTION_DAYS after they were sent (locally: infra/local/dynamodb/expiry-sweep.ts).
  { name: 'contacts', partitionKey: 'id', timeToLiveAttribute: REQUEST_TTL_ATTRIBUTE, indexes: requestIndexes },
  { name: 'demo_requests', partitionKey: 'id', timeToLiveAttribute: REQUEST_TTL_ATTRIBUTE, indexes: requestIndexes },
  { name: 'branch_image_configs', partitionKey: 'branch_id' },
  { name: 'branch_images', partitionKey: 'branch_id', sortKey: 'image_id' },
  { name: 'assistant_configurations', partitionKey: 'user_id' },
  // One item per booked slot of the introductory call; removed 30 days after the call.
  { name: 'intro_call_slots', partitionKey: 'slot', timeToLiveAttribute: 'expiresAt' },
  { name: 'demo_tracks', partitionKey: 'id' },
  // Who erased which request ids under the GDPR, and when (no personal data).
  { name: 'gdpr_erasures', partitionKey: 'id' },
  // Powertools idempotency records of the follow-up steps (crm-sync, notify): one per request and
  // step, a lock while the step runs, removed by TTL after IDEMPOTENCY_RECORD_TTL_SECONDS.
  { name: 'idempotency', partitionKey: 'id', timeToLiveAttribute: 'expiration' },
  // The dashboard's aggregates: one item per Berlin day (`scope` 'daily', `day` YYYY-MM-DD) with
  // counters added as requests are written (services/src/use-cases/request-stats.ts). No personal data.
  { name: 'request_stats', partitionKey: 'scope', sortKey: 'day' },
  // What the paged admin lists show of an account that the pool's ListUsers does not carry: its MFA
  // state (kept by GET /api/me after each sign-in) and, by account id, its e-mail. A mirror of the
  // user pool (services/src/use-cases/account-list.ts), never the source of who may do what.
  { name: 'accounts', partitionKey: 'user_id' },
  // The staff audit log (shared/src/staff-audit/staff-audit.ts): one partition, newest first by `{at}#{id}`.
  // Who (staff e-mail), when, what, and ids or counts only: no personal data of the people concerned.
  { name: 'staff_audit', partitionKey: 'log', sortKey: 'entryKey' },
  // Cookieless measurement (issue 40, docs/analytics.md): daily aggregates (`day#{day}#{shard}`), the
  // day's secret salt and the visits' salted hashes; salt and hashes expire at the end of their day.
  { name: 'site_analytics', partitionKey: 'pk', sortKey: 'sk', timeToLiveAttribute: 'expiration' },
];
