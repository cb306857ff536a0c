import '../../../../services/src/testing/quiet-logs';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableEnvVar } from '@rufbereit/shared';
import { startTestDynamo, type TestDynamo } from '../../../support/local-dynamo';
import { documentClient } from '../../../../services/src/adapters/dynamodb-client';
import { dynamoEmailLease } from '../../../../services/src/adapters/dynamo-email-lease';

// Against dynalite through the real SDK: the lease is made of conditional updates.
let dynamo: TestDynamo;
beforeAll(async () => {
  dynamo = await startTestDynamo();
});
afterAll(() => dynamo.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const exists = (ids: number[]) => (id: number) => Promise.resolve(ids.includes(id));

describe('dynamoEmailLease', () => {
  it('lets one sync at a time find or create the person; the one waiting gets that person without creating one', async () => {
    const lease = dynamoEmailLease();
    const calls: string[] = [];
    const first = lease('Zwei@Beispiel.de', async () => {
      calls.push('first');
      await sleep(300);
      return 41;
    }, exists([41]));
    await sleep(50);
    const second = lease('zwei@beispiel.de', async () => {
      calls.push('second');
      return 99;
    }, exists([41]));
    expect(await Promise.all([first, second])).toEqual([41, 41]);
    expect(calls).toEqual(['first']);
  });

  it('asks the CRM again when the remembered person no longer exists', async () => {
    const lease = dynamoEmailLease();
    expect(await lease('weg@beispiel.de', () => Promise.resolve(7), exists([7]))).toBe(7);
    expect(await lease('weg@beispiel.de', () => Promise.resolve(8), exists([]))).toBe(8);
    expect(await lease('weg@beispiel.de', () => Promise.resolve(9), exists([8]))).toBe(8);
  });

  it('is released when finding or creating fails, so the next sync runs at once', async () => {
    const lease = dynamoEmailLease();
    await expect(lease('fehler@beispiel.de', () => Promise.reject(new Error('CRM down')), exists([]))).rejects.toThrow('CRM down');
    // Still held, it would wait 10 s and fail with PersonLeaseBusyError.
    expect(await lease('fehler@beispiel.de', () => Promise.resolve(5), exists([5]))).toBe(5);
  });

  it('takes over a lease whose holder ran out of time (a sync whose Lambda died)', async () => {
    const now = Math.floor(Date.now() / 1000);
    await documentClient().send(
      new PutCommand({
        TableName: process.env[tableEnvVar('idempotency')],
        Item: { id: 'crm-person#tot@beispiel.de', holder: 'dead-lambda', leaseUntil: now - 1, expiration: now + 600 },
      }),
    );
    expect(await dynamoEmailLease()('tot@beispiel.de', () => Promise.resolve(3), exists([3]))).toBe(3);
  });
});
