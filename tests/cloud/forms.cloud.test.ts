import { afterAll, describe, expect, it } from 'vitest';
import { VIEWER_ADDRESS_HEADER, apiPaths, inboxMessages, type AnalyticsBeaconInput, type GdprExport } from '@rufbereit/shared';
import { RUN_ID, baseUrl, browserUserAgent, testEmail } from './target';
import { admin, adminPost, postForm, type Answer } from './visitor';

/**
 * The forms as a visitor sends them (a real proof of work, solved here), then the test admin finds
 * the requests and erases them (GDPR erase), so the stage keeps no test data. Without the admin's
 * credentials in the environment the forms are not sent (nothing could be cleaned up).
 */
const submitted: string[] = [];
const post = postForm;

async function asAdmin(path: string, body: unknown): Promise<unknown> {
  const { status, json } = await adminPost(path, body);
  expect(status, `${path}`).toBe(200);
  return json;
}

/** The export of an erased address, asked again while an in-flight CRM sync still undoes itself (at most 30 s: a guard, not a measurement). */
async function exportUntilGone(email: string): Promise<Answer> {
  const giveUpAt = Date.now() + 30_000;
  let answer = await adminPost(apiPaths.adminGdprExport, { email });
  while (answer.status === 200 && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    answer = await adminPost(apiPaths.adminGdprExport, { email });
  }
  return answer;
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
    // A CRM sync still running when the erase deleted the request removes the person it just created when
    // it cannot write its ids back (services/src/use-cases/gdpr.ts), so the CRM is empty a moment later.
    expect(await exportUntilGone(email)).toEqual({ status: 404, json: { message: inboxMessages.gdprNoData } });
  });

  it('attributes a request to the visit of the visitor’s real address, whatever x-viewer-address the client sends (the edge overwrites it)', async () => {
    // Two different claimed addresses for one visitor: if the API believed either, the request would not
    // find the visit its beacon began (a visit is its viewer's address and user agent) and carry no attribution.
    const userAgent = browserUserAgent('spoof');
    const beacon = { type: 'pageview', path: '/', utmSource: 'cloudtest', utmMedium: 'test', utmCampaign: RUN_ID, device: 'desktop' } satisfies AnalyticsBeaconInput;
    const page = await fetch(`${baseUrl()}${apiPaths.analytics}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent, [VIEWER_ADDRESS_HEADER]: '203.0.113.7' },
      body: JSON.stringify(beacon),
    });
    expect(page.status).toBe(204);
    const email = testEmail('herkunft');
    const contact = await post(
      apiPaths.contacts,
      { firstname: 'Cloud', lastname: 'Test', email, service_preference: 'consultation', privacy_accepted: true },
      { 'user-agent': userAgent, [VIEWER_ADDRESS_HEADER]: '198.51.100.23' },
    );
    submitted.push(email);
    expect(contact.status).toBe(201);
    const found = (await asAdmin(apiPaths.adminGdprExport, { email })) as GdprExport;
    expect(found.contacts.map((c) => c.attribution)).toEqual([{ entryPath: '/', source: 'cloudtest', medium: 'test', campaign: RUN_ID }]);
  });
});
