import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_NEWS_MAX_COUNT, inboxAttributes, inboxNewsMessages, type ApiErrorBody, type ContactRecord, type InboxNews, type StoredRequest } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { createAccount, signInWithTotp, type Tokens } from '../support/cognito';
import { apiJsonRequest } from '../support/api-call';
import { getStoredRequest, postJson, sharedTestEnvironment, uniqueEmail } from '../support/local-environment';

/** The live inbox's "what is new since" route through the local gateway, on dynalite's real index. */
let local: LocalEnvironment;
let admin: Tokens;
let customer: Tokens;
let doc: DynamoDBDocumentClient;

beforeAll(async () => {
  local = await sharedTestEnvironment();
  const email = uniqueEmail('kunde');
  await createAccount(local, email, 'Sicheres-Passwort-7');
  [admin, customer] = await Promise.all([signInWithTotp(local, local.admin.email, local.admin.password), signInWithTotp(local, email, 'Sicheres-Passwort-7')]);
  doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
});
afterAll(async () => {
  doc?.destroy();
});

const call = apiJsonRequest(() => local.urls.site);
const newsSince = (since: string, token: Tokens | undefined = admin) => call<InboxNews & ApiErrorBody>('GET', `/api/admin/inbox-news?since=${encodeURIComponent(since)}`, token);

async function submit(path: 'contacts' | 'demo-requests'): Promise<string> {
  const email = uniqueEmail('neu');
  const body =
    path === 'contacts'
      ? { firstname: 'Nora', lastname: 'Neu', email, service_preference: 'demo', privacy_accepted: true }
      : { first_name: 'Nora', last_name: 'Neu', email, company_name: 'Neu GmbH', phone: '030 1234567', privacy_accepted: true };
  const { status, json } = await postJson(`${local.urls.api}/${path}`, body);
  expect(status).toBe(201);
  return (json as { id: string }).id;
}
const createdAt = async (table: 'contacts' | 'demo_requests', id: string): Promise<string> => ((await getStoredRequest(local, table, id)) as StoredRequest).createdAt;

describe('GET /api/admin/inbox-news', () => {
  it('counts per list what arrived after the given time and names the newest', async () => {
    const before = await newsSince('2000-01-01T00:00:00.000Z');
    expect(before.status).toBe(200);
    const since = new Date().toISOString();
    const first = await submit('contacts');
    const second = await submit('contacts');
    const demo = await submit('demo-requests');
    const news = await newsSince(since);
    expect(news.status).toBe(200);
    expect(news.json).toEqual({
      contacts: { count: 2, more: false, newest: await createdAt('contacts', second) },
      'demo-requests': { count: 1, more: false, newest: await createdAt('demo_requests', demo) },
    });
    // Since the first contact's creation time (what the page stores as its last visit): the second only.
    expect((await newsSince(await createdAt('contacts', first))).json.contacts.count).toBe(1);
    // Everything since the beginning: all of them, the earlier ones too (up to the cap: the environment is
    // shared with other files, which may have stored more than it counts).
    expect((await newsSince('2000-01-01T00:00:00.000Z')).json.contacts.count).toBe(Math.min(before.json.contacts.count + 2, INBOX_NEWS_MAX_COUNT));
  });

  it(`stops counting at ${INBOX_NEWS_MAX_COUNT} and says there are more`, async () => {
    const since = '2030-01-01T00:00:00.000Z';
    const base = Date.parse('2030-01-02T08:00:00Z');
    const items: ContactRecord[] = Array.from({ length: INBOX_NEWS_MAX_COUNT + 5 }, (_, i) => {
      const id = `zukunft-${String(i).padStart(3, '0')}`;
      const created = new Date(base + i * 1000).toISOString();
      const fields = { firstname: 'Zoe', lastname: `Z${i}`, email: `z${i}@beispiel.de`, phone: '', company_name: '', service_preference: 'consultation' as const, message: '', privacy_accepted: true as const };
      return { ...fields, ...inboxAttributes(id, created, fields), id, createdAt: created, kind: 'contact', requestHash: 'x', eventPublished: true, crm: { status: 'done', attempts: 1 }, mail: { status: 'done', attempts: 1 } };
    });
    for (let i = 0; i < items.length; i += 25) {
      await doc.send(new BatchWriteCommand({ RequestItems: { contacts: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
    }
    const news = await newsSince(since);
    expect(news.json.contacts).toEqual({ count: INBOX_NEWS_MAX_COUNT, more: true, newest: items.at(-1)?.createdAt });
  });

  it('refuses a missing or malformed time with 400 in German', async () => {
    for (const since of ['', 'gestern', '2026-13-01T00:00:00Z', '2026-11-25T10:00:00.000Z\r\nx-injected: 1', `${'9'.repeat(300)}`]) {
      const answer = await newsSince(since);
      expect({ since, status: answer.status }).toEqual({ since, status: 400 });
      expect(JSON.stringify(answer.json)).toContain(inboxNewsMessages.badSince);
    }
    const missing = await call<ApiErrorBody>('GET', '/api/admin/inbox-news', admin);
    expect(missing.status).toBe(400);
  });

  it('answers only admins: 401 without a token or with a forged one, 403 for a customer', async () => {
    expect((await call('GET', '/api/admin/inbox-news?since=2000-01-01T00:00:00.000Z')).status).toBe(401);
    const [header, , signature] = admin.access.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 'x', 'cognito:groups': ['admin'], token_use: 'access' })).toString('base64url');
    expect((await call('GET', '/api/admin/inbox-news?since=2000-01-01T00:00:00.000Z', `${header}.${forgedPayload}.${signature}`)).status).toBe(401);
    expect((await newsSince('2000-01-01T00:00:00.000Z', customer)).status).toBe(403);
  });
});
