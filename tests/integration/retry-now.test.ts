import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxMessages, retryNowMessages, type RequestDetail, type StoredRequest } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { apiRequest } from '../support/api-call';
import { signInWithTotp, type Tokens } from '../support/cognito';
import { getStoredRequest, pipedriveControl, pipedriveState, postJson, sentMails, sesControl, startTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * 'Jetzt erneut versuchen' on a CRM sync or mail that waits for its next attempt. The sweeper does not
 * run by itself here (its interval is an hour): the test runs it, as the scheduled retry, at the same
 * moment as staff's retry-now, and counts what reached Pipedrive and the mail store.
 */
let local: LocalEnvironment;
let admin: Tokens;

beforeAll(async () => {
  // Retry policy scaled by 1/100: the next attempt is due 0.15–0.3 s after a failure, the window is
  // ~14 minutes, so a step stays `retrying` until the test runs the sweeper.
  local = await startTestEnvironment({ deliveryRetryScale: 1 / 100, sweepIntervalMs: 3_600_000 });
  admin = await signInWithTotp(local, local.admin.email, local.admin.password);
});
afterAll(async () => {
  await Promise.allSettled([pipedriveControl(local, 'reset'), sesControl(local, 'reset')]);
  await local?.stop();
});

const request = apiRequest(() => local.urls.site);
const retryNow = (id: string, step: string): Promise<Response> => request('POST', `/api/admin/requests/contacts/${id}/retry-now`, admin, { step });
const stored = async (id: string): Promise<StoredRequest> => (await getStoredRequest(local, 'contacts', id)) as StoredRequest;

/** A contact whose CRM sync and mail both failed once and wait for their next attempt (already due). */
async function contactWaitingForRetry(label: string): Promise<{ id: string; email: string }> {
  await pipedriveControl(local, 'fail', { forever: true });
  await sesControl(local, 'fail', { forever: true });
  const email = uniqueEmail(label);
  const { status, json } = await postJson(`${local.urls.api}/contacts`, { firstname: 'Rita', lastname: 'Retry', email, service_preference: 'consultation', privacy_accepted: true });
  expect(status).toBe(201);
  const id = (json as { id: string }).id;
  await local.whenIdle();
  const record = await stored(id);
  expect(record.crm).toMatchObject({ status: 'retrying', attempts: 1, lastError: expect.stringContaining('503') });
  expect(record.mail).toMatchObject({ status: 'retrying', attempts: 1 });
  // Both next attempts are due now (≤ 0.3 s): the sweeper would publish the event again.
  await new Promise((resolve) => setTimeout(resolve, 400));
  await Promise.all([pipedriveControl(local, 'reset'), sesControl(local, 'reset')]);
  return { id, email };
}

/** Deals of the person with this e-mail in the Pipedrive fake, and mails about it in the SES store. */
async function delivered(email: string): Promise<{ persons: number; deals: number; notes: number; mails: number }> {
  const crm = await pipedriveState(local);
  const persons = crm.persons.filter((p) => JSON.stringify(p.emails).includes(email));
  const deals = crm.deals.filter((d) => persons.some((p) => p.id === d.person_id));
  const notes = crm.notes.filter((n) => deals.some((d) => d.id === n.deal_id));
  const mails = (await sentMails(local)).filter((m) => m.body.text?.includes(email));
  return { persons: persons.length, deals: deals.length, notes: notes.length, mails: mails.length };
}

describe('retry-now of a step waiting for its next attempt', () => {
  it('raced with the scheduled retry: one person, one deal, one note, one mail; each step ran once more', async () => {
    const { id, email } = await contactWaitingForRetry('wettlauf');
    const [crm, mail] = await Promise.all([retryNow(id, 'crm'), retryNow(id, 'mail'), local.runScheduledTasks()]);
    expect([crm.status, mail.status]).toEqual([202, 202]);
    const answer = (await crm.json()) as RequestDetail;
    expect(answer.history).toContainEqual(expect.objectContaining({ action: 'rerun', value: 'crm', by: local.admin.email, previousAttempts: 1 }));
    await local.whenIdle();

    const record = await stored(id);
    // One failed attempt and exactly one more: the other deliveries of the event found the step done or in progress.
    expect(record.crm).toMatchObject({ status: 'done', attempts: 2 });
    expect(record.mail).toMatchObject({ status: 'done', attempts: 2 });
    expect(await delivered(email)).toEqual({ persons: 1, deals: 1, notes: 1, mails: 1 });
  });

  it('clicked twice at once: one deal and one mail', async () => {
    const { id, email } = await contactWaitingForRetry('doppelklick');
    const answers = await Promise.all([retryNow(id, 'crm'), retryNow(id, 'crm'), retryNow(id, 'mail'), retryNow(id, 'mail')]);
    // The second click of a pair is refused once the first one's attempt has settled the step.
    for (const answer of answers) expect([202, 409]).toContain(answer.status);
    expect(answers.filter((a) => a.status === 202).length).toBeGreaterThanOrEqual(2);
    await local.whenIdle();

    const record = await stored(id);
    expect(record.crm).toMatchObject({ status: 'done', attempts: 2 });
    expect(record.mail).toMatchObject({ status: 'done', attempts: 2 });
    expect(await delivered(email)).toEqual({ persons: 1, deals: 1, notes: 1, mails: 1 });
  });

  it('a retry-now while the CRM still fails counts the attempt and schedules the next one', async () => {
    const { id } = await contactWaitingForRetry('noch-kaputt');
    await pipedriveControl(local, 'fail', { forever: true });
    const before = await stored(id);
    expect((await retryNow(id, 'crm')).status).toBe(202);
    await local.whenIdle();
    const after = await stored(id);
    expect(after.crm).toMatchObject({ status: 'retrying', attempts: 2, lastError: expect.stringContaining('503') });
    expect(after.crm.nextAttemptAt).not.toBe(before.crm.nextAttemptAt);
    await pipedriveControl(local, 'reset');
  });

  it('refuses a step that is not waiting (409, German), an unknown request (404) and an unknown step (400)', async () => {
    const email = uniqueEmail('erledigt');
    const { json } = await postJson(`${local.urls.api}/contacts`, { firstname: 'Doris', lastname: 'Done', email, service_preference: 'consultation', privacy_accepted: true });
    const id = (json as { id: string }).id;
    await local.whenIdle();
    expect((await stored(id)).crm.status).toBe('done');

    const done = await retryNow(id, 'crm');
    expect(done.status).toBe(409);
    expect(await done.json()).toEqual({ message: retryNowMessages.notRetrying });
    const unknown = await retryNow('gibt-es-nicht', 'crm');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: inboxMessages.notFound });
    expect((await retryNow(id, 'fax')).status).toBe(400);
    // Nothing recorded for the refused ones.
    expect((await stored(id)).history ?? []).toEqual([]);
  });
});
