import '../../../../services/src/testing/quiet-logs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestRepositoryFromEnv } from '../../../../services/src/adapters/dynamo-request-repository';
import { lambdaContext } from '../../../../services/src/testing/api-event';
import { busEvent } from '../../../../services/src/testing/bus-event';
import { startTestPipedrive, type PipedriveFake } from '../../../../infra/local/crm/pipedrive-fake';
import { contactRecord, demoRequestRecord } from '../../../../services/src/testing/fixtures';
import { startTestDynamo, type TestDynamo } from '../../../support/local-dynamo';
import { handler } from '../../../../services/src/handlers/crm-sync';

// The handler as the event bus calls it: real SDK against dynalite, real fetch against a Pipedrive fake.
let dynamo: TestDynamo;
let pipedrive: PipedriveFake;
const context = lambdaContext('crm-sync');
const repository = () => requestRepositoryFromEnv();

beforeAll(async () => {
  dynamo = await startTestDynamo();
  pipedrive = await startTestPipedrive('pd-token');
  Object.assign(process.env, {
    PIPEDRIVE_API_TOKEN: 'pd-token',
    PIPEDRIVE_COMPANY_DOMAIN: 'rufbereit',
    PIPEDRIVE_BASE_URL: pipedrive.baseUrl,
  });
});
afterAll(async () => {
  await pipedrive.stop();
  await dynamo.stop();
});
beforeEach(() => {
  pipedrive.inspect.clear();
});

describe('crm-sync handler', () => {
  it('syncs a contact once, however often the event arrives', async () => {
    await repository().createIfAbsent(contactRecord({ id: 'crm-1' }));
    const event = busEvent('ContactCreated', { contactId: 'crm-1' });

    await handler(event, context);
    await handler(event, context);

    expect(pipedrive.inspect.records.persons).toHaveLength(1);
    expect(pipedrive.inspect.records.deals).toHaveLength(1);
    expect(pipedrive.inspect.records.notes).toHaveLength(1);
    const personId = pipedrive.inspect.records.persons[0]?.id;
    const dealId = pipedrive.inspect.records.deals[0]?.id;
    const { crm } = (await repository().get({ kind: 'contact', id: 'crm-1' })) ?? {};
    expect(crm).toMatchObject({
      status: 'done',
      attempts: 1,
      personId,
      personUrl: `https://rufbereit.pipedrive.com/person/${personId}`,
      dealId,
      dealUrl: `https://rufbereit.pipedrive.com/deal/${dealId}`,
    });
  });

  it('a failed step is recorded with its next attempt; the retry reuses the stored person', async () => {
    await repository().createIfAbsent(demoRequestRecord({ id: 'crm-2', createdAt: new Date().toISOString() }));
    const event = busEvent('DemoRequested', { demoRequestId: 'crm-2' });
    pipedrive.inspect.failNext('/api/v2/deals', 500, { success: false, error: 'Internal server error' });

    await handler(event, context);
    const afterFailure = (await repository().get({ kind: 'demo_request', id: 'crm-2' }))?.crm;
    expect(afterFailure).toMatchObject({ status: 'retrying', attempts: 1, personId: pipedrive.inspect.records.persons[0]?.id, nextAttemptAt: expect.any(String) });
    expect(afterFailure?.lastError).toContain('answered 500');

    await handler(event, context);
    expect(pipedrive.inspect.records.persons).toHaveLength(1);
    expect(pipedrive.inspect.records.deals).toEqual([
      expect.objectContaining({ title: 'Demo-Anfrage: Erika Musterfrau (Salon Erika)', person_id: pipedrive.inspect.records.persons[0]?.id }),
    ]);
    expect((await repository().get({ kind: 'demo_request', id: 'crm-2' }))?.crm).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('syncs once when 20 deliveries of the request (each its own event id) arrive at the same time', async () => {
    await repository().createIfAbsent(contactRecord({ id: 'crm-3' }));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => handler(busEvent('ContactCreated', { contactId: 'crm-3' }), context)),
    );
    // The duplicates end without work and without an error (no retries, no dead letters).
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(pipedrive.inspect.records.persons).toHaveLength(1);
    expect(pipedrive.inspect.records.deals).toHaveLength(1);
    expect(pipedrive.inspect.records.notes).toHaveLength(1);
    expect((await repository().get({ kind: 'contact', id: 'crm-3' }))?.crm).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a re-run after a failure does the work; a re-run after success does nothing', async () => {
    await repository().createIfAbsent(contactRecord({ id: 'crm-4', createdAt: new Date().toISOString() }));
    pipedrive.inspect.failNext('/api/v2/persons', 503, { success: false, error: 'Service unavailable' });
    await handler(busEvent('ContactCreated', { contactId: 'crm-4' }), context);
    expect((await repository().get({ kind: 'contact', id: 'crm-4' }))?.crm.status).toBe('retrying');
    // What the back office's re-run does: the step back to pending, the same event type again.
    await repository().updateDelivery({ kind: 'contact', id: 'crm-4' }, 'crm', { status: 'pending' });
    await handler(busEvent('ContactCreated', { contactId: 'crm-4' }), context);
    expect(pipedrive.inspect.records.persons).toHaveLength(1);
    await repository().updateDelivery({ kind: 'contact', id: 'crm-4' }, 'crm', { status: 'pending' });
    await handler(busEvent('ContactCreated', { contactId: 'crm-4' }), context);
    expect([pipedrive.inspect.records.persons.length, pipedrive.inspect.records.deals.length, pipedrive.inspect.records.notes.length]).toEqual([1, 1, 1]);
  });

  it('rejects events it cannot act on (they end in the dead-letter queue)', async () => {
    await expect(handler(busEvent('Unrelated', {}), context)).rejects.toThrow('Unsupported detail type');
    await expect(handler(busEvent('ContactCreated', { id: 'x' }), context)).rejects.toThrow('Invalid ContactCreated detail');
    await expect(handler(busEvent('ContactCreated', { contactId: 'unknown' }), context)).rejects.toThrow('No contact');
  });
});
