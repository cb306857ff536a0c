import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, apiRoutes, siteSettings, type ContactRecord, type DemoRequestRecord } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { getStoredRequest, pipedriveState, postJson, sentMails, sharedTestEnvironment, uniqueEmail } from '../support/local-environment';

/** The whole path of a form submission: gateway → handler → DynamoDB → bus → Pipedrive + SES. */
let local: LocalEnvironment;
beforeAll(async () => {
  local = await sharedTestEnvironment();
});

describe('POST /api/contacts', () => {
  it('stores the contact, syncs it to Pipedrive and mails the sales inbox', async () => {
    const email = uniqueEmail('kontakt');
    const { status, json } = await postJson(`${local.urls.api}/contacts`, {
      firstname: 'Erika',
      lastname: 'Mustermann',
      email,
      phone: '030 1234567',
      company_name: 'Salon Erika',
      service_preference: 'consultation',
      message: 'Bitte rufen Sie mich an.',
      privacy_accepted: true,
    });
    expect(status).toBe(201);
    const id = (json as { id: string }).id;
    expect(id).toEqual(expect.any(String));

    const stored = await getStoredRequest(local, 'contacts', id);
    expect(stored).toMatchObject({ id, kind: 'contact', email, firstname: 'Erika', lastname: 'Mustermann' });

    await local.whenIdle();

    const record = (await getStoredRequest(local, 'contacts', id)) as ContactRecord;
    expect(record.crm.status).toBe('done');
    expect(record.mail.status).toBe('done');

    const crm = await pipedriveState(local);
    const person = crm.persons.find((p) => JSON.stringify(p.emails).includes(email));
    expect(person).toBeDefined();
    expect(person?.name).toBe('Erika Mustermann');
    expect(record.crm.personId).toBe(person?.id);
    const deal = crm.deals.find((d) => d.person_id === person?.id);
    expect(deal).toBeDefined();
    expect(record.crm.dealId).toBe(deal?.id);
    expect(crm.notes.some((n) => n.deal_id === deal?.id && String(n.content).includes('Bitte rufen Sie mich an.'))).toBe(true);

    const mail = (await sentMails(local)).find((m) => m.body.text?.includes(email));
    expect(mail).toBeDefined();
    expect(mail?.destination.to).toEqual([siteSettings.salesInbox]);
    expect(mail?.subject).toContain('Erika Mustermann');
  });

  it('answers a retried submission with the same idempotency key with the same id, stored once', async () => {
    const body = { firstname: 'Max', lastname: 'Muster', email: uniqueEmail('retry'), service_preference: 'demo', privacy_accepted: true };
    const key = `key-${Date.now()}`;
    const first = await postJson(`${local.urls.api}/contacts`, body, { 'idempotency-key': key });
    const second = await postJson(`${local.urls.api}/contacts`, body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect([200, 201]).toContain(second.status);
    expect(second.json).toEqual(first.json);
    await local.whenIdle();
    const crm = await pipedriveState(local);
    expect(crm.persons.filter((p) => JSON.stringify(p.emails).includes(body.email))).toHaveLength(1);
  });
});

// The demo request route is served once it is in the shared route table.
const hasDemoRoute = apiRoutes.some((r) => r.path === apiPaths.demoRequests);
describe.runIf(hasDemoRoute)('POST /api/demo-requests', () => {
  it('stores the demo request, syncs it to Pipedrive and mails the sales inbox', async () => {
    const email = uniqueEmail('demo');
    const { status, json } = await postJson(`${local.urls.api}/demo-requests`, {
      first_name: 'Jonas',
      last_name: 'Becker',
      company_name: 'Praxis Becker',
      email,
      phone: '+49 30 555555',
      privacy_accepted: true,
    });
    expect(status).toBe(201);
    const id = (json as { id: string }).id;
    expect(await getStoredRequest(local, 'demo_requests', id)).toMatchObject({ id, kind: 'demo_request', email });

    await local.whenIdle();

    const record = (await getStoredRequest(local, 'demo_requests', id)) as DemoRequestRecord;
    expect(record.crm.status).toBe('done');
    expect(record.mail.status).toBe('done');
    const crm = await pipedriveState(local);
    const person = crm.persons.find((p) => JSON.stringify(p.emails).includes(email));
    expect(person?.name).toBe('Jonas Becker');
    expect(crm.deals.some((d) => d.person_id === person?.id)).toBe(true);
    const mail = (await sentMails(local)).find((m) => m.body.text?.includes(email));
    expect(mail?.destination.to).toEqual([siteSettings.salesInbox]);
    expect(mail?.subject).toContain('Demo');
  });
});
