import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoredRequest } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { eventBusControl, eventually, getStoredRequest, pipedriveState, postJson, sentMails, startTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * The event bus is down while a visitor sends the form, and the visitor never retries: the request is
 * stored (201), and the publish sweeper (a timer here, a rate rule on AWS) puts its event on the bus
 * once the bus is back. Sweep interval and minimum age are scaled down from 1 min to 0.2 s / 1 s.
 */
let local: LocalEnvironment;
beforeAll(async () => {
  local = await startTestEnvironment({ sweepIntervalMs: 200, sweepMinAgeSeconds: 1 });
});
afterEach(async () => {
  await eventBusControl(local, 'reset');
});
afterAll(async () => {
  await local?.stop();
});

describe('publish sweeper', () => {
  it('publishes the event of a request stored while the bus was down, once, after the bus is back', async () => {
    await eventBusControl(local, 'fail', { forever: true });
    const email = uniqueEmail('sweep');
    const { status, json } = await postJson(`${local.urls.api}/contacts`, {
      firstname: 'Susi',
      lastname: 'Sorglos',
      email,
      service_preference: 'consultation',
      privacy_accepted: true,
    });
    expect(status).toBe(201);
    const { id } = json as { id: string };
    expect(await getStoredRequest(local, 'contacts', id)).toMatchObject({ eventPublished: false, unpublished: 'pending' });

    // Runs of the sweeper while the bus is still down change nothing and lose nothing: once the
    // request is old enough for the sweeper (1 s here), two runs try to publish it.
    const stored = await getStoredRequest(local, 'contacts', id);
    const sweepableAt = Date.parse(stored?.createdAt ?? '') + 1000;
    await eventually(async () => (Date.now() > sweepableAt ? true : undefined), 5_000, 'the request to be old enough for the sweeper');
    for (let run = 0; run < 2; run++) {
      await local.runScheduledTasks();
      await local.whenIdle();
    }
    expect(await getStoredRequest(local, 'contacts', id)).toMatchObject({ eventPublished: false, unpublished: 'pending' });

    await eventBusControl(local, 'reset');
    const published = await eventually(async () => {
      const record = await getStoredRequest(local, 'contacts', id);
      return record?.eventPublished ? record : undefined;
    }, 10_000, 'the sweeper to publish');
    expect(published).not.toHaveProperty('unpublished');
    await local.whenIdle();
    // Further runs find nothing more to do.
    await local.runScheduledTasks();
    await local.whenIdle();

    const record = (await getStoredRequest(local, 'contacts', id)) as StoredRequest;
    expect(record).toMatchObject({ crm: { status: 'done', attempts: 1 }, mail: { status: 'done', attempts: 1 } });
    expect((await pipedriveState(local)).persons.filter((p) => JSON.stringify(p.emails).includes(email))).toHaveLength(1);
    expect((await sentMails(local)).filter((m) => m.body.text?.includes(email))).toHaveLength(1);
  });

  it('leaves a young request to its creator', async () => {
    const { json } = await postJson(`${local.urls.api}/demo-requests`, {
      first_name: 'Jan',
      last_name: 'Jung',
      company_name: 'Jung & Co',
      email: uniqueEmail('young'),
      phone: '030 123456',
      privacy_accepted: true,
    });
    const { id } = json as { id: string };
    await local.whenIdle();
    expect(await getStoredRequest(local, 'demo_requests', id)).toMatchObject({ eventPublished: true, mail: { status: 'done', attempts: 1 } });
  });
});
