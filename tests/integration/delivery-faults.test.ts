import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_RETRY_SCALE_ENV, siteSettings, type ContactRecord } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import {
  deadLetters,
  eventually,
  getStoredRequest,
  pipedriveControl,
  pipedriveState,
  postJson,
  sentMails,
  sesControl,
  startTestEnvironment,
  uniqueEmail,
} from '../support/local-environment';

/**
 * CRM outages heal by themselves: a failed attempt is recorded as `retrying` with its next attempt
 * (exponential back-off with jitter), the sweeper publishes the event again when it is due, and
 * only after the retry window the step is `failed`. The policy's hours are scaled to seconds here
 * (DELIVERY_RETRY_SCALE 1/1000: first retry after ~30 ms, at most 3.6 s apart, window 86 s).
 */
const SCALE = 1 / 1000;
let local: LocalEnvironment;
beforeAll(async () => {
  local = await startTestEnvironment({ sweepIntervalMs: 100, deliveryRetryScale: SCALE });
});
afterEach(async () => {
  await pipedriveControl(local, 'reset');
  await sesControl(local, 'reset');
  process.env[DELIVERY_RETRY_SCALE_ENV] = String(SCALE);
});
afterAll(async () => {
  await local?.stop();
});

const submitContact = async (email: string): Promise<string> => {
  const { status, json } = await postJson(`${local.urls.api}/contacts`, {
    firstname: 'Paula',
    lastname: 'Probe',
    email,
    service_preference: 'direct_start',
    privacy_accepted: true,
  });
  expect(status).toBe(201);
  return (json as { id: string }).id;
};
const crmState = async (id: string) => ((await getStoredRequest(local, 'contacts', id)) as ContactRecord).crm;

/** Ten minutes of the retry policy at the test's scale. */
const TEN_MINUTES_MS = 10 * 60 * 1000 * SCALE;

/**
 * The record while the outage goes on: once it shows `meanwhile` and the outage has lasted ten
 * (compressed) minutes since the request was stored.
 */
const recordDuringOutage = (id: string, meanwhile: (record: ContactRecord) => boolean): Promise<ContactRecord> =>
  eventually(
    async () => {
      const record = (await getStoredRequest(local, 'contacts', id)) as ContactRecord;
      const outageMs = Date.now() - Date.parse(record.createdAt);
      return outageMs >= TEN_MINUTES_MS && meanwhile(record) ? record : undefined;
    },
    45_000,
    'ten minutes of outage',
  );

describe('when Pipedrive fails', () => {
  it('retries a short outage until the contact is synced', async () => {
    await pipedriveControl(local, 'fail', { times: 2 });
    const email = uniqueEmail('kurz');
    const id = await submitContact(email);
    const crm = await eventually(async () => ((await crmState(id)).status === 'done' ? crmState(id) : undefined), undefined, 'the CRM sync');
    expect(crm.attempts).toBeGreaterThan(1);
    expect(crm).not.toHaveProperty('nextAttemptAt');
    expect(crm).not.toHaveProperty('lastError');
    const state = await pipedriveState(local);
    expect(state.persons.some((p) => p.id === crm.personId && JSON.stringify(p.emails).includes(email))).toBe(true);
    expect((await deadLetters(local)).some((d) => JSON.stringify(d.event.detail).includes(id))).toBe(false);
  });

  it('heals an outage of a compressed "10 minutes": retrying with the next attempt on the record meanwhile, synced once afterwards', async () => {
    await pipedriveControl(local, 'fail', { forever: true });
    const email = uniqueEmail('lang');
    const id = await submitContact(email);

    const during = await recordDuringOutage(id, (record) => record.crm.attempts > 2 && record.mail.status === 'done');
    expect(during.crm).toMatchObject({ status: 'retrying', lastError: expect.stringContaining('503'), nextAttemptAt: expect.any(String) });
    expect(during.crm.attempts).toBeGreaterThan(2);
    expect(during.mail.status).toBe('done');
    expect((await sentMails(local)).find((m) => m.body.text?.includes(email))?.destination.to).toEqual([siteSettings.salesInbox]);

    await pipedriveControl(local, 'reset');
    const crm = await eventually(async () => ((await crmState(id)).status === 'done' ? crmState(id) : undefined), undefined, 'healing');
    const state = await pipedriveState(local);
    const persons = state.persons.filter((p) => JSON.stringify(p.emails).includes(email));
    expect(persons).toHaveLength(1);
    expect(state.deals.filter((d) => d.person_id === crm.personId)).toHaveLength(1);
    expect((await sentMails(local)).filter((m) => m.body.text?.includes(email))).toHaveLength(1);
    expect((await deadLetters(local)).some((d) => JSON.stringify(d.event.detail).includes(id))).toBe(false);
    // The sweeper takes the healed request out of the retrying index.
    await eventually(async () => ((await getStoredRequest(local, 'contacts', id))?.retrying === undefined ? true : undefined), undefined, 'the index to clear');
  });

  it('marks the CRM sync failed only when the retry window is over, keeps the contact and the mail, dead-letters nothing', async () => {
    // A window of ~4 s (24 h × 1/20000).
    process.env[DELIVERY_RETRY_SCALE_ENV] = String(1 / 20_000);
    await pipedriveControl(local, 'fail', { forever: true });
    const email = uniqueEmail('nie');
    const id = await submitContact(email);
    const crm = await eventually(async () => ((await crmState(id)).status === 'failed' ? crmState(id) : undefined), 45_000, 'giving up');
    expect(crm.lastError).toContain('503');
    expect(crm).not.toHaveProperty('nextAttemptAt');
    const record = (await getStoredRequest(local, 'contacts', id)) as ContactRecord;
    expect(record).toMatchObject({ id, email, kind: 'contact', mail: { status: 'done' } });
    expect(new Date(record.crm.updatedAt ?? 0).getTime() - new Date(record.createdAt).getTime()).toBeGreaterThan(2_000);
    expect((await deadLetters(local)).some((d) => JSON.stringify(d.event.detail).includes(id))).toBe(false);
  });
});

describe('when the mail server fails', () => {
  it('heals an outage of a compressed "10 minutes": the CRM sync is done meanwhile, the mail is sent once afterwards', async () => {
    await sesControl(local, 'fail', { forever: true });
    const email = uniqueEmail('post');
    const id = await submitContact(email);

    const during = await recordDuringOutage(id, (record) => record.mail.attempts > 1 && record.crm.status === 'done');
    expect(during.mail).toMatchObject({ status: 'retrying', lastError: expect.stringContaining('ServiceUnavailable'), nextAttemptAt: expect.any(String) });
    expect(during.crm.status).toBe('done');
    expect((await sentMails(local)).some((m) => m.body.text?.includes(email))).toBe(false);

    await sesControl(local, 'reset');
    await eventually(async () => ((await getStoredRequest(local, 'contacts', id))?.mail.status === 'done' ? true : undefined), undefined, 'the mail');
    expect((await sentMails(local)).filter((m) => m.body.text?.includes(email))).toHaveLength(1);
    expect((await pipedriveState(local)).persons.filter((p) => JSON.stringify(p.emails).includes(email))).toHaveLength(1);
    expect((await deadLetters(local)).some((d) => JSON.stringify(d.event.detail).includes(id))).toBe(false);
  });
});
