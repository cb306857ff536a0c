import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, apiPaths, type ContactRecord, type ApiErrorBody } from '@rufbereit/shared';
import { FAKE_PIPEDRIVE_TOKEN, type LocalEnvironment } from '../../infra/local/environment';
import { CRM_WEBHOOK_USER, basicAuthorization, crmWebhookPassword } from '../../services/src/use-cases/crm-webhook-auth';
import { getStoredRequest, pipedriveState, postJson, sharedTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * Won deals back from the CRM: the environment registered its webhook with the Pipedrive stand-in as
 * `npm run setup-crm-webhook` registers a stage's. A contact is synced; a salesperson marks its deal
 * won (the stand-in's control API), the stand-in delivers Pipedrive's webhook v2 through the local
 * edge, and the request records the outcome with the deal's value. Wrong credentials: 401 and nothing
 * recorded. Pipedrive's retry of the same delivery: recorded once.
 */
let local: LocalEnvironment;

beforeAll(async () => {
  local = await sharedTestEnvironment();
}, 180_000);

async function control(action: 'deal-status' | 'redeliver', body: unknown = {}): Promise<{ deliveries: Array<{ url: string; status: number }> }> {
  const response = await fetch(`${local.urls.pipedrive}/__control/${action}`, { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return (await response.json()) as { deliveries: Array<{ url: string; status: number }> };
}

/** A contact request synced to the CRM; its record with the deal id. */
async function syncedContact(): Promise<ContactRecord & { crm: { dealId: number } }> {
  const { status, json } = await postJson(`${local.urls.api}/contacts`, {
    firstname: 'Wilma',
    lastname: 'Gewonnen',
    email: uniqueEmail('won'),
    service_preference: 'consultation',
    message: 'Wir möchten starten.',
    privacy_accepted: true,
  });
  expect(status).toBe(201);
  await local.whenIdle();
  const record = (await getStoredRequest(local, 'contacts', (json as { id: string }).id)) as ContactRecord;
  expect(record.crm.status).toBe('done');
  expect(record.crm.dealId).toEqual(expect.any(Number));
  return record as ContactRecord & { crm: { dealId: number } };
}

const webhookUrl = (): string => `${local.urls.site}${apiPaths.crmWebhook}`;

describe('deal outcomes from the CRM', () => {
  it('records a deal marked won in the CRM on its request, with the value, once even when Pipedrive delivers again', async () => {
    const contact = await syncedContact();
    expect((await pipedriveState(local)).requests.length).toBeGreaterThan(0);

    const { deliveries } = await control('deal-status', { id: contact.crm.dealId, status: 'won', value: 4800 });
    expect(deliveries).toEqual([{ webhookId: expect.any(Number), url: webhookUrl(), status: 200 }]);
    const won = (await getStoredRequest(local, 'contacts', contact.id)) as ContactRecord;
    expect(won.outcome).toEqual({ status: 'won', value: 4800, currency: 'EUR', dealId: contact.crm.dealId, at: expect.any(String) });

    // Pipedrive's retry of the same notification (attempt 2): acknowledged, nothing written again.
    const again = await control('redeliver');
    expect(again.deliveries.map((d) => d.status)).toEqual([200]);
    expect(((await getStoredRequest(local, 'contacts', contact.id)) as ContactRecord).outcome).toEqual(won.outcome);
  });

  it('answers 401 to missing or wrong credentials and records nothing', async () => {
    const contact = await syncedContact();
    const body = JSON.stringify({
      meta: { action: 'change', entity: 'deal', version: '2.0', entity_id: String(contact.crm.dealId) },
      data: { id: contact.crm.dealId, status: 'lost', value: 0, currency: 'EUR' },
      previous: { status: 'open' },
    });
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: basicAuthorization(CRM_WEBHOOK_USER, 'falsch') },
      { authorization: basicAuthorization('admin', crmWebhookPassword(FAKE_PIPEDRIVE_TOKEN)) },
      // The token itself is not the password.
      { authorization: basicAuthorization(CRM_WEBHOOK_USER, FAKE_PIPEDRIVE_TOKEN) },
      { authorization: `Bearer ${crmWebhookPassword(FAKE_PIPEDRIVE_TOKEN)}` },
    ];
    for (const headers of attempts) {
      const response = await fetch(webhookUrl(), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
      expect(response.status).toBe(401);
      expect(((await response.json()) as ApiErrorBody).message).toBe(apiMessages.unauthorized);
    }
    expect(((await getStoredRequest(local, 'contacts', contact.id)) as ContactRecord).outcome).toBeUndefined();

    // The right credentials on the same body: recorded (the body was not what was refused).
    const response = await fetch(webhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: basicAuthorization(CRM_WEBHOOK_USER, crmWebhookPassword(FAKE_PIPEDRIVE_TOKEN)) },
      body,
    });
    expect(await response.json()).toEqual({ result: 'recorded' });
    expect(((await getStoredRequest(local, 'contacts', contact.id)) as ContactRecord).outcome).toMatchObject({ status: 'lost', value: 0 });
  });
});
