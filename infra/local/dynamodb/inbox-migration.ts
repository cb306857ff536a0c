/**
 * Local data from before the requests inbox: dynalite cannot add an index to an existing table
 * (UpdateTable accepts it but never builds it), so a request table without its indexes is copied,
 * recreated from infra/src/tables.ts and filled again; then every request without the inbox's
 * attributes (index keys, search text, expiry) gets them, so it shows in the inbox.
 */
import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inboxAttributes } from '@rufbereit/shared';
import { tableDefinitions, type TableDefinition } from '../../src/tables';
import { createTableInput } from './table-input';

async function scanAll(doc: DynamoDBDocumentClient, table: string, filter?: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start, ...(filter ? { FilterExpression: filter } : {}) }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

async function recreateWithIndexes(client: DynamoDBClient, doc: DynamoDBDocumentClient, def: TableDefinition): Promise<boolean> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: def.name }));
  const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  if ((def.indexes ?? []).every((index) => existing.has(index.name))) return false;
  const items = await scanAll(doc, def.name);
  await client.send(new DeleteTableCommand({ TableName: def.name }));
  await client.send(new CreateTableCommand(createTableInput(def)));
  for (let i = 0; i < items.length; i += 25) {
    await doc.send(new BatchWriteCommand({ RequestItems: { [def.name]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
  return true;
}

/**
 * Gives every request of `table` without the inbox attributes its index keys, search text and expiry
 * (an expiry already set stays). Returns how many. Also used against AWS: scripts/backfill-inbox.ts.
 */
export async function backfillInboxAttributes(doc: DynamoDBDocumentClient, table: string): Promise<number> {
  const missing = await scanAll(doc, table, 'attribute_not_exists(inbox)');
  for (const item of missing) {
    const id = String(item.id);
    const createdAt = typeof item.createdAt === 'string' ? item.createdAt : new Date().toISOString();
    const attributes = inboxAttributes(id, createdAt, { ...(item as Record<string, string>), email: String(item.email ?? '') });
    await doc.send(
      new UpdateCommand({
        TableName: table,
        Key: { id },
        UpdateExpression: 'SET inbox = :inbox, createdKey = :createdKey, searchText = :searchText, emailKey = :emailKey, expiresAt = if_not_exists(expiresAt, :expiresAt)',
        // Never create an item that was deleted meanwhile.
        ConditionExpression: 'attribute_exists(id)',
        ExpressionAttributeValues: {
          ':inbox': attributes.inbox,
          ':createdKey': attributes.createdKey,
          ':searchText': attributes.searchText,
          ':emailKey': attributes.emailKey,
          ':expiresAt': attributes.expiresAt,
        },
      }),
    ).catch((error: unknown) => {
      if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
    });
  }
  return missing.length;
}

/** Returns what it did, one line per table it changed. */
export async function migrateRequestTables(client: DynamoDBClient): Promise<string[]> {
  const doc = DynamoDBDocumentClient.from(client);
  const done: string[] = [];
  for (const def of tableDefinitions.filter((t) => t.name === 'contacts' || t.name === 'demo_requests')) {
    if (await recreateWithIndexes(client, doc, def)) done.push(`${def.name}: indexes added`);
    const added = await backfillInboxAttributes(doc, def.name);
    if (added > 0) done.push(`${def.name}: ${added} request(s) added to the inbox`);
  }
  return done;
}
