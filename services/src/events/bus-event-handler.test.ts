process.env.POWERTOOLS_METRICS_DISABLED = 'false';
process.env.POWERTOOLS_SERVICE_NAME = 'crm-sync';
import '../testing/quiet-logs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { metricNames } from '@rufbereit/shared';
import { lambdaContext } from '../testing/api-event';
import { busEvent } from '../testing/bus-event';
import { captureEmf } from '../testing/emf';
import type { DeliveryOutcome } from '../use-cases/delivery';
import { createBusEventHandler } from './bus-event-handler';

let emf: ReturnType<typeof captureEmf>;
beforeEach(() => {
  emf = captureEmf();
});
afterEach(() => vi.restoreAllMocks());

const context = lambdaContext('crm-sync');
const event = busEvent('ContactCreated', { contactId: 'c-1' });
const counted = { done: metricNames.crmSynced, failed: metricNames.crmSyncFailed };

describe('event target wrapper', () => {
  it('counts work done, and nothing for a duplicate it skipped', async () => {
    let outcome: DeliveryOutcome = 'done';
    const handler = createBusEventHandler(() => Promise.resolve(outcome), counted);
    await handler(event, context);
    outcome = 'skipped';
    await handler(event, context);
    expect(emf.counts()).toEqual({ [metricNames.crmSynced]: 1 });
    expect(emf.lines[0]?.service).toBe('crm-sync');
  });

  it('counts a failed attempt and re-throws, so the bus retries and finally dead-letters', async () => {
    const handler = createBusEventHandler(() => Promise.reject(new Error('Pipedrive down')), counted);
    await expect(handler(event, context)).rejects.toThrow('Pipedrive down');
    expect(emf.counts()).toEqual({ [metricNames.crmSyncFailed]: 1 });
  });
});
