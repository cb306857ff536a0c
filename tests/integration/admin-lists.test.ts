import { beforeAll, describe, expect, it } from 'vitest';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ADMIN_LIST_PAGE_SIZE, adminListMessages, type AdminUsersResponse, type AssistantConfigListResponse } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { apiJsonRequest, walkPages, type BearerToken } from '../support/api-call';
import { cognitoClient, createAccount, signInWithTotp, type Tokens } from '../support/cognito';
import { sharedTestEnvironment, uniqueEmail } from '../support/local-environment';

/** The paged admin lists against the local stack: 60 accounts walked page by page, cursors tampered with. */
let local: LocalEnvironment;
let admin: Tokens;
let customer: Tokens;
let adminEmail: string;
let customerEmail: string;
const emails: string[] = [];
const subs = new Map<string, string>();
const PASSWORD = 'Listen-Passwort-61';
const ACCOUNTS = 60;

const call = apiJsonRequest(() => local.urls.api);
const documents = () => DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));

async function subOf(email: string): Promise<string> {
  const client = cognitoClient(local);
  try {
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: local.cognito.userPoolId, Username: email }));
    return user.UserAttributes?.find((a) => a.Name === 'sub')?.Value ?? '';
  } finally {
    client.destroy();
  }
}

beforeAll(async () => {
  local = await sharedTestEnvironment();
  [adminEmail, customerEmail] = [uniqueEmail('listen-admin'), uniqueEmail('listen-kunde')];
  await Promise.all([createAccount(local, adminEmail, PASSWORD, { admin: true }), createAccount(local, customerEmail, PASSWORD)]);
  [admin, customer] = await Promise.all([signInWithTotp(local, adminEmail, PASSWORD), signInWithTotp(local, customerEmail, PASSWORD)]);
  for (let i = 0; i < ACCOUNTS; i += 10) {
    const batch = Array.from({ length: 10 }, (_, j) => uniqueEmail(`konto${String(i + j).padStart(2, '0')}`));
    await Promise.all(batch.map((email) => createAccount(local, email, PASSWORD)));
    emails.push(...batch);
  }
  for (const email of emails) subs.set(email, await subOf(email));
}, 120_000);

/** Every page of a list, following `nextCursor` until it is absent. */
/** Every page of a list, each answered 200, fewer than 20 pages (walkPages throws otherwise). */
const walk = <T extends { nextCursor?: string }>(path: string, token: BearerToken): Promise<T[]> => walkPages<T>(() => local.urls.api, path, token, 19);

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const tampered: [string, string][] = [
  ['garbage', '!!!'],
  ['not base64 JSON', 'abc'],
  ['a forged pool token', b64({ users: b64({ pool: 'eu-central-1_fremd', after: 'a' }) })],
  ['a made-up token', b64({ users: 'gefälscht' })],
  ['an extra field', b64({ users: 'x', admin: true })],
  ['another list’s cursor', b64({ configsAfter: 'abc' })],
  ['an over-long cursor', 'a'.repeat(5000)],
];

describe('GET /api/admin/users, paged', () => {
  it('walks all accounts in pages of 25: none twice, none missing, the same order every time', async () => {
    const first = await walk<AdminUsersResponse>('/admin/users', admin);
    for (const page of first) expect(page.users.length).toBeLessThanOrEqual(ADMIN_LIST_PAGE_SIZE);
    expect(first[0]?.users).toHaveLength(ADMIN_LIST_PAGE_SIZE);
    const ids = first.flatMap((p) => p.users.map((u) => u.email));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([...emails, adminEmail, customerEmail]));
    expect(first.length).toBeGreaterThanOrEqual(Math.ceil((ACCOUNTS + 2) / ADMIN_LIST_PAGE_SIZE));

    const again = await walk<AdminUsersResponse>('/admin/users', admin);
    expect(again.flatMap((p) => p.users.map((u) => u.email))).toEqual(ids);

    const rows = new Map(first.flatMap((p) => p.users).map((u) => [u.email, u]));
    expect(rows.get(adminEmail)).toMatchObject({ isAdmin: true, mfaEnabled: true, status: 'CONFIRMED', enabled: true });
    expect(rows.get(customerEmail)).toMatchObject({ isAdmin: false, mfaEnabled: true });
    expect(rows.get(emails[0] ?? '')).toMatchObject({ isAdmin: false, mfaEnabled: false });
  });

  it('shows the stored MFA state: each account is looked up in the pool once, then read from the accounts table', async () => {
    const email = emails[7] ?? '';
    const db = documents();
    try {
      const stored = await db.send(new GetCommand({ TableName: 'accounts', Key: { user_id: subs.get(email) } }));
      expect(stored.Item).toMatchObject({ email, mfa_enabled: false });
      // What a later sign-in (GET /api/me) records is what the list shows, without asking the pool again.
      await db.send(new UpdateCommand({ TableName: 'accounts', Key: { user_id: subs.get(email) }, UpdateExpression: 'SET mfa_enabled = :t', ExpressionAttributeValues: { ':t': true } }));
    } finally {
      db.destroy();
    }
    const rows = (await walk<AdminUsersResponse>('/admin/users', admin)).flatMap((p) => p.users);
    expect(rows.find((u) => u.email === email)?.mfaEnabled).toBe(true);
  });

  it('keeps the account state current from GET /api/me', async () => {
    expect((await call('GET', '/me', customer)).status).toBe(200);
    const db = documents();
    try {
      const stored = await db.send(new GetCommand({ TableName: 'accounts', Key: { user_id: await subOf(customerEmail) } }));
      expect(stored.Item).toMatchObject({ email: customerEmail, mfa_enabled: true });
    } finally {
      db.destroy();
    }
  });

  it.each(tampered)('answers 400 in German for %s, never 500', async (_name, cursor) => {
    const { status, json } = await call<{ message: string; errors: Record<string, string> }>('GET', `/admin/users?cursor=${encodeURIComponent(cursor)}`, admin);
    expect(status).toBe(400);
    expect(json.errors.cursor).toBe(adminListMessages.badCursor);
  });

  it('refuses callers without a token (401) and customers (403), cursor or not', async () => {
    const cursor = (await call<AdminUsersResponse>('GET', '/admin/users', admin)).json.nextCursor ?? '';
    expect((await call('GET', '/admin/users')).status).toBe(401);
    expect((await call('GET', `/admin/users?cursor=${cursor}`)).status).toBe(401);
    expect((await call('GET', '/admin/users', customer)).status).toBe(403);
    expect((await call('GET', `/admin/users?cursor=${cursor}`, customer)).status).toBe(403);
  });
});

describe('GET /api/admin/assistant-configs, paged', () => {
  beforeAll(async () => {
    // Configurations as the accounts' own saves leave them (written straight to the table: 60 sign-ins would only slow the test).
    const db = documents();
    try {
      const items = emails.map((email, i) => ({
        user_id: subs.get(email),
        version: 1,
        updated_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        config: { assistant_name: `Assistent ${i}`, voice: 'valentina', language: 'de' },
      }));
      for (let i = 0; i < items.length; i += 25) {
        await db.send(new BatchWriteCommand({ RequestItems: { assistant_configurations: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
      }
    } finally {
      db.destroy();
    }
  });

  it('walks all configurations in pages of 25 with their owners’ e-mails: none twice, none missing, stable', async () => {
    const pages = await walk<AssistantConfigListResponse>('/admin/assistant-configs', admin);
    for (const page of pages) expect(page.configs.length).toBeLessThanOrEqual(ADMIN_LIST_PAGE_SIZE);
    const rows = pages.flatMap((p) => p.configs);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(rows.length);
    // Every one of this file's configurations, once (other files of the shared environment add their own).
    expect(rows.map((r) => r.email).filter((email) => emails.includes(email)).sort()).toEqual([...emails].sort());
    expect(rows.find((r) => r.email === emails[3])).toMatchObject({ assistantName: 'Assistent 3', userId: subs.get(emails[3] ?? '') });
    const again = await walk<AssistantConfigListResponse>('/admin/assistant-configs', admin);
    expect(again.flatMap((p) => p.configs.map((c) => c.userId))).toEqual(rows.map((r) => r.userId));
  });

  // `configsAfter` is this list's own cursor field (any account id is a valid start): the users list refuses it above.
  const configTampering = tampered.filter(([name]) => name !== 'another list’s cursor');
  it.each([...configTampering, ['a users cursor', b64({ users: 'x' })], ['a key with a quote', b64({ configsAfter: 'a"b' })]])(
    'answers 400 in German for %s, never 500',
    async (_name, cursor) => {
      const { status, json } = await call<{ errors: Record<string, string> }>('GET', `/admin/assistant-configs?cursor=${encodeURIComponent(cursor)}`, admin);
      expect(status).toBe(400);
      expect(json.errors.cursor).toBe(adminListMessages.badCursor);
    },
  );

  it('refuses callers without a token (401) and customers (403)', async () => {
    expect((await call('GET', '/admin/assistant-configs')).status).toBe(401);
    expect((await call('GET', '/admin/assistant-configs', customer)).status).toBe(403);
  });
});
