import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, apiMessages, type StoredRequest } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { dynamoControl, getStoredRequest, pipedriveState, postJson, sentMails, startTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * DynamoDB down, through the running stack (gateway, handler, SDK with its retries, the local
 * DynamoDB answering 503): the visitor gets a 503 with the German message and nothing is stored; the
 * same submission once DynamoDB is back is stored, synced and mailed exactly once.
 */
let local: LocalEnvironment;
beforeAll(async () => {
  local = await startTestEnvironment();
});
afterEach(async () => {
  await dynamoControl(local, 'reset');
});
afterAll(async () => {
  await local?.stop();
});

describe.each([
  {
    path: 'contacts',
    table: 'contacts' as const,
    body: (email: string) => ({ firstname: 'Otto', lastname: 'Ausfall', email, service_preference: 'consultation', message: 'Hallo', privacy_accepted: true }),
  },
  {
    path: 'demo-requests',
    table: 'demo_requests' as const,
    body: (email: string) => ({ first_name: 'Otto', last_name: 'Ausfall', company_name: 'Ausfall GmbH', email, phone: '030 123456', privacy_accepted: true }),
  },
])('POST /api/$path while DynamoDB is down', ({ path, table, body }) => {
  it('answers 503 with the German message, stores nothing; the retry afterwards is stored, synced and mailed once', async () => {
    const email = uniqueEmail(`outage-${table}`);
    const headers = { [IDEMPOTENCY_HEADER]: `outage-${Date.now()}-${table}` };
    await dynamoControl(local, 'fail', { forever: true });
    const during = await postJson(`${local.urls.api}/${path}`, body(email), headers);
    expect(during.status).toBe(503);
    expect(during.json).toMatchObject({ message: apiMessages.storeUnavailable });

    const back = new Date().toISOString();
    await dynamoControl(local, 'reset');
    const after = await postJson(`${local.urls.api}/${path}`, body(email), headers);
    expect(after.status).toBe(201);
    const { id } = after.json as { id: string };
    await local.whenIdle();

    // Stored by the retry, not half-stored by the failed attempt (whose record would be older).
    const record = (await getStoredRequest(local, table, id)) as StoredRequest;
    expect(record.createdAt >= back).toBe(true);
    expect(record).toMatchObject({ email, eventPublished: true, crm: { status: 'done', attempts: 1 }, mail: { status: 'done', attempts: 1 } });
    const crm = await pipedriveState(local);
    expect(crm.persons.filter((p) => JSON.stringify(p.emails).includes(email))).toHaveLength(1);
    expect((await sentMails(local)).filter((m) => m.body.text?.includes(email))).toHaveLength(1);
  });
});
