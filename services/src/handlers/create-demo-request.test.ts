import '../testing/quiet-logs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { apiMessages, demoMessages, demoRequestSchema, storedDemoRequestFields, type DemoRequestRecord } from '@rufbereit/shared';
import { jsonEvent, lambdaContext, responseJson } from '../testing/api-event';
import { mockRequestStore } from '../testing/mock-aws';
import { handler } from './create-demo-request';

// These tests are about the handler; the spam protection before it has its own tests
// (tests/integration/spam-protection.test.ts): here every post passes it and no limit is reached.
vi.mock('../http/spam-protection', () => ({ spamProtection: () => ({ before: () => undefined }) }));
// The spam store's DynamoDB calls pass; its key functions stay real.
vi.mock('../adapters/dynamo-spam-store', async (importOriginal) => ({ ...(await importOriginal<object>()), claimOnce: async () => true, countWithinHourlyLimit: async () => true, countDistinctWithinHourlyLimit: async () => true }));

const aws = mockRequestStore();
const context = lambdaContext('create-demo-request');

const demo = {
  first_name: 'Erika',
  last_name: 'Musterfrau',
  company_name: 'Salon Erika',
  email: 'erika@example.de',
  phone: '030 1234567',
  privacy_accepted: true,
};

beforeEach(() => {
  aws.reset();
  Object.assign(process.env, { TABLE_DEMO_REQUESTS: 'demo-table', EVENT_BUS_NAME: 'test-bus', AWS_REGION: 'eu-central-1' });
});

describe('POST /api/demo-requests', () => {
  it('stores the demo request with status pending, then publishes DemoRequested {demoRequestId}', async () => {
    const result = await handler(jsonEvent(demo), context);

    expect(result.statusCode).toBe(201);
    const { id } = responseJson(result) as { id: string };
    expect(aws.calls).toEqual([
      'put demo-table',
      'putEvents DemoRequested',
      'update demo-table SET eventPublished = :true REMOVE unpublished',
    ]);
    const stored = aws.ddb.commandCalls(PutCommand)[0]?.args[0].input.Item as DemoRequestRecord;
    // Stored under the names every request has; the payload's first_name/last_name end at the form.
    expect(stored).toMatchObject({ ...storedDemoRequestFields(demoRequestSchema.parse(demo)), id, kind: 'demo_request', status: 'pending', eventPublished: false });
    expect(stored).toMatchObject({ firstname: 'Erika', lastname: 'Musterfrau' });
    expect(stored).not.toHaveProperty('first_name');
    expect(aws.events.commandCalls(PutEventsCommand)[0]?.args[0].input.Entries?.[0]?.Detail).toBe(
      JSON.stringify({ demoRequestId: id }),
    );
  });

  it('returns the same id for a retry with the same idempotency key and stores one record', async () => {
    const first = await handler(jsonEvent(demo, { 'idempotency-key': 'demo-1' }), context);
    const second = await handler(jsonEvent(demo, { 'idempotency-key': 'demo-1' }), context);
    expect(responseJson(second)).toEqual(responseJson(first));
    expect(aws.items.size).toBe(1);
    expect(aws.events.commandCalls(PutEventsCommand)).toHaveLength(1);
  });

  it('answers 400 with the demo form messages of the spec', async () => {
    const result = await handler(jsonEvent({ ...demo, first_name: ' ', email: 'erika', privacy_accepted: false }), context);
    expect(result.statusCode).toBe(400);
    expect(responseJson(result)).toEqual({
      message: apiMessages.invalidInput,
      errors: {
        first_name: demoMessages.firstName,
        email: demoMessages.emailInvalid,
        privacy_accepted: demoMessages.privacy,
      },
    });
    expect(aws.calls).toEqual([]);
  });

  it('stores what the schema accepts (trimmed)', async () => {
    await handler(jsonEvent({ ...demo, company_name: '  Salon Erika  ' }), context);
    const stored = aws.ddb.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(stored).toMatchObject(storedDemoRequestFields(demoRequestSchema.parse(demo)));
  });
});
