import { createSign, generateKeyPairSync } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  apiRoutes,
  defaultAssistantConfig,
  inboxAttributes,
  introCallSlotStarts,
  type DemoRequestRecord,
  type AdminUsersResponse,
  type ApiRoute,
  type AudioUploadTicket,
  type DocumentUploadTicket,
  type AdminDemoTrackListBody,
  type MeResponse,
} from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { createAccount, signInWithTotp, type Tokens } from '../support/cognito';
import { apiRequest, walkPages } from '../support/api-call';
import { startTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * Every `user` and `admin` route of the shared route table, read from the table (a route added
 * later is covered without touching this file): 401 without a token, with a forged, foreign-signed
 * or expired token and with an ID token; 403 for a customer on admin routes; 2xx with the right one.
 */
let local: LocalEnvironment;
let admin: Tokens;
let customer: Tokens;
let customerEmail: string;
let customerId: string;
let documentId: string;
let customerSub: string;
let requestEmail: string;
const requestId = `route-sample-${Date.now()}`;
/** A demo request whose CRM step waits for its next attempt (an hour away), for retry-now. */
const retryingRequestId = `route-sample-retrying-${Date.now()}`;
/** Uploaded MP3s: one of the admin's for creating a track, one of the customer's for publishing. */
let adminUploadId: string;
let customerUploadId: string;
const PASSWORD = 'Kunden-Passwort-42';

const protectedRoutes = (apiRoutes as ReadonlyArray<ApiRoute>).filter((r) => r.access !== 'public');

beforeAll(async () => {
  // Its own environment: it calls every admin route, which edits and deletes a seeded demo track that
  // other files list whole.
  local = await startTestEnvironment();
  customerEmail = uniqueEmail('kunde');
  await createAccount(local, customerEmail, PASSWORD);
  [admin, customer] = await Promise.all([signInWithTotp(local, local.admin.email, local.admin.password), signInWithTotp(local, customerEmail, PASSWORD)]);
  const me = (await (await call('GET', '/api/me', customer.access)).json()) as MeResponse;
  customerId = me.id;
  customerSub = String(JSON.parse(Buffer.from(customer.access.split('.')[1] ?? '', 'base64url').toString('utf8')).sub);
  // A document of the customer's, for the document routes.
  const ticket = (await (await call('POST', '/api/me/assistant-config/documents', customer.access, { name: 'info.txt', size: 5 })).json()) as DocumentUploadTicket;
  const form = new FormData();
  for (const [field, value] of Object.entries(ticket.fields)) form.append(field, value);
  form.append('file', new Blob(['Hallo']), 'info.txt');
  await fetch(ticket.url, { method: 'POST', body: form });
  documentId = ticket.documentId;
  // A demo request whose CRM step failed, for the inbox routes (re-run needs a failed step).
  requestEmail = uniqueEmail('anfrage');
  const createdAt = new Date().toISOString();
  const fields = { firstname: 'Rita', lastname: 'Route', company_name: 'Route AG', email: requestEmail, phone: '030 123456', privacy_accepted: true as const };
  const record: DemoRequestRecord = {
    ...fields,
    ...inboxAttributes(requestId, createdAt, fields),
    id: requestId,
    kind: 'demo_request',
    status: 'pending',
    createdAt,
    requestHash: 'sample',
    eventPublished: true,
    crm: { status: 'failed', attempts: 3, lastError: 'Pipedrive antwortete 503' },
    mail: { status: 'done', attempts: 1 },
  };
  const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  await doc.send(new PutCommand({ TableName: 'demo_requests', Item: record }));
  const retryingEmail = uniqueEmail('anfrage-wiederholt');
  await doc.send(
    new PutCommand({
      TableName: 'demo_requests',
      // Its own address: the GDPR routes' erase of the other sample must not take it along.
      Item: {
        ...record,
        ...inboxAttributes(retryingRequestId, createdAt, { ...fields, email: retryingEmail }),
        email: retryingEmail,
        id: retryingRequestId,
        crm: { status: 'retrying', attempts: 1, lastError: 'Pipedrive antwortete 503', nextAttemptAt: new Date(Date.now() + 3_600_000).toISOString() },
      },
    }),
  );
  // An intro-call booking, for the staff cancellation.
  await doc.send(new PutCommand({ TableName: 'intro_call_slots', Item: { ...introCallSample, idempotencyKey: 'x', name: 'Rita Route', email: requestEmail, phone: '030 123456', createdAt, expiresAt: 0, cancelToken: 'x'.repeat(32) } }));
  doc.destroy();
  const mp3 = await readFile(new URL('../../infra/local/seed/media/audio/friseur.mp3', import.meta.url));
  [adminUploadId, customerUploadId] = await Promise.all([
    uploadMp3('/api/admin/demos/uploads', admin.access, mp3),
    uploadMp3('/api/me/audio-uploads', customer.access, mp3),
  ]);
});
afterAll(async () => {
  await local?.stop();
});

async function uploadMp3(ticketPath: string, token: string, mp3: Uint8Array<ArrayBuffer>): Promise<string> {
  const audioTicket = (await (await call('POST', ticketPath, token, { name: 'demo.mp3', size: mp3.length })).json()) as AudioUploadTicket;
  const body = new FormData();
  for (const [field, value] of Object.entries(audioTicket.fields)) body.append(field, value);
  body.append('file', new Blob([mp3]), 'demo.mp3');
  await fetch(audioTicket.url, { method: 'POST', body });
  return audioTicket.uploadId;
}

const call = apiRequest(() => local.urls.site);

/** Routes that need a query string to answer 2xx. */
const sampleQueries: Partial<Record<string, string>> = { getInboxNews: '?since=2000-01-01T00%3A00%3A00.000Z' };

/** A real value for each path parameter a protected route uses (and a query where one is needed); an unknown one fails the test. */
const pathFor = (route: ApiRoute): string =>
  route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    // trackId: a seeded track (updated, then deleted: DELETE routes come last in the table).
    const samples: Record<string, string> = {
      id: customerId,
      documentId,
      userId: customerSub,
      kind: 'demo-requests',
      requestId: route.id === 'retryRequestStepNow' ? retryingRequestId : requestId,
      trackId: 'tierarzt',
      uploadId: customerUploadId,
    };
    const value = samples[name];
    if (value === undefined) throw new Error(`No sample value for {${name}} of ${route.id}: add one here`);
    return encodeURIComponent(value);
  }) + (sampleQueries[route.id] ?? '');

/** Intro-call slots offered now: the first for blocking and freeing, the second holds a booking to cancel. */
const offeredSlots = introCallSlotStarts(new Date());
const introCallSample = { slot: offeredSlots[1] ?? '', id: crypto.randomUUID() };
/** A valid body for each protected route that takes one (the 2xx check). */
const bodies: Partial<Record<string, unknown>> = {
  saveAssistantConfig: { version: 0, config: { ...defaultAssistantConfig, assistant_name: 'Frieda', greeting_message: 'Guten Tag!' } },
  createDocumentUpload: { name: 'preise.pdf', size: 1000 },
  completeDocumentUpload: { name: 'info.txt' },
  setDemoStatus: { status: 'kontaktiert' },
  addRequestNote: { text: 'Rückruf vereinbart' },
  rerunRequestStep: { step: 'crm' },
  retryRequestStepNow: { step: 'crm' },
  createDemoAudioUpload: { name: 'ansage.mp3', size: 1000 },
  createAudioUpload: { name: 'ansage.mp3', size: 1000 },
  updateDemoTrack: { title: 'Tierarztpraxis', description: 'Impftermin für einen Hund.', categoryId: 'petcare' },
  blockIntroCallSlots: { slots: [offeredSlots[0]], reason: 'Urlaub' },
  freeIntroCallSlots: { slots: [offeredSlots[0]] },
  cancelIntroCallAsStaff: { slot: introCallSample.slot, bookingId: introCallSample.id },
};
/** Bodies that need values from the set-up (read when the test runs). */
const lateBodies: Partial<Record<string, () => unknown>> = {
  createDemoTrack: () => ({ title: 'Neue Demo', description: 'Ein Testanruf.', categoryId: 'health', uploadId: adminUploadId }),
  // The current order, reversed, made from its version (read when the test runs).
  reorderDemoTracks: async () => {
    const list = (await (await call('GET', '/api/admin/demos', admin.access)).json()) as AdminDemoTrackListBody;
    return { trackIds: list.tracks.map((t) => t.id).reverse(), version: list.orderVersion };
  },
};
// The GDPR routes take the sample request's e-mail (known only after beforeAll).
const bodyFor = (route: ApiRoute): unknown =>
  route.id === 'gdprExport' || route.id === 'gdprErase'
    ? { email: requestEmail }
    : route.id === 'bulkSetDemoStatus'
      ? { ids: [requestId], status: 'kontaktiert' }
      : route.id === 'exportSelectedRequests'
        ? { ids: [requestId] }
        : (lateBodies[route.id]?.() ?? bodies[route.id]);

const base64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
function signJwt(payload: Record<string, unknown>, privateKeyPem: string, kid: string): string {
  const unsigned = `${base64url({ alg: 'RS256', typ: 'JWT', kid })}.${base64url(payload)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(privateKeyPem).toString('base64url');
  return `${unsigned}.${signature}`;
}
const claimsOf = (jwt: string): Record<string, unknown> => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

async function badTokens(): Promise<Record<string, string>> {
  // The stand-in's own signing key (shipped in cognito-local), to make a token that is valid in all but its expiry.
  const keyFile = createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const { pem } = JSON.parse(await readFile(keyFile, 'utf8')) as { pem: string };
  const claims = claimsOf(admin.access);
  const now = Math.floor(Date.now() / 1000);
  const foreignKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const [header, , signature] = admin.access.split('.');
  return {
    malformed: 'kein-jwt',
    tampered: `${header}.${base64url({ ...claims, 'cognito:groups': ['admin', 'extra'] })}.${signature}`,
    foreignSigned: signJwt({ ...claims, iat: now, exp: now + 3600 }, foreignKey, 'CognitoLocal'),
    expired: signJwt({ ...claims, iat: now - 7200, exp: now - 3600 }, pem, 'CognitoLocal'),
    idToken: admin.id,
  };
}

describe.each(protectedRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_name, route) => {
  it('answers 401 with a German message without a usable token', async () => {
    const bad = await badTokens();
    for (const [kind, token] of Object.entries({ none: undefined, ...bad })) {
      const response = await call(route.method, pathFor(route), token);
      expect({ kind, status: response.status }).toEqual({ kind, status: 401 });
      expect(await response.json()).toEqual({ message: apiMessages.unauthorized });
    }
  });

  if (route.access === 'admin') {
    it('answers 403 to a signed-in customer', async () => {
      const response = await call(route.method, pathFor(route), customer.access);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: apiMessages.forbidden });
    });
  }

  it('answers 2xx with the right token', async () => {
    const response = await call(route.method, pathFor(route), route.access === 'admin' ? admin.access : customer.access, await bodyFor(route));
    expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(200);
    expect(response.status).toBeLessThan(300);
  });
});

describe('the account routes', () => {
  it('GET /api/me describes the caller from the directory', async () => {
    const me = (await (await call('GET', '/api/me', admin.access)).json()) as MeResponse;
    expect(me).toMatchObject({ email: local.admin.email, groups: ['admin'], isAdmin: true, mfaEnabled: true });
  });

  it('an admin grants and revokes the admin group, and cannot revoke their own', async () => {
    const users = (await walkPages<AdminUsersResponse>(() => local.urls.site, '/api/admin/users', admin.access)).flatMap((page) => page.users);
    const self = users.find((u) => u.email === local.admin.email);
    expect(self).toMatchObject({ isAdmin: true, mfaEnabled: true });
    expect(users.find((u) => u.email === customerEmail)).toMatchObject({ id: customerId, mfaEnabled: true });

    const granted = await call('POST', `/api/admin/users/${encodeURIComponent(customerId)}/admin`, admin.access);
    expect(await granted.json()).toMatchObject({ id: customerId, isAdmin: true });
    expect(((await (await call('GET', '/api/me', customer.access)).json()) as MeResponse).isAdmin).toBe(true);

    const revoked = await call('DELETE', `/api/admin/users/${encodeURIComponent(customerId)}/admin`, admin.access);
    expect(await revoked.json()).toMatchObject({ id: customerId, isAdmin: false });

    const own = await call('DELETE', `/api/admin/users/${encodeURIComponent(self?.id ?? '')}/admin`, admin.access);
    expect(own.status).toBe(409);
    const after = (await walkPages<AdminUsersResponse>(() => local.urls.site, '/api/admin/users', admin.access)).flatMap((page) => page.users);
    expect(after.find((u) => u.email === local.admin.email)?.isAdmin).toBe(true);
  });

  it('answers 404 for an unknown account and 400 for a malformed id', async () => {
    expect((await call('POST', '/api/admin/users/gibt-es-nicht/admin', admin.access)).status).toBe(404);
    expect((await call('POST', `/api/admin/users/${encodeURIComponent('a b<c>')}/admin`, admin.access)).status).toBe(400);
  });
});
