import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import {
  DEMO_REQUEST_CRM_MESSAGE,
  MAX_FORM_BODY_BYTES,
  apiMessages,
  demoMessages,
  siteSettings,
  type ApiErrorBody,
  type DemoRequestRecord,
} from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { proofHeader } from '../support/proof-of-work';
import { eventually, getStoredRequest, pipedriveControl, pipedriveState, postJson, sentMails, sharedTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * The demo form's request end to end: gateway → create-demo-request → DynamoDB demo_requests →
 * DemoRequested on the bus → crm-sync (fake Pipedrive) + notify (SES stand-in).
 */
let local: LocalEnvironment;
beforeAll(async () => {
  local = await sharedTestEnvironment();
});
afterEach(async () => {
  await pipedriveControl(local, 'reset');
});

const endpoint = () => `${local.urls.api}/demo-requests`;

/** What the demo form sends (demoFormToRequest of the form values). */
const demoRequest = (email: string) => ({
  first_name: 'Jonas',
  last_name: 'Becker',
  company_name: 'Praxis Becker',
  email,
  phone: '+49 30 555555',
  privacy_accepted: true,
});

async function submit(body: unknown, headers: Record<string, string> = {}): Promise<string> {
  const { status, json } = await postJson(endpoint(), body, headers);
  expect(status).toBe(201);
  const { id } = json as { id: string };
  expect(id).toEqual(expect.any(String));
  return id;
}

/** Every stored demo request with this e-mail address (tests share one table). */
async function demoRequestsFor(email: string): Promise<DemoRequestRecord[]> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    const { Items = [] } = await client.send(
      new ScanCommand({ TableName: 'demo_requests', FilterExpression: 'email = :email', ExpressionAttributeValues: { ':email': email } }),
    );
    return Items as DemoRequestRecord[];
  } finally {
    client.destroy();
  }
}

const personsWith = async (email: string) => (await pipedriveState(local)).persons.filter((p) => JSON.stringify(p.emails).includes(email));

describe('POST /api/demo-requests', () => {
  it('stores the request as pending, then creates person, deal and note in Pipedrive and mails the sales inbox', async () => {
    const email = uniqueEmail('demo');
    const id = await submit(demoRequest(email));

    // Stored before any follow-up work: the visitor's success does not wait for CRM or mail.
    expect(await getStoredRequest(local, 'demo_requests', id)).toMatchObject({
      id,
      kind: 'demo_request',
      status: 'pending',
      firstname: 'Jonas',
      lastname: 'Becker',
      company_name: 'Praxis Becker',
      email,
      phone: '+49 30 555555',
    });

    await local.whenIdle();

    const record = (await getStoredRequest(local, 'demo_requests', id)) as DemoRequestRecord;
    expect(record.status).toBe('pending');
    expect(record.crm.status).toBe('done');
    expect(record.mail.status).toBe('done');

    const crm = await pipedriveState(local);
    const [person, ...others] = await personsWith(email);
    expect(others).toHaveLength(0);
    expect(person).toMatchObject({ id: record.crm.personId, name: 'Jonas Becker' });
    const deal = crm.deals.find((d) => d.id === record.crm.dealId);
    expect(deal).toMatchObject({ person_id: person?.id, title: 'Demo-Anfrage: Jonas Becker (Praxis Becker)' });
    const note = crm.notes.find((n) => n.id === record.crm.noteId);
    expect(note?.deal_id).toBe(deal?.id);
    expect(String(note?.content)).toContain(DEMO_REQUEST_CRM_MESSAGE);
    expect(String(note?.content)).toContain('Demo-Anfrage');

    const mail = (await sentMails(local)).find((m) => m.body.text?.includes(email));
    expect(mail?.destination.to).toEqual([siteSettings.salesInbox]);
    expect(mail?.subject).toBe('Neue Demo-Anfrage: Jonas Becker');
  });

  it('keeps the request while Pipedrive fails, retries, and syncs it once Pipedrive answers again', async () => {
    await pipedriveControl(local, 'fail', { times: 2 });
    const email = uniqueEmail('ausfall');
    const id = await submit(demoRequest(email));
    expect(await getStoredRequest(local, 'demo_requests', id)).toMatchObject({ id, status: 'pending', email });

    // The failed attempts are retried by the sweeper once due (the retry policy, scaled down here).
    await eventually(async () => ((await getStoredRequest(local, 'demo_requests', id))?.crm.status === 'done' ? true : undefined), undefined, 'the CRM sync');
    await local.whenIdle();

    const state = await pipedriveState(local);
    expect(state.counters.failed).toBeGreaterThanOrEqual(2);
    const record = (await getStoredRequest(local, 'demo_requests', id)) as DemoRequestRecord;
    expect(record.crm.status).toBe('done');
    expect(record.crm.attempts).toBeGreaterThan(1);
    expect(record.mail.status).toBe('done');
    expect(await personsWith(email)).toHaveLength(1);
    expect(state.notes.some((n) => n.id === record.crm.noteId && String(n.content).includes('Demo-Anfrage'))).toBe(true);
  });

  it('answers a retry with the same idempotency key with the same id and stores one item', async () => {
    const email = uniqueEmail('retry');
    const key = `demo-${Date.now()}`;
    const first = await submit(demoRequest(email), { 'idempotency-key': key });
    const second = await submit(demoRequest(email), { 'idempotency-key': key });
    expect(second).toBe(first);

    await local.whenIdle();
    expect(await demoRequestsFor(email)).toHaveLength(1);
    expect(await personsWith(email)).toHaveLength(1);

    // The same key with other values is a client error, not a silent overwrite.
    const conflict = await postJson(endpoint(), { ...demoRequest(email), phone: '+49 30 999999' }, { 'idempotency-key': key });
    expect(conflict.status).toBe(409);
    expect((conflict.json as ApiErrorBody).message).toBe(apiMessages.idempotencyConflict);
  });
});

describe('POST /api/demo-requests with bad input', () => {
  it('answers 400 with the German messages of the demo form for empty fields and stores nothing', async () => {
    const email = uniqueEmail('leer');
    const empty = await postJson(endpoint(), { first_name: '', last_name: ' ', company_name: '', email: '', phone: '', privacy_accepted: false });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({
      message: apiMessages.invalidInput,
      errors: {
        first_name: 'Vorname ist erforderlich',
        last_name: 'Nachname ist erforderlich',
        company_name: 'Firmenname ist erforderlich',
        email: 'E-Mail ist erforderlich',
        phone: 'Telefonnummer ist erforderlich',
        privacy_accepted: 'Bitte akzeptieren Sie die Datenschutzbestimmungen',
      },
    });

    const badEmail = await postJson(endpoint(), { ...demoRequest(email), email: 'jonas@praxis' });
    expect(badEmail.status).toBe(400);
    expect((badEmail.json as ApiErrorBody).errors).toEqual({ email: 'Ungültige E-Mail-Adresse' });

    const noConsent = await postJson(endpoint(), { ...demoRequest(email), privacy_accepted: false });
    expect((noConsent.json as ApiErrorBody).errors).toEqual({ privacy_accepted: demoMessages.privacy });

    await local.whenIdle();
    expect(await demoRequestsFor(email)).toHaveLength(0);
    expect(await personsWith(email)).toHaveLength(0);
  });

  it('names every missing field in German', async () => {
    const { status, json } = await postJson(endpoint(), {});
    expect(status).toBe(400);
    const { errors } = json as ApiErrorBody;
    expect(Object.keys(errors ?? {}).sort()).toEqual(['company_name', 'email', 'first_name', 'last_name', 'phone', 'privacy_accepted']);
    expect(errors?.first_name).toBe(apiMessages.fieldRequired);
    expect(errors?.privacy_accepted).toBe(demoMessages.privacy);
  });

  it('refuses a body that is not JSON (415) or too large (413)', async () => {
    const text = await fetch(endpoint(), { method: 'POST', headers: { 'content-type': 'text/plain', ...(await proofHeader(local.urls.site)) }, body: 'first_name=Jonas' });
    expect(text.status).toBe(415);
    expect(((await text.json()) as ApiErrorBody).message).toBe(apiMessages.unsupportedMediaType);

    const huge = await postJson(endpoint(), { ...demoRequest(uniqueEmail('gross')), company_name: 'x'.repeat(MAX_FORM_BODY_BYTES) });
    expect(huge.status).toBe(413);
    expect((huge.json as ApiErrorBody).message).toBe(apiMessages.bodyTooLarge);
  });
});
