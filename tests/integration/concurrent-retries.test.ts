import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, type StoredRequest } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { deadLetters, getStoredRequest, pipedriveState, postJson, sentMails, sharedTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * A client (or a proxy) that retries impatiently: many identical POSTs with one idempotency key at
 * the same time. One record, one CRM person/deal/note, one mail — nothing twice.
 */
let local: LocalEnvironment;
beforeAll(async () => {
  local = await sharedTestEnvironment();
});

const PARALLEL = 20;

describe.each([
  {
    path: 'contacts',
    table: 'contacts' as const,
    body: (email: string) => ({ firstname: 'Ida', lastname: 'Eilig', email, service_preference: 'consultation', message: 'Schnell!', privacy_accepted: true }),
  },
  {
    path: 'demo-requests',
    table: 'demo_requests' as const,
    body: (email: string) => ({ first_name: 'Ida', last_name: 'Eilig', company_name: 'Eilig GmbH', email, phone: '030 123456', privacy_accepted: true }),
  },
])('$path: $table', ({ path, table, body }) => {
  it(`${PARALLEL} parallel POSTs with one idempotency key: one record, one person, deal and note, one mail`, async () => {
    const email = uniqueEmail(`parallel-${table}`);
    const key = `parallel-${Date.now()}-${table}`;
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => postJson(`${local.urls.api}/${path}`, body(email), { [IDEMPOTENCY_HEADER]: key })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: PARALLEL }, () => 201));
    const ids = new Set(answers.map((a) => (a.json as { id: string }).id));
    expect(ids.size).toBe(1);
    await local.whenIdle();

    const [id] = [...ids] as [string];
    const record = (await getStoredRequest(local, table, id)) as StoredRequest;
    expect(record).toMatchObject({ eventPublished: true, crm: { status: 'done', attempts: 1 }, mail: { status: 'done', attempts: 1 } });

    const crm = await pipedriveState(local);
    const persons = crm.persons.filter((p) => JSON.stringify(p.emails).includes(email));
    expect(persons).toHaveLength(1);
    const deals = crm.deals.filter((d) => d.person_id === persons[0]?.id);
    expect(deals).toHaveLength(1);
    expect(crm.notes.filter((n) => n.deal_id === deals[0]?.id)).toHaveLength(1);
    expect((await sentMails(local)).filter((m) => m.body.text?.includes(email))).toHaveLength(1);
    expect((await deadLetters(local)).filter((d) => JSON.stringify(d.event.detail).includes(id))).toEqual([]);
  });
});

describe('one visitor, two requests at the same time', () => {
  it('a contact and a demo request with one e-mail: one CRM person with both deals', async () => {
    const email = uniqueEmail('beides');
    const [contact, demo] = await Promise.all([
      postJson(`${local.urls.api}/contacts`, { firstname: 'Bea', lastname: 'Beides', email, service_preference: 'consultation', privacy_accepted: true }),
      postJson(`${local.urls.api}/demo-requests`, {
        first_name: 'Bea',
        last_name: 'Beides',
        company_name: 'Beides GmbH',
        email: email.toUpperCase(),
        phone: '030 123456',
        privacy_accepted: true,
      }),
    ]);
    expect([contact.status, demo.status]).toEqual([201, 201]);
    await local.whenIdle();
    const contactRecord = (await getStoredRequest(local, 'contacts', (contact.json as { id: string }).id)) as StoredRequest;
    const demoRecord = (await getStoredRequest(local, 'demo_requests', (demo.json as { id: string }).id)) as StoredRequest;
    expect([contactRecord.crm.status, demoRecord.crm.status]).toEqual(['done', 'done']);

    const crm = await pipedriveState(local);
    const persons = crm.persons.filter((p) => JSON.stringify(p.emails).toLowerCase().includes(email));
    expect(persons).toHaveLength(1);
    expect([contactRecord.crm.personId, demoRecord.crm.personId]).toEqual([persons[0]?.id, persons[0]?.id]);
    expect(crm.deals.filter((d) => d.person_id === persons[0]?.id)).toHaveLength(2);
  });
});
