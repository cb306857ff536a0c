import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, apiMessages, auditMessages, inboxAttributes, type AuditPage, type DemoRequestRecord, type MeResponse } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { createAccount, signInWithTotp, type Tokens } from '../support/cognito';
import { apiRequest } from '../support/api-call';
import { startTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * The staff audit log: the actions staff take (role changes, GDPR export and erase, CSV exports, the
 * selection's status change, re-runs) each leave one entry with who and when, and the log reads them
 * newest first, paged; no entry holds the address of the person concerned.
 */
let local: LocalEnvironment;
let admin: Tokens;
let customer: Tokens;
let customerId: string;
const customerEmail = uniqueEmail('kunde');
const personEmail = uniqueEmail('betroffen');

beforeAll(async () => {
  // Its own environment (vitest.config.ts, OWN_ENVIRONMENT_TESTS): it asserts all of a stage-wide list.
  local = await startTestEnvironment();
  await createAccount(local, customerEmail, 'Kunden-Passwort-42');
  [admin, customer] = await Promise.all([signInWithTotp(local, local.admin.email, local.admin.password), signInWithTotp(local, customerEmail, 'Kunden-Passwort-42')]);
  customerId = ((await (await request('GET', '/api/me', customer)).json()) as MeResponse).id;
  // A demo request whose CRM step failed (for the re-run), from the person later exported and erased.
  await putDemoRequest('audit-1', personEmail, { status: 'failed', attempts: 3, lastError: 'Pipedrive antwortete 503' });
});
afterAll(async () => {
  await local?.stop();
});

/** A demo request straight into its table, its CRM step in the given state and its mail sent. */
async function putDemoRequest(id: string, email: string, crm: DemoRequestRecord['crm']): Promise<void> {
  const at = new Date().toISOString();
  const fields = { firstname: 'Berta', lastname: 'Betroffen', company_name: 'Audit AG', email, phone: '030 1234567', privacy_accepted: true as const };
  const record: DemoRequestRecord = {
    ...fields,
    ...inboxAttributes(id, at, fields),
    id,
    createdAt: at,
    kind: 'demo_request',
    status: 'pending',
    requestHash: 'x',
    eventPublished: true,
    crm,
    mail: { status: 'done', attempts: 1 },
  };
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    await doc.send(new PutCommand({ TableName: 'demo_requests', Item: record }));
  } finally {
    doc.destroy();
  }
}

const request = apiRequest(() => local.urls.site);
const ok = async (method: string, path: string, body?: unknown): Promise<void> => {
  const response = await request(method, path, admin, body);
  expect({ path, status: response.status }).toEqual({ path, status: expect.any(Number) });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
};
const auditPage = async (cursor?: string): Promise<AuditPage> => {
  const response = await request('GET', `/api/admin/audit-log${cursor ? `?cursor=${cursor}` : ''}`, admin);
  expect(response.status).toBe(200);
  return (await response.json()) as AuditPage;
};

describe('the audit log', () => {
  it('is empty before staff did anything', async () => {
    expect(await auditPage()).toEqual({ items: [] });
  });

  it('records each action with who, when and what, newest first, without the person’s address', async () => {
    await ok('POST', `/api/admin/users/${customerId}/admin`);
    await ok('DELETE', `/api/admin/users/${customerId}/admin`);
    await ok('POST', '/api/admin/requests/demo-requests/audit-1/rerun', { step: 'crm' });
    // The re-run's CRM step makes the person in the CRM: done before the export and erase count it, so
    // they never race it (a Lambda process that already had the handler loaded won that race).
    await local.whenIdle();
    await ok('GET', `/api/admin/request-exports/demo-requests?q=${encodeURIComponent(personEmail)}`);
    await ok('POST', '/api/admin/request-selections/demo-requests/export', { ids: ['audit-1'] });
    await ok('POST', '/api/admin/request-selections/demo-requests/status', { ids: ['audit-1'], status: 'kontaktiert' });
    await ok('POST', '/api/admin/gdpr/export', { email: personEmail });
    await ok('POST', '/api/admin/gdpr/erase', { email: personEmail });

    const page = await auditPage();
    expect(page.items.map((e) => [e.action, e.target, e.detail])).toEqual([
      ['gdprErasure', expect.any(String), '1 Demo-Anfrage, 1 Pipedrive-Person'],
      ['gdprExport', 'Datenauskunft', '1 Demo-Anfrage, 1 Pipedrive-Person'],
      ['bulkStatus', 'demo-requests', '1 Anfrage → Kontaktiert'],
      ['selectionExport', 'demo-requests', '1 Zeile'],
      ['requestExport', 'demo-requests', '1 Zeile'],
      ['rerun', 'demo-requests/audit-1', 'CRM'],
      // The account by its e-mail, as staff know it (not the id they never see).
      ['roleRevoked', customerEmail, undefined],
      ['roleGranted', customerEmail, undefined],
    ]);
    for (const entry of page.items) {
      expect(entry.by).toBe(local.admin.email);
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(120_000);
    }
    // Neither the address nor the name of the person whose data it was, nor the search term.
    expect(JSON.stringify(page)).not.toContain(personEmail);
    expect(JSON.stringify(page)).not.toContain('Betroffen');
  });

  it('pages 25 at a time, every entry exactly once', async () => {
    for (let i = 0; i < AUDIT_PAGE_SIZE; i++) await ok('GET', '/api/admin/request-exports/contacts');
    const first = await auditPage();
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.nextCursor).toBeDefined();
    const second = await auditPage(first.nextCursor);
    const third = second.nextCursor ? await auditPage(second.nextCursor) : { items: [] };
    const ids = [...first.items, ...second.items, ...third.items].map((e) => e.id);
    expect(ids).toHaveLength(AUDIT_PAGE_SIZE + 8);
    expect(new Set(ids).size).toBe(ids.length);
    const times = [...first.items, ...second.items].map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers 400 for a cursor that is not a key of the log (CR/LF too), 401 forged, 403 customer', async () => {
    const key = (text: string) => Buffer.from(text).toString('base64url');
    for (const cursor of ['abc', key('2026-01-01T00:00:00.000Z#x'), key(`2026-01-01T00:00:00.000Z#${crypto.randomUUID()}\r\n`), 'x'.repeat(500)]) {
      const response = await request('GET', `/api/admin/audit-log?cursor=${encodeURIComponent(cursor)}`, admin);
      expect({ cursor, status: response.status }).toEqual({ cursor, status: 400 });
      expect(await response.json()).toEqual({ message: apiMessages.invalidInput, errors: { cursor: auditMessages.badCursor } });
    }
    const [header, payload, signature] = admin.access.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`;
    expect((await request('GET', '/api/admin/audit-log', forged)).status).toBe(401);
    expect((await request('GET', '/api/admin/audit-log', customer)).status).toBe(403);
  });

  it('records ‘Jetzt erneut versuchen’ of a step waiting for its next attempt; a refused one writes nothing', async () => {
    await putDemoRequest('audit-2', uniqueEmail('wartend'), {
      status: 'retrying',
      attempts: 2,
      lastError: 'Pipedrive antwortete 503',
      nextAttemptAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const newestBefore = (await auditPage()).items[0]?.id;
    await ok('POST', '/api/admin/requests/demo-requests/audit-2/retry-now', { step: 'crm' });
    await local.whenIdle();

    const [newest, previous] = (await auditPage()).items;
    expect(newest).toMatchObject({ action: 'retryNow', target: 'demo-requests/audit-2', detail: 'CRM', by: local.admin.email });
    expect(Date.now() - Date.parse(newest?.at ?? '')).toBeLessThan(120_000);
    expect(previous?.id).toBe(newestBefore);

    // The mail step is done: 409, and the log stays as it was.
    expect((await request('POST', '/api/admin/requests/demo-requests/audit-2/retry-now', admin, { step: 'mail' })).status).toBe(409);
    expect((await auditPage()).items[0]?.id).toBe(newest?.id);
  });
});
