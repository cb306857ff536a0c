import { afterAll, describe, expect, it } from 'vitest';
import { MIN_FILL_SECONDS, PROOF_OF_WORK_HEADER, apiPaths, inboxMessages, type GdprExport } from '@rufbereit/shared';
import { fetchChallenge, solve } from '../support/proof-of-work';
import { adminCredentials, baseUrl, signInAdmin, testEmail } from './target';

/**
 * The forms as a visitor sends them (a real proof of work, solved here), then the test admin finds
 * the requests and erases them (GDPR erase), so the stage keeps no test data. Without the admin's
 * credentials in the environment the forms are not sent (nothing could be cleaned up).
 */
const admin = adminCredentials();
const submitted: string[] = [];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const started = Date.now();
  const proof = await solve(await fetchChallenge(baseUrl()));
  // A post sooner than the minimum fill time is answered like a success and stored nowhere.
  await wait(Math.max(0, started + (MIN_FILL_SECONDS + 1) * 1000 - Date.now()));
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PROOF_OF_WORK_HEADER]: proof },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

/** One sign-in per run: Cognito refuses a TOTP code used twice, and the access token lasts 15 minutes. */
let session: Promise<{ accessToken: string }> | undefined;

/** A staff call as the back office makes it: its status and JSON answer. */
async function adminPost(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  if (!admin) throw new Error('no test admin');
  const { accessToken } = await (session ??= signInAdmin(admin));
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

async function asAdmin(path: string, body: unknown): Promise<unknown> {
  const { status, json } = await adminPost(path, body);
  expect(status, `${path}`).toBe(200);
  return json;
}

afterAll(async () => {
  // The run's own data: every address it submitted, erased wherever it is stored (requests, CRM).
  for (const email of submitted) await asAdmin(apiPaths.adminGdprErase, { email });
});

describe.skipIf(!admin)('the forms, with a real proof of work (erased afterwards by the test admin)', () => {
  it('stores a contact request and a demo request that staff then find', async () => {
    const contactEmail = testEmail('kontakt');
    const contact = await post(apiPaths.contacts, {
      firstname: 'Cloud',
      lastname: 'Test',
      email: contactEmail,
      service_preference: 'consultation',
      message: 'Automatischer Test nach dem Deployment – bitte ignorieren.',
      privacy_accepted: true,
    });
    submitted.push(contactEmail);
    expect(contact.status).toBe(201);

    const demoEmail = testEmail('demo');
    const demo = await post(apiPaths.demoRequests, {
      first_name: 'Cloud',
      last_name: 'Test',
      company_name: 'Cloudtest GmbH',
      email: demoEmail,
      phone: '030 1234567',
      privacy_accepted: true,
    });
    submitted.push(demoEmail);
    expect(demo.status).toBe(201);

    const found = (await asAdmin(apiPaths.adminGdprExport, { email: contactEmail })) as GdprExport;
    expect(found.contacts.map((c) => c.id)).toEqual([(contact.json as { id: string }).id]);
  });

  it('signs the test admin in (TOTP) and erases the run’s requests, after which nothing is found', async () => {
    const email = testEmail('loeschen');
    expect((await post(apiPaths.contacts, { firstname: 'Cloud', lastname: 'Test', email, service_preference: 'consultation', privacy_accepted: true })).status).toBe(201);
    await asAdmin(apiPaths.adminGdprErase, { email });
    // Nothing is stored about the address any more: the export says so with 404 and its German message.
    expect(await adminPost(apiPaths.adminGdprExport, { email })).toEqual({ status: 404, json: { message: inboxMessages.gdprNoData } });
  });
});
