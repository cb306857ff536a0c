import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_SOURCE, EVENT_TARGET_MAX_ATTEMPTS, eventDetailTypes, siteSettings, type ContactRecord } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { deadLetters, getStoredRequest, pipedriveControl, pipedriveState, postJson, sentMails, startTestEnvironment, uniqueEmail } from './support';

/** CRM outages: the event bus retries the target, then writes a dead-letter record. */
let local: LocalEnvironment;
beforeAll(async () => {
  local = await startTestEnvironment(1100);
});
afterEach(async () => {
  await pipedriveControl(local, 'reset');
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

describe('when Pipedrive fails', () => {
  it('retries a short outage until the contact is synced', async () => {
    await pipedriveControl(local, 'fail', { times: 2 });
    const email = uniqueEmail('kurz');
    const id = await submitContact(email);
    await local.whenIdle();

    const state = await pipedriveState(local);
    expect(state.counters.failed).toBeGreaterThanOrEqual(2);
    const record = (await getStoredRequest(local, 'contacts', id)) as ContactRecord;
    expect(record.crm.status).toBe('done');
    expect(record.crm.attempts).toBeGreaterThan(1);
    expect(state.persons.some((p) => p.id === record.crm.personId && JSON.stringify(p.email).includes(email))).toBe(true);
    expect((await deadLetters(local)).some((d) => d.event.detail && JSON.stringify(d.event.detail).includes(id))).toBe(false);
  });

  it('keeps the contact and the mail, marks the CRM sync failed and writes a dead-letter record when it never recovers', async () => {
    await pipedriveControl(local, 'fail', { forever: true });
    const email = uniqueEmail('lang');
    const id = await submitContact(email);
    await local.whenIdle();

    const record = (await getStoredRequest(local, 'contacts', id)) as ContactRecord;
    expect(record).toMatchObject({ id, email, kind: 'contact' });
    expect(record.crm.status).toBe('failed');
    expect(record.crm.lastError).toContain('503');
    expect(record.mail.status).toBe('done');
    expect((await sentMails(local)).find((m) => m.body.text?.includes(email))?.destination.to).toEqual([siteSettings.salesInbox]);

    const letters = (await deadLetters(local)).filter((d) => JSON.stringify(d.event.detail).includes(id));
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({
      target: 'crm-sync',
      attempts: EVENT_TARGET_MAX_ATTEMPTS,
      lastError: { message: expect.stringContaining('503') },
      event: { source: EVENT_SOURCE, 'detail-type': eventDetailTypes.contactCreated, detail: { contactId: id } },
    });
  });
});
