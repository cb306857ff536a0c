import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { VapiClient } from '@vapi-ai/server-sdk';
import { VOICE_PLATFORM_API_KEY_ENV, VOICE_PLATFORM_API_URL_ENV, VOICE_SERVER_CREDENTIAL_ID_ENV, VOICE_SERVER_SECRET_ENV } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { closeServer } from '../../infra/local/core/http-util';
import { ringNumber, settledCall, sharedTestEnvironment, voicePlatformControl } from '../support/local-environment';

/**
 * The local environment starts the voice platform beside the other stand-ins and hands the handlers its
 * API and its server-URL credential: a call rung through the control API reaches a server URL set with
 * that credential, authenticated with the secret the handlers are given. Each test imports a number of its
 * own, so no other file's numbers change.
 */
let local: LocalEnvironment;
let vapi: VapiClient;

beforeAll(async () => {
  local = await sharedTestEnvironment();
  vapi = new VapiClient({ token: local.env[VOICE_PLATFORM_API_KEY_ENV] ?? '', baseUrl: local.env[VOICE_PLATFORM_API_URL_ENV], maxRetries: 0 });
}, 180_000);

const received: Array<{ headers: IncomingHttpHeaders; type: string }> = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    received.push({ headers: req.headers, type: (JSON.parse(body) as { message: { type: string } }).message.type });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'Diese Nummer ist nicht vergeben.' }));
  });
});
beforeAll(() => new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve)));
afterAll(() => closeServer(receiver));

describe('the voice platform in the local environment', () => {
  it('answers the official client at the URL and key the handlers get, with the pool of test numbers', async () => {
    expect(local.env[VOICE_PLATFORM_API_URL_ENV]).toBe(local.urls.voicePlatformApi);
    const numbers = await vapi.phoneNumbers.list();
    expect(numbers.filter((n) => n.number?.startsWith('+493023125')).length).toBeGreaterThanOrEqual(5);
  });

  it("rings a number whose server URL carries the environment's credential: the request carries the handlers' secret", async () => {
    const number = await numberOfThisTest();
    received.length = 0;
    const callId = await ringNumber(local, { to: number, from: '+4915111111111', scenario: 'friseursalons-termin' });
    expect((await settledCall(local, callId)).endedReason).toBe('assistant-request-returned-error');
    expect(received.map((r) => r.type)).toEqual(['assistant-request', 'status-update', 'end-of-call-report']);
    const secret = local.env[VOICE_SERVER_SECRET_ENV];
    expect(secret).toBe(local.voicePlatform.serverSecret);
    for (const r of received) expect(r.headers.authorization).toBe(`Bearer ${secret}`);
  });

  it('lets a test take the server URL down; the fault ends with the test', async () => {
    const number = await numberOfThisTest();
    received.length = 0;
    await voicePlatformControl(local, 'faults', { serverUrl: 'down' });
    const call = await settledCall(local, await ringNumber(local, { to: number, from: '+4915111111111', scenario: 'zahnarztpraxen-dringend' }));
    expect(call.endedReason).toBe('assistant-request-failed');
    expect(call.deliveries.map((d) => d.outcome)).toEqual(['unreachable', 'unreachable', 'unreachable']);
    expect(received).toEqual([]);
  });

  it('reaches the server URL again after the test that took it down', async () => {
    const number = await numberOfThisTest();
    received.length = 0;
    await settledCall(local, await ringNumber(local, { to: number, from: '+4915111111111', scenario: 'zahnarztpraxen-dringend' }));
    expect(received.map((r) => r.type)).toEqual(['assistant-request', 'status-update', 'end-of-call-report']);
  });
});

/** A number of the test's own (removed when it ends), its server URL the receiver with the environment's credential. */
async function numberOfThisTest(): Promise<string> {
  const number = `+4930231258${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  const { port } = receiver.address() as AddressInfo;
  const created = await vapi.phoneNumbers.create({
    provider: 'byo-phone-number',
    number,
    credentialId: 'local-sip-trunk',
    server: { url: `http://127.0.0.1:${port}/api/voice/events`, credentialId: local.env[VOICE_SERVER_CREDENTIAL_ID_ENV] },
  });
  onTestFinished(async () => {
    await vapi.phoneNumbers.delete({ id: created.id });
  });
  return number;
}
