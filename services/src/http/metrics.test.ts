// Metrics on, before anything constructs them (quiet-logs would switch them off).
process.env.POWERTOOLS_METRICS_DISABLED = 'false';
process.env.POWERTOOLS_SERVICE_NAME = 'create-contact';
// The stage's namespace, as the stack sets it on every function (metricsNamespace).
process.env.POWERTOOLS_METRICS_NAMESPACE = 'Rufbereit/dev';
import '../testing/quiet-logs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { metricNames, metricsNamespace } from '@rufbereit/shared';
import { handler } from '../handlers/create-contact';
import { apiEvent, jsonEvent, lambdaContext } from '../testing/api-event';
import { captureEmf } from '../testing/emf';

// The metrics of the handler itself; the spam protection before it has its own tests
// (tests/integration/spam-protection.test.ts): here every post passes it.
vi.mock('./spam-protection', () => ({ spamProtection: () => ({ before: () => undefined }) }));
// The spam store's DynamoDB calls pass; its key functions stay real.
vi.mock('../adapters/dynamo-spam-store', async (importOriginal) => ({ ...(await importOriginal<object>()), claimOnce: async () => true, countWithinHourlyLimit: async () => true, countDistinctWithinHourlyLimit: async () => true }));
import { mockRequestStore } from '../testing/mock-aws';

const aws = mockRequestStore();
const context = lambdaContext('create-contact');
const contact = {
  firstname: 'Max',
  lastname: 'Mustermann',
  email: 'max@example.de',
  phone: '+49 30 1234567',
  service_preference: 'consultation',
  privacy_accepted: true,
};

let emf: ReturnType<typeof captureEmf>;
beforeEach(() => {
  aws.reset();
  Object.assign(process.env, { TABLE_CONTACTS: 'contacts-table', EVENT_BUS_NAME: 'test-bus', AWS_REGION: 'eu-central-1' });
  emf = captureEmf();
});
afterEach(() => vi.restoreAllMocks());
const counts = () => emf.counts();

describe('application metrics of a form endpoint (embedded metric format)', () => {
  it('counts a stored submission in the stage namespace (from the environment) with the handler as service dimension', async () => {
    expect((await handler(jsonEvent(contact), context)).statusCode).toBe(201);
    expect(emf.lines).toHaveLength(1);
    const [line] = emf.lines;
    expect(line?._aws.CloudWatchMetrics[0]).toMatchObject({ Namespace: metricsNamespace('dev'), Dimensions: [['service']] });
    expect(line?.service).toBe('create-contact');
    expect(counts()).toEqual({ [metricNames.requestSubmitted]: 1, [metricNames.requestStored]: 1 });
  });

  it('counts an idempotent retry as submitted, not stored again', async () => {
    await handler(jsonEvent(contact, { 'idempotency-key': 'm-1' }), context);
    emf.clear();
    await handler(jsonEvent(contact, { 'idempotency-key': 'm-1' }), context);
    expect(counts()).toEqual({ [metricNames.requestSubmitted]: 1 });
  });

  it('counts invalid input as a validation rejection', async () => {
    expect((await handler(jsonEvent({ ...contact, email: 'max@' }), context)).statusCode).toBe(400);
    expect((await handler(apiEvent({ body: '{' }), context)).statusCode).toBe(400);
    expect(counts()).toEqual({ [metricNames.requestSubmitted]: 2, [metricNames.validationRejected]: 2 });
  });

  it('counts a store failure (503) as ApiServerError (Lambda Errors stays 0: the wrapper answered)', async () => {
    aws.ddb.on(PutCommand).rejects(new Error('table gone'));
    expect((await handler(jsonEvent(contact), context)).statusCode).toBe(503);
    expect(counts()).toEqual({ [metricNames.requestSubmitted]: 1, [metricNames.apiServerError]: 1 });
  });

  it('counts a stored request whose event could not be published', async () => {
    aws.events.on(PutEventsCommand).rejects(new Error('bus down'));
    expect((await handler(jsonEvent(contact), context)).statusCode).toBe(201);
    expect(counts()).toEqual({ [metricNames.requestSubmitted]: 1, [metricNames.requestStored]: 1, [metricNames.eventPublishFailed]: 1 });
  });
});
