import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxAttributes, inboxIndexes } from '@rufbereit/shared';
import { tableDefinitions } from '../../src/tables';
import { createTableInput } from './table-input';
import { migrateRequestTables } from './inbox-migration';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../core/ports';

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

  it('adds the search index to tables made with the first inbox indexes, keeping every request', async () => {
    const doc = DynamoDBDocumentClient.from(client);
    const contacts = tableDefinitions.find((t) => t.name === 'contacts');
    if (!contacts) throw new Error('no contacts table');
    await client.send(new DeleteTableCommand({ TableName: 'contacts' }));
    // As the inbox's first version made it: byCreatedAt and byEmail, no search index.
    await client.send(new CreateTableCommand(createTableInput({ ...contacts, indexes: contacts.indexes?.filter((index) => index.name !== inboxIndexes.bySearchText.name) })));
    const fields = { firstname: 'Nora', lastname: 'Neu', email: 'nora@beispiel.de', company_name: 'Neubau GmbH' };
    await doc.send(new PutCommand({ TableName: 'contacts', Item: { id: 'neu-1', kind: 'contact', ...fields, ...inboxAttributes('neu-1', '2026-11-01T09:00:00.000Z', fields) } }));

    expect(await migrateRequestTables(client)).toEqual(['contacts: indexes added']);

    const { Items = [] } = await doc.send(
      new QueryCommand({
        TableName: 'contacts',
        IndexName: inboxIndexes.bySearchText.name,
        KeyConditionExpression: 'inbox = :all',
        FilterExpression: 'contains(searchText, :q)',
        ExpressionAttributeValues: { ':all': 'all', ':q': 'neubau' },
      }),
    );
    // The narrow index holds the keys and the search text only.
    expect(Items).toEqual([{ id: 'neu-1', inbox: 'all', createdKey: '2026-11-01T09:00:00.000Z#neu-1', searchText: 'nora neu nora@beispiel.de neubau gmbh' }]);
  });
});
