/**
 * DynamoDB's Time to Live, locally: dynalite stores the TTL attribute but never expires items, so
 * the local environment deletes expired items itself, at start-up and then periodically. Like AWS it
 * deletes an item whose TTL attribute is a number of epoch seconds in the past, and leaves items
 * without one alone. (It scans: that is fine for a developer's data, and the real thing costs nothing.)
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tableDefinitions, type TableDefinition } from '../../src/tables';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../core/ports';

/** Deletes the expired items of every table with a TTL attribute; returns how many per table. */
export async function sweepExpired(
  doc: DynamoDBDocumentClient,
  nowSeconds: number = Math.floor(Date.now() / 1000),
  tables: readonly TableDefinition[] = tableDefinitions,
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const table of tables) {
    const ttl = table.timeToLiveAttribute;
    if (!ttl) continue;
    deleted[table.name] = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await doc.send(
        new ScanCommand({
          TableName: table.name,
          FilterExpression: '#ttl <= :now',
          ExpressionAttributeNames: { '#ttl': ttl },
          ExpressionAttributeValues: { ':now': nowSeconds },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of page.Items ?? []) {
        const key = { [table.partitionKey]: item[table.partitionKey], ...(table.sortKey ? { [table.sortKey]: item[table.sortKey] } : {}) };
        // Only if it is still expired (a write in between may have moved the expiry).
        await doc.send(
          new DeleteCommand({
            TableName: table.name,
            Key: key,
            ConditionExpression: '#ttl <= :now',
            ExpressionAttributeNames: { '#ttl': ttl },
            ExpressionAttributeValues: { ':now': nowSeconds },
          }),
        ).catch((error: unknown) => {
          if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
        });
        deleted[table.name] = (deleted[table.name] ?? 0) + 1;
      }
      start = page.LastEvaluatedKey;
    } while (start);
  }
  return deleted;
}

/** Runs the sweep now and every `intervalMs` (default 10 minutes) until stopped. */
export function startExpirySweep(endpoint: string, log: (line: string) => void, intervalMs = 10 * 60_000): { stop(): Promise<void> } {
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => sweepExpired(doc))
      .then((deleted) => {
        const total = Object.values(deleted).reduce((a, b) => a + b, 0);
        if (total > 0) log(`[local] expired ${total} item(s) (TTL): ${JSON.stringify(deleted)}`);
      })
      .catch((error: unknown) => log(`[local] expiry sweep failed: ${String(error)}`));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
      doc.destroy();
    },
  };
}
