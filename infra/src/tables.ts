import type { TableName } from '@rufbereit/shared';

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
}

export const tableDefinitions: readonly TableDefinition[] = [
  { name: 'contacts', partitionKey: 'id' },
  { name: 'demo_requests', partitionKey: 'id' },
  { name: 'branch_image_configs', partitionKey: 'branch_id' },
  { name: 'branch_images', partitionKey: 'branch_id', sortKey: 'image_id' },
  { name: 'assistant_configurations', partitionKey: 'user_id' },
  // One item per booked slot of the introductory call; removed 30 days after the call.
  { name: 'intro_call_slots', partitionKey: 'slot', timeToLiveAttribute: 'expiresAt' },
  { name: 'demo_tracks', partitionKey: 'id' },
];
