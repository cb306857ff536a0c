import '../../../../services/src/testing/quiet-logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredRequest } from '@rufbereit/shared';
import { contactRecord, demoRequestRecord } from '../../../../services/src/testing/fixtures';
import { startTestDynamo, type TestDynamo } from '../../../support/local-dynamo';
import { berlinDay } from '../../../../services/src/use-cases/request-stats';
import { inboxRepositoryFromEnv } from '../../../../services/src/adapters/dynamo-inbox-repository';
import { requestRepositoryFromEnv } from '../../../../services/src/adapters/dynamo-request-repository';
import { requestStatsFromEnv } from '../../../../services/src/adapters/dynamo-request-stats';

// Against dynalite through the real SDK: the aggregates follow the writes of the request and inbox
// repositories exactly once, also when writes repeat or race.
let dynamo: TestDynamo;
beforeAll(async () => {
  dynamo = await startTestDynamo();
});
afterAll(() => dynamo.stop());

const action = (at: string) => ({ at, by: 'staff@rufbereit.local', action: 'status' as const });
const countersOf = async (day: string) => (await requestStatsFromEnv().days(day, day))[0]?.counters ?? {};

/** As submitRequest stores a request: the put, and the count only when the put stored it. */
async function storeNew(record: StoredRequest): Promise<boolean> {
  const requests = requestRepositoryFromEnv();
  const stored = await requests.createIfAbsent(record);
  if (stored) await requests.countCreated(record);
  return stored;
}

describe('aggregates kept on write', () => {
  it('counts a request once, follows its delivery states and ignores a repeated write', async () => {
    const requests = requestRepositoryFromEnv();
    const createdAt = '2026-10-01T08:00:00.000Z';
    const record = contactRecord({ id: 'stats-1', createdAt });
    expect(await storeNew(record)).toBe(true);
    expect(await storeNew(record)).toBe(false);
    const ref = { kind: 'contact', id: 'stats-1' } as const;
    await requests.updateDelivery(ref, 'crm', { status: 'retrying' }, { countAttempt: true });
    await requests.updateDelivery(ref, 'crm', { status: 'retrying' }, { countAttempt: true });
    expect(await requests.updateDelivery(ref, 'crm', { status: 'done' }, { countAttempt: true, clearError: true })).toBe(3);
    await requests.updateDelivery(ref, 'mail', { status: 'done' });
    await requests.updateDelivery(ref, 'mail', { status: 'done' });
    expect(await countersOf(berlinDay(createdAt))).toEqual({
      created_contact: 1,
      crm_contact_pending: 0,
      crm_contact_retrying: 0,
      crm_contact_done: 1,
      mail_contact_pending: 0,
      mail_contact_done: 1,
    });
  });

  it('counts concurrent status changes of staff exactly, each stage and the first action once', async () => {
    const inbox = inboxRepositoryFromEnv();
    const createdAt = '2026-10-02T08:00:00.000Z';
    await storeNew(demoRequestRecord({ id: 'stats-2', createdAt }));
    // Ten staff members set the same status at once: one change, one transition.
    await Promise.all(Array.from({ length: 10 }, () => inbox.setDemoStatus('stats-2', 'kontaktiert', action('2026-10-02T08:03:30.000Z'))));
    await inbox.setDemoStatus('stats-2', 'pending', action('2026-10-02T09:00:00.000Z'));
    await inbox.setDemoStatus('stats-2', 'gewonnen', action('2026-10-02T10:00:00.000Z'));
    await inbox.addNote('demo_request', 'stats-2', { at: '2026-10-02T11:00:00.000Z', by: 'x', text: 'Notiz' }, { ...action('2026-10-02T11:00:00.000Z'), action: 'note' });
    expect(await inbox.setDemoStatus('missing', 'gewonnen', action('2026-10-02T10:00:00.000Z'))).toBe(false);
    const counters = await countersOf(berlinDay(createdAt));
    expect(counters).toMatchObject({
      created_demo_request: 1,
      demo_now_pending: 0,
      demo_now_kontaktiert: 0,
      demo_now_gewonnen: 1,
      demo_reached_pending: 1,
      demo_reached_kontaktiert: 1,
      demo_reached_demo_geplant: 1,
      demo_reached_gewonnen: 1,
      demo_moved__pending__kontaktiert: 1,
      demo_moved__kontaktiert__pending: 1,
      demo_moved__pending__gewonnen: 1,
      first_action_count: 1,
      first_action_min_3: 1,
    });
    expect(Object.keys(counters).filter((name) => name.startsWith('first_action_min_'))).toEqual(['first_action_min_3']);
  });

  it('counts a failed step set back by a re-run as pending again', async () => {
    const requests = requestRepositoryFromEnv();
    const inbox = inboxRepositoryFromEnv();
    const createdAt = '2026-10-03T08:00:00.000Z';
    await storeNew(contactRecord({ id: 'stats-3', createdAt }));
    await requests.updateDelivery({ kind: 'contact', id: 'stats-3' }, 'mail', { status: 'failed' });
    const rerun = { at: '2026-10-03T08:00:30.000Z', by: 'x', action: 'rerun' as const, value: 'mail' };
    expect(await inbox.resetFailedStep('contact', 'stats-3', 'mail', rerun, rerun.at)).toBe('reset');
    expect(await inbox.resetFailedStep('contact', 'stats-3', 'mail', rerun, rerun.at)).toBe('notFailed');
    expect(await countersOf(berlinDay(createdAt))).toMatchObject({ mail_contact_pending: 1, mail_contact_failed: 0, first_action_count: 1, first_action_min_0: 1 });
  });
});
