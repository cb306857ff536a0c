import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxIndexes } from '@rufbereit/shared';
import { migrateRequestTables } from './inbox-migration';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './ports';

const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
let client: DynamoDBClient;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new DynamoDBClient({ endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  // The request tables as they were before the inbox: no indexes.
  for (const name of ['contacts', 'demo_requests']) {
    await client.send(
      new CreateTableCommand({ TableName: name, KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }], AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }], BillingMode: 'PAY_PER_REQUEST' }),
    );
  }
});
afterAll(async () => {
  client.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('local data from before the inbox', () => {
  it('gets the indexes and the inbox attributes, keeping every request', async () => {
    const doc = DynamoDBDocumentClient.from(client);
    const old = { id: 'alt-1', kind: 'contact', createdAt: '2026-10-01T09:00:00.000Z', firstname: 'Olga', lastname: 'Alt', email: 'Olga@Beispiel.de', company_name: 'Altbau KG' };
    await doc.send(new PutCommand({ TableName: 'contacts', Item: old }));

    expect(await migrateRequestTables(client)).toEqual(['contacts: indexes added', 'contacts: 1 request(s) added to the inbox', 'demo_requests: indexes added']);

    const { Items = [] } = await doc.send(
      new QueryCommand({ TableName: 'contacts', IndexName: inboxIndexes.byCreatedAt.name, KeyConditionExpression: 'inbox = :all', ExpressionAttributeValues: { ':all': 'all' } }),
    );
    expect(Items).toEqual([expect.objectContaining({ id: 'alt-1', createdKey: '2026-10-01T09:00:00.000Z#alt-1', searchText: 'olga alt olga@beispiel.de altbau kg' })]);
    // Nothing left to do the second time.
    expect(await migrateRequestTables(client)).toEqual([]);
  });
});
