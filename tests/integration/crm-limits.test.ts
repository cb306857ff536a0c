import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContactRecord } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { eventually, getStoredRequest, pipedriveControl, pipedriveState, postJson, startTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * Pipedrive's answers that the generic back-off must not handle: a 429 of the token budget says when
 * the next request is taken (the next attempt waits at least that long, though the back-off here is
 * ~30 ms), and a refused token (401) is not retried at all (failed at once, which the handler counts
 * as failed for good: the alarm). Through the whole local pipeline: API, bus, crm-sync, stand-in.
 */
let local: LocalEnvironment;
beforeAll(async () => {
  local = await startTestEnvironment({ sweepIntervalMs: 100 });
});
afterEach(async () => {
  await pipedriveControl(local, 'reset');
});
afterAll(async () => {
  await local?.stop();
});

const submitContact = async (email: string): Promise<string> => {
  const { status, json } = await postJson(`${local.urls.api}/contacts`, { firstname: 'Lima', lastname: 'Limit', email, service_preference: 'direct_start', privacy_accepted: true });
  expect(status).toBe(201);
  return (json as { id: string }).id;
};
const crmState = async (id: string) => ((await getStoredRequest(local, 'contacts', id)) as ContactRecord).crm;

describe('CRM sync against the limits of Pipedrive', () => {
  it('waits for the rate limit to reset (Retry-After), then syncs once', async () => {
    const retryAfterSeconds = 3;
    const before = (await pipedriveState(local)).requests.length;
    await pipedriveControl(local, 'rate-limit', { times: 1, retryAfterSeconds });
    const limitedAt = Date.now();
    const email = uniqueEmail('limit');
    const id = await submitContact(email);

    // The failure is recorded in two writes (the attempt, then its next time: delivery.ts recordFailure), so a
    // read may fall between them: wait for the scheduled attempt, not only the status.
    const waiting = await eventually(async () => {
      const crm = await crmState(id);
      return crm.status === 'retrying' && crm.nextAttemptAt ? crm : undefined;
    });
    expect(waiting.lastError).toContain('answered 429');
    expect(new Date(waiting.nextAttemptAt ?? 0).getTime()).toBeGreaterThanOrEqual(limitedAt + (retryAfterSeconds - 1) * 1000);

    const done = await eventually(async () => {
      const crm = await crmState(id);
      return crm.status === 'done' ? crm : undefined;
    });
    // One failed attempt, then the sync after the reset: not the dozens the ~30 ms back-off would have made.
    expect(done.attempts).toBe(2);
    expect(new Date(done.updatedAt ?? 0).getTime()).toBeGreaterThanOrEqual(limitedAt + (retryAfterSeconds - 1) * 1000);
    const state = await pipedriveState(local);
    expect(state.persons.filter((p) => JSON.stringify(p.emails).includes(email))).toHaveLength(1);
    const calls = state.requests.slice(before);
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.every((r) => r.tokenIn === 'header' && !r.url.includes('api_token'))).toBe(true);
  });

  it('does not retry a refused token: failed at once with the 401 on record', async () => {
    await pipedriveControl(local, 'fail', { forever: true, status: 401 });
    const id = await submitContact(uniqueEmail('token'));
    const failed = await eventually(async () => {
      const crm = await crmState(id);
      return crm.status === 'failed' ? crm : undefined;
    });
    expect(failed).toMatchObject({ attempts: 1, lastError: expect.stringContaining('answered 401') });
    expect(failed.nextAttemptAt).toBeUndefined();
    // A while later it is still one attempt: the sweeper does not pick a failed step up again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await crmState(id)).attempts).toBe(1);
  });
});
