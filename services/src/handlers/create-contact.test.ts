import '../testing/quiet-logs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  EVENT_SOURCE,
  MAX_FORM_BODY_BYTES,
  apiMessages,
  contactMessages,
  type ApiErrorBody,
  type ContactRecord,
} from '@rufbereit/shared';
import { apiEvent, jsonEvent, lambdaContext, responseJson } from '../testing/api-event';
import { mockRequestStore } from '../testing/mock-aws';
import { handler } from './create-contact';

// These tests are about the handler; the spam protection before it has its own tests
// (tests/integration/spam-protection.test.ts): here every post passes it and no limit is reached.
vi.mock('../http/spam-protection', () => ({ spamProtection: () => ({ before: () => undefined }) }));
// The spam store's DynamoDB calls pass; its key functions stay real.
vi.mock('../adapters/dynamo-spam-store', async (importOriginal) => ({ ...(await importOriginal<object>()), claimOnce: async () => true, countWithinHourlyLimit: async () => true, countDistinctWithinHourlyLimit: async () => true }));

const aws = mockRequestStore();
const context = lambdaContext('create-contact');

const contact = {
  firstname: 'Max',
  lastname: 'Mustermann',
  email: 'max@example.de',
  phone: '+49 30 1234567',
  company_name: 'Muster GmbH',
  service_preference: 'consultation',
  message: 'Bitte rufen Sie mich an.',
  privacy_accepted: true,
};

beforeEach(() => {
  aws.reset();
  // Set after the handler module was imported: the handler reads its environment per call.
  Object.assign(process.env, { TABLE_CONTACTS: 'contacts-table', EVENT_BUS_NAME: 'test-bus', AWS_REGION: 'eu-central-1' });
});

describe('POST /api/contacts', () => {
  it('stores the contact first, then publishes ContactCreated, then marks it published; answers 201 {id}', async () => {
    const result = await handler(jsonEvent(contact), context);

    expect(result.statusCode).toBe(201);
    expect(result.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    const { id } = responseJson(result) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    expect(aws.calls).toEqual([
      'put contacts-table',
      'putEvents ContactCreated',
      'update contacts-table SET eventPublished = :true REMOVE unpublished',
    ]);
    const put = aws.ddb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.ConditionExpression).toBe('attribute_not_exists(id)');
    const stored = put?.Item as ContactRecord;
    expect(stored).toMatchObject({
      ...contact,
      id,
      kind: 'contact',
      crm: { status: 'pending', attempts: 0 },
      mail: { status: 'pending', attempts: 0 },
      eventPublished: false,
    });
    expect(new Date(stored.createdAt).toISOString()).toBe(stored.createdAt);

    const entry = aws.events.commandCalls(PutEventsCommand)[0]?.args[0].input.Entries?.[0];
    expect(entry).toEqual({
      EventBusName: 'test-bus',
      Source: EVENT_SOURCE,
      DetailType: 'ContactCreated',
      Detail: JSON.stringify({ contactId: id }),
    });
    expect(aws.items.get(`contacts-table/${id}`)?.eventPublished).toBe(true);
  });

  it('a retry with the same idempotency key returns the same id and stores one record', async () => {
    const first = await handler(jsonEvent(contact, { 'Idempotency-Key': 'form-42' }), context);
    const second = await handler(jsonEvent(contact, { 'idempotency-key': 'form-42' }), context);

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(responseJson(second)).toEqual(responseJson(first));
    expect(aws.items.size).toBe(1);
    // Already published by the first request: no second event.
    expect(aws.events.commandCalls(PutEventsCommand)).toHaveLength(1);
  });

  it('a reused idempotency key with another body answers 409 and changes nothing', async () => {
    await handler(jsonEvent(contact, { 'idempotency-key': 'form-43' }), context);
    const result = await handler(jsonEvent({ ...contact, message: 'Etwas anderes' }, { 'idempotency-key': 'form-43' }), context);

    expect(result.statusCode).toBe(409);
    expect(responseJson(result)).toEqual({ message: apiMessages.idempotencyConflict });
    expect(aws.items.size).toBe(1);
    expect(aws.events.commandCalls(PutEventsCommand)).toHaveLength(1);
  });

  it('still answers 201 when publishing fails, and publishes on the idempotent retry', async () => {
    aws.events.on(PutEventsCommand).rejectsOnce(new Error('bus down'));
    const first = await handler(jsonEvent(contact, { 'idempotency-key': 'form-44' }), context);
    expect(first.statusCode).toBe(201);
    const { id } = responseJson(first) as { id: string };
    expect(aws.items.get(`contacts-table/${id}`)?.eventPublished).toBe(false);

    aws.events.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'e-2' }] });
    const retry = await handler(jsonEvent(contact, { 'idempotency-key': 'form-44' }), context);
    expect(responseJson(retry)).toEqual({ id });
    expect(aws.events.commandCalls(PutEventsCommand)).toHaveLength(2);
    expect(aws.items.get(`contacts-table/${id}`)?.eventPublished).toBe(true);
  });

  it('answers 503 with a German message and stores and publishes nothing when DynamoDB is unreachable', async () => {
    aws.ddb.on(PutCommand).rejects(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4567'), { code: 'ECONNREFUSED' }));
    const result = await handler(jsonEvent(contact, { 'idempotency-key': 'form-db-down' }), context);
    expect(result.statusCode).toBe(503);
    expect(responseJson(result)).toEqual({ message: apiMessages.storeUnavailable });
    expect(aws.items.size).toBe(0);
    expect(aws.events.commandCalls(PutEventsCommand)).toHaveLength(0);
  });

  it('treats an entry rejected inside a 200 PutEvents answer as a publish failure', async () => {
    aws.events.on(PutEventsCommand).resolves({ FailedEntryCount: 1, Entries: [{ ErrorCode: 'InternalFailure' }] });
    const result = await handler(jsonEvent(contact), context);
    expect(result.statusCode).toBe(201);
    const { id } = responseJson(result) as { id: string };
    expect(aws.items.get(`contacts-table/${id}`)?.eventPublished).toBe(false);
  });

  it('ignores fields the schema does not know (a client cannot set id, kind or crm state)', async () => {
    const result = await handler(
      jsonEvent({ ...contact, id: 'chosen', kind: 'demo_request', crm: { status: 'done', attempts: 0 }, eventPublished: true }),
      context,
    );
    const { id } = responseJson(result) as { id: string };
    expect(id).not.toBe('chosen');
    expect(aws.items.get(`contacts-table/${id}`)).toMatchObject({
      kind: 'contact',
      crm: { status: 'pending', attempts: 0 },
      eventPublished: true, // set by the handler after publishing, not by the client
    });
    const stored = aws.ddb.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(stored).toMatchObject({ eventPublished: false });
  });

  describe('bad input is a 4xx with a German message, never a 5xx, and touches nothing', () => {
    const cases: Array<[string, ReturnType<typeof apiEvent>, number, ApiErrorBody]> = [
      ['malformed JSON', apiEvent({ body: '{"firstname":' }), 400, { message: apiMessages.malformedJson }],
      ['no body', apiEvent({}), 400, { message: apiMessages.malformedJson }],
      ['JSON null', apiEvent({ body: 'null' }), 400, { message: apiMessages.invalidInput, errors: {} }],
      [
        'too large',
        apiEvent({ body: JSON.stringify({ ...contact, message: 'x'.repeat(MAX_FORM_BODY_BYTES) }) }),
        413,
        { message: apiMessages.bodyTooLarge },
      ],
      [
        'form encoded',
        apiEvent({ body: 'firstname=Max', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
        415,
        { message: apiMessages.unsupportedMediaType },
      ],
      [
        'invalid fields',
        jsonEvent({ ...contact, lastname: 'M', email: 'max@', privacy_accepted: 'yes' }),
        400,
        {
          message: apiMessages.invalidInput,
          errors: { lastname: contactMessages.nameMin, email: contactMessages.email, privacy_accepted: contactMessages.privacy },
        },
      ],
    ];
    it.each(cases)('%s', async (_name, event, status, body) => {
      const result = await handler(event, context);
      expect(result.statusCode).toBe(status);
      expect(responseJson(result)).toEqual(body);
      expect(result.headers).toMatchObject({ 'cache-control': 'no-store' });
      expect(aws.calls).toEqual([]);
    });
  });
});
