import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTables } from './dynamodb';
import { sweepExpired } from './expiry-sweep';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../core/ports';

const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
let doc: DynamoDBDocumentClient;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await ensureTables(endpoint);
  doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
});
afterAll(async () => {
  doc.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const exists = async (table: string, id: string) => Boolean((await doc.send(new GetCommand({ TableName: table, Key: { id } }))).Item);

describe('the local expiry sweep (DynamoDB TTL)', () => {
  it('deletes requests whose expiresAt has passed and keeps the rest', async () => {
    const now = 1_900_000_000;
    await doc.send(new PutCommand({ TableName: 'contacts', Item: { id: 'alt', expiresAt: now - 1 } }));
    await doc.send(new PutCommand({ TableName: 'contacts', Item: { id: 'jetzt', expiresAt: now } }));
    await doc.send(new PutCommand({ TableName: 'contacts', Item: { id: 'neu', expiresAt: now + 60 } }));
    await doc.send(new PutCommand({ TableName: 'contacts', Item: { id: 'ohne' } }));
    await doc.send(new PutCommand({ TableName: 'demo_requests', Item: { id: 'demo-alt', expiresAt: now - 86_400 } }));
    // A table without TTL is never touched, whatever its items hold.
    await doc.send(new PutCommand({ TableName: 'demo_tracks', Item: { id: 'track', expiresAt: now - 1 } }));

    const deleted = await sweepExpired(doc, now);

    expect(deleted).toMatchObject({ contacts: 2, demo_requests: 1 });
    expect(await exists('contacts', 'alt')).toBe(false);
    expect(await exists('contacts', 'jetzt')).toBe(false);
    expect(await exists('contacts', 'neu')).toBe(true);
    expect(await exists('contacts', 'ohne')).toBe(true);
    expect(await exists('demo_requests', 'demo-alt')).toBe(false);
    expect(await exists('demo_tracks', 'track')).toBe(true);
  });
});
