import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VapiClient, VapiError, type Vapi } from '@vapi-ai/server-sdk';
import { poolNumber, LOCAL_POOL_SIZE } from './number-pool';
import { startTestVoicePlatform, type VoicePlatform } from './voice-platform-server';

/**
 * The contract: the local voice platform answers what Vapi's official Node client (`@vapi-ai/server-sdk`
 * v2, pointed at the stand-in with its `baseUrl` option) sends and expects, for every route the product
 * uses: phone numbers (list, create, get, update of the server URL, delete) and calls (list since a time,
 * get). The SDK fixes how the key travels (`Authorization: Bearer`) and what an error looks like (VapiError).
 */
let platform: VoicePlatform;
let vapi: VapiClient;

beforeAll(async () => {
  platform = await startTestVoicePlatform({ credentials: [{ id: 'cred-contract', name: 'Contract', token: 'contract-secret', headerName: 'Authorization', bearerPrefix: true }] });
  vapi = new VapiClient({ token: platform.apiKey, baseUrl: platform.apiUrl, maxRetries: 0 });
});
afterAll(() => platform.stop());

const rejection = (promise: Promise<unknown>): Promise<VapiError> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => {
      if (!(error instanceof VapiError)) throw error;
      return error;
    },
  );

describe("the local voice platform driven by Vapi's official Node client", () => {
  it('lists the pool of German test numbers, each a byo-phone-number without a server URL', async () => {
    const numbers = await vapi.phoneNumbers.list();
    const pool = Array.from({ length: LOCAL_POOL_SIZE }, (_, i) => poolNumber(i));
    expect(numbers.map((n) => n.number).sort()).toEqual(pool.sort());
    for (const n of numbers) {
      expect(n).toMatchObject({ provider: 'byo-phone-number', status: 'active', id: expect.any(String), orgId: expect.any(String) });
      expect(n.number).toMatch(/^\+4930/);
      expect(n.server).toBeUndefined();
    }
  });

  it('creates a number, sets and changes its server URL and credential, reads it back, deletes it', async () => {
    const created = await vapi.phoneNumbers.create({ provider: 'byo-phone-number', number: '+493023125900', credentialId: 'local-sip-trunk', name: 'Vertrag' });
    expect(created).toMatchObject({ provider: 'byo-phone-number', number: '+493023125900', name: 'Vertrag' });
    const server: Vapi.Server = { url: 'https://example.invalid/api/voice/events', credentialId: 'cred-contract', timeoutSeconds: 10 };
    const updated = await vapi.phoneNumbers.update({ id: created.id, body: { provider: 'byo-phone-number', server } });
    expect(updated.server).toEqual(server);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const got = await vapi.phoneNumbers.get({ id: created.id });
    expect(got).toMatchObject({ id: created.id, number: '+493023125900', server });

    const cleared = await vapi.phoneNumbers.update({ id: created.id, body: { provider: 'byo-phone-number', server: { url: 'https://example.invalid/other' } } });
    expect(cleared.server).toEqual({ url: 'https://example.invalid/other' });

    const deleted = await vapi.phoneNumbers.delete({ id: created.id });
    expect(deleted.id).toBe(created.id);
    expect(await rejection(vapi.phoneNumbers.get({ id: created.id }))).toMatchObject({ statusCode: 404, body: { statusCode: 404, error: 'Not Found' } });
  });

  it("filters the number list by creation time as Vapi's list does", async () => {
    const before = new Date(Date.now() - 1).toISOString();
    const created = await vapi.phoneNumbers.create({ provider: 'byo-phone-number', number: '+493023125901', credentialId: 'local-sip-trunk' });
    const since = await vapi.phoneNumbers.list({ createdAtGt: before });
    expect(since.map((n) => n.id)).toEqual([created.id]);
    expect(await vapi.phoneNumbers.list({ createdAtGe: created.createdAt, limit: 1 })).toHaveLength(1);
    await vapi.phoneNumbers.delete({ id: created.id });
  });

  it('refuses a wrong key, a missing one and bad bodies with Vapi’s error shape', async () => {
    const wrong = new VapiClient({ token: 'not-the-key', baseUrl: platform.apiUrl, maxRetries: 0 });
    expect(await rejection(wrong.phoneNumbers.list())).toMatchObject({ statusCode: 401, body: { statusCode: 401, error: 'Unauthorized', message: expect.any(String) } });
    expect((await fetch(`${platform.apiUrl}/phone-number`)).status).toBe(401);

    const notE164 = await rejection(vapi.phoneNumbers.create({ provider: 'byo-phone-number', number: '030 1234', credentialId: 'local-sip-trunk' }));
    expect(notE164).toMatchObject({ statusCode: 400, body: { statusCode: 400, error: 'Bad Request', message: ['number must be a valid phone number in the E.164 format'] } });
    const twice = await rejection(vapi.phoneNumbers.create({ provider: 'byo-phone-number', number: poolNumber(0), credentialId: 'local-sip-trunk' }));
    expect(twice.statusCode).toBe(400);
    const [first] = await vapi.phoneNumbers.list();
    const unknownCredential = await rejection(vapi.phoneNumbers.update({ id: first?.id ?? '', body: { provider: 'byo-phone-number', server: { url: 'https://example.invalid', credentialId: 'nope' } } }));
    expect(unknownCredential.statusCode).toBe(400);
    const badUrl = await rejection(vapi.phoneNumbers.update({ id: first?.id ?? '', body: { provider: 'byo-phone-number', server: { url: 'javascript:alert(1)' } } }));
    expect(badUrl.statusCode).toBe(400);
    const crlf = await rejection(vapi.phoneNumbers.update({ id: first?.id ?? '', body: { provider: 'byo-phone-number', server: { url: 'https://example.invalid', headers: { 'x-a': 'b\r\nx-b: c' } } } }));
    expect(crlf.statusCode).toBe(400);
    expect((await vapi.phoneNumbers.get({ id: first?.id ?? '' })).server).toBeUndefined();
  });

  it('lists calls since a time and gets one, as the reconciliation will', async () => {
    const numbers = await vapi.phoneNumbers.list();
    const target = numbers.find((n) => n.number === poolNumber(1));
    const since = new Date().toISOString();
    // A number without a server URL still takes the call (and ends it at once, as Vapi does).
    const rang = await fetch(`${platform.url}/__control/ring`, { method: 'POST', body: JSON.stringify({ to: poolNumber(1), from: '+4915112345678', scenario: 'friseursalons-termin' }) });
    expect(rang.status).toBe(201);
    const { callId } = (await rang.json()) as { callId: string };

    const listed = await vapi.calls.list({ createdAtGe: since });
    expect(listed.map((c) => c.id)).toEqual([callId]);
    expect(await vapi.calls.list({ createdAtGt: listed[0]?.createdAt })).toEqual([]);
    expect((await vapi.calls.list({ phoneNumberId: target?.id })).map((c) => c.id)).toContain(callId);

    const call = await vapi.calls.get({ id: callId });
    expect(call).toMatchObject({ id: callId, type: 'inboundPhoneCall', phoneNumberId: target?.id, customer: { number: '+4915112345678' } });
    expect(await rejection(vapi.calls.get({ id: 'no-such-call' }))).toMatchObject({ statusCode: 404 });
    expect(await rejection(vapi.calls.list({ createdAtGe: 'gestern' }))).toMatchObject({ statusCode: 400 });
  });
});
