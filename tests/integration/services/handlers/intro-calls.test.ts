import '../../../../services/src/testing/quiet-logs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { apiPaths, introCallMessages, introCallSlotStarts, tableEnvVar, type ApiErrorBody, type IntroCallBookedBody, type IntroCallSlotsBody } from '@rufbereit/shared';
import { introCallRepositoryFromEnv } from '../../../../services/src/adapters/dynamo-intro-call-repository';
import { apiEvent, jsonEvent, lambdaContext, responseJson } from '../../../../services/src/testing/api-event';
import { startTestDynamo, type TestDynamo } from '../../../support/local-dynamo';
import { createBookIntroCallHandler } from '../../../../services/src/handlers/book-intro-call';
import { createCancelIntroCallHandler } from '../../../../services/src/handlers/cancel-intro-call';
import { createListIntroCallSlotsHandler } from '../../../../services/src/handlers/list-intro-call-slots';

// These tests are about the handler; the spam protection before it has its own tests
// (tests/integration/spam-protection.test.ts): here every post passes it and no limit is reached.
vi.mock('../../../../services/src/http/spam-protection', () => ({ spamProtection: () => ({ before: () => undefined }) }));
vi.mock('../../../../services/src/adapters/dynamo-spam-store', () => ({ claimOnce: async () => true, countWithinHourlyLimit: async () => true }));

/** The unchanged handlers and adapter against a real DynamoDB API (in-process dynalite). */
let dynamo: TestDynamo;
const context = lambdaContext('intro-calls');
// Friday 2026-11-20, 10:00 Berlin: slots run from Monday 23rd to Friday 4th December.
const now = () => new Date('2026-11-20T09:00:00Z');
const deps = () => ({ repository: introCallRepositoryFromEnv(), now });
const book = createBookIntroCallHandler(deps);
const list = createListIntroCallSlotsHandler(deps);
const cancel = createCancelIntroCallHandler(deps);

const visitor = { name: 'Max Mustermann', email: 'max@example.de', phone: '+49 30 1234567' };
const freeSlots = async (): Promise<string[]> => {
  const result = await list({ ...apiEvent({ method: 'GET', path: apiPaths.introCallSlots, headers: {} }) }, context);
  expect(result.statusCode).toBe(200);
  expect(result.headers).toMatchObject({ 'cache-control': 'no-store' });
  return (responseJson(result) as IntroCallSlotsBody).slots;
};

beforeAll(async () => {
  dynamo = await startTestDynamo();
});
afterAll(async () => {
  await dynamo.stop();
});

describe('GET /api/intro-calls/slots and POST /api/intro-calls', () => {
  it('offers every slot of the ten working days, books one, and no longer offers it', async () => {
    const before = await freeSlots();
    expect(before).toEqual(introCallSlotStarts(now()));
    const slot = before[5] ?? '';

    const result = await book(jsonEvent({ ...visitor, slot }, { 'idempotency-key': 'booking-a' }), context);
    expect(result.statusCode).toBe(201);
    const booked = responseJson(result) as IntroCallBookedBody;
    expect(booked).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), slot });

    expect(await freeSlots()).toEqual(before.filter((s) => s !== slot));
    const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    const { Item } = await doc.send(new GetCommand({ TableName: process.env[tableEnvVar('intro_call_slots')], Key: { slot } }));
    expect(Item).toMatchObject({ ...visitor, slot, id: booked.id, idempotencyKey: 'booking-a' });
    doc.destroy();

    // The same request again (a retry) gets the same booking, not "taken".
    const retry = await book(jsonEvent({ ...visitor, slot }, { 'idempotency-key': 'booking-a' }), context);
    expect(retry.statusCode).toBe(201);
    expect(responseJson(retry)).toEqual(booked);
  });

  it('gives a slot chosen by many visitors at once to exactly one; the others get a German 409', async () => {
    const slot = (await freeSlots())[40] ?? '';
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => book(jsonEvent({ ...visitor, name: `Besucher ${i}`, email: `besucher-${i}@example.de`, slot }, { 'idempotency-key': `race-${i}` }), context)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const conflict of results.filter((r) => r.statusCode === 409)) {
      expect(responseJson(conflict)).toEqual({ message: introCallMessages.slotTaken, errors: { slot: introCallMessages.slotTaken } } satisfies ApiErrorBody);
    }
    expect(await freeSlots()).not.toContain(slot);
  });

  it('refuses slots it does not offer and bad fields with 400 and German messages, never 5xx', async () => {
    const offGrid = await book(jsonEvent({ ...visitor, slot: '2026-11-23T08:10:00.000Z' }), context);
    expect(offGrid.statusCode).toBe(400);
    expect((responseJson(offGrid) as ApiErrorBody).errors).toEqual({ slot: introCallMessages.slotUnavailable });

    const today = await book(jsonEvent({ ...visitor, slot: '2026-11-20T13:00:00.000Z' }), context);
    expect(today.statusCode).toBe(400);

    const bad = await book(jsonEvent({ slot: 42, name: 'M', email: 'x', phone: '' }), context);
    expect(bad.statusCode).toBe(400);
    expect((responseJson(bad) as ApiErrorBody).errors).toMatchObject({
      name: 'Name muss mindestens 2 Zeichen lang sein',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      phone: 'Bitte geben Sie eine gültige Telefonnummer ein',
    });

    const notJson = await book(apiEvent({ body: '{', headers: { 'content-type': 'application/json' } }), context);
    expect(notJson.statusCode).toBe(400);
    const huge = await book(jsonEvent({ ...visitor, slot: '2026-11-23T08:00:00.000Z', name: 'x'.repeat(100_000) }), context);
    expect(huge.statusCode).toBe(413);
  });

  it('cancels with the code of the mail link and offers the slot again; a wrong or used code gets 404', async () => {
    const slot = (await freeSlots())[100] ?? '';
    expect((await book(jsonEvent({ ...visitor, email: 'absage@example.de', slot }), context)).statusCode).toBe(201);
    const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    const { Item } = await doc.send(new GetCommand({ TableName: process.env[tableEnvVar('intro_call_slots')], Key: { slot } }));
    doc.destroy();
    const code = String(Item?.cancelToken);
    expect(code).toMatch(/^[\w-]{32}$/);

    const wrong = await cancel(jsonEvent({ slot, code: 'x'.repeat(32) }), context);
    expect(wrong.statusCode).toBe(404);
    expect(responseJson(wrong)).toEqual({ message: introCallMessages.cancelNotFound });
    expect(await freeSlots()).not.toContain(slot);

    const right = await cancel(jsonEvent({ slot, code }), context);
    expect(right.statusCode).toBe(200);
    expect(await freeSlots()).toContain(slot);
    expect((await cancel(jsonEvent({ slot, code }), context)).statusCode).toBe(404);

    const broken = await cancel(jsonEvent({ slot: 'gestern', code: '' }), context);
    expect(broken.statusCode).toBe(400);
    expect((responseJson(broken) as ApiErrorBody).errors).toEqual({ slot: introCallMessages.cancelInvalidLink, code: introCallMessages.cancelInvalidLink });
  });
});
