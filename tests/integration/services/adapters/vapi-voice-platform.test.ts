import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { VapiClient } from '@vapi-ai/server-sdk';
import { closeServer } from '../../../../infra/local/core/http-util';
import { poolNumber } from '../../../../infra/local/voice-platform/number-pool';
import { startTestVoicePlatform, type VoicePlatform } from '../../../../infra/local/voice-platform/voice-platform-server';
import { voicePlatformSettings } from '../../../../services/src/config';
import { VapiVoicePlatform, VoicePlatformError, voicePlatformFromEnv } from '../../../../services/src/adapters/vapi-voice-platform';

/** The VoicePlatform port's Vapi adapter against the local voice platform (which the official client's contract test holds to Vapi's API). */
let platform: VoicePlatform;
let adapter: VapiVoicePlatform;

beforeAll(async () => {
  platform = await startTestVoicePlatform({ credentials: [{ id: 'cred-adapter', name: 'Adapter', token: 'adapter-secret', headerName: 'Authorization', bearerPrefix: true }] });
  adapter = new VapiVoicePlatform(new VapiClient({ token: platform.apiKey, baseUrl: platform.apiUrl, maxRetries: 0 }));
});
afterAll(() => platform.stop());

const ring = async (to: string, from: string): Promise<string> => {
  const response = await fetch(`${platform.url}/__control/ring`, { method: 'POST', body: JSON.stringify({ to, from, scenario: 'tierarztpraxen-rueckruf' }) });
  return ((await response.json()) as { callId: string }).callId;
};

describe('VapiVoicePlatform (the official client on the voice platform)', () => {
  it('lists the numbers, sets a number’s server URL with its credential and takes it away again', async () => {
    const numbers = await adapter.listNumbers();
    expect(numbers.map((n) => n.number)).toContain(poolNumber(0));
    const target = numbers.find((n) => n.number === poolNumber(0));
    expect(target?.serverUrl).toBeUndefined();

    const set = await adapter.setNumberServer(target?.id ?? '', { url: 'https://example.invalid/api/voice/events', credentialId: 'cred-adapter' });
    expect(set).toEqual({ id: target?.id, number: poolNumber(0), name: target?.name, serverUrl: 'https://example.invalid/api/voice/events', serverCredentialId: 'cred-adapter' });
    expect((await adapter.listNumbers()).find((n) => n.id === target?.id)?.serverUrl).toBe('https://example.invalid/api/voice/events');

    const cleared = await adapter.setNumberServer(target?.id ?? '', null);
    expect(cleared.serverUrl).toBeUndefined();
    await expect(adapter.setNumberServer('no-such-number', null)).rejects.toMatchObject({ name: 'VoicePlatformError', status: 404, permanent: false });
  });

  it('lists the calls created since a time, newest first, and gets one as the product keeps it', async () => {
    const since = new Date();
    const first = await ring(poolNumber(1), '+4915100000001');
    const second = await ring(poolNumber(1), '+4915100000002');
    const calls = await adapter.listCallsSince(since);
    expect(calls.map((c) => c.id).sort()).toEqual([first, second].sort());
    expect(Date.parse(calls[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(calls[1]?.createdAt ?? ''));
    expect(await adapter.listCallsSince(new Date(Date.now() + 60_000))).toEqual([]);

    const call = await adapter.getCall(first);
    expect(call).toMatchObject({ id: first, callerNumber: '+4915100000001', numberId: expect.any(String), turns: [] });
    expect(await adapter.getCall('no-such-call')).toBeUndefined();
  });

  it('maps a full call: turns, transcript, summary, recording and where it was forwarded', async () => {
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const { message } = JSON.parse(body) as { message: { type: string } };
        res.writeHead(200, { 'content-type': 'application/json' });
        const assistant = { firstMessage: 'Tierarztpraxis Pfote, guten Tag!', transcriber: { provider: 'deepgram', language: 'de' }, model: { provider: 'openai', model: 'gpt-4o', tools: [{ type: 'transferCall', destinations: [{ type: 'number', number: '+4930111222' }] }] } };
        res.end(JSON.stringify(message.type === 'assistant-request' ? { assistant } : {}));
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => closeServer(receiver));
    const { port } = receiver.address() as AddressInfo;
    const target = (await adapter.listNumbers()).find((n) => n.number === poolNumber(2));
    await adapter.setNumberServer(target?.id ?? '', { url: `http://127.0.0.1:${port}/events`, credentialId: 'cred-adapter' });
    const rang = await fetch(`${platform.url}/__control/ring`, { method: 'POST', body: JSON.stringify({ to: poolNumber(2), from: '+4915100000003', scenario: 'tierarztpraxen-dringend' }) });
    const { callId } = (await rang.json()) as { callId: string };
    for (;;) {
      const state = (await (await fetch(`${platform.url}/__control/calls/${callId}`)).json()) as { settled: boolean };
      if (state.settled) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const call = await adapter.getCall(callId);
    expect(call).toMatchObject({ status: 'ended', endedReason: 'assistant-forwarded-call', forwardedTo: '+4930111222', recordingUrl: expect.stringMatching(/\.wav$/) });
    expect(call?.turns.map((t) => t.speaker)).toEqual(['assistant', 'caller', 'assistant']);
    expect(call?.turns[0]).toMatchObject({ text: 'Tierarztpraxis Pfote, guten Tag!', at: expect.any(Number) });
    expect(call?.summary).toMatch(/Weitergeleitet an \+4930111222/);
    expect(call?.transcript).toMatch(/^AI: Tierarztpraxis Pfote/);
  });

  it('reports a refused key as a permanent VoicePlatformError that does not carry the key', async () => {
    const wrong = new VapiVoicePlatform(new VapiClient({ token: 'wrong-key-value', baseUrl: platform.apiUrl, maxRetries: 0 }));
    const error = await wrong.listNumbers().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(VoicePlatformError);
    expect(error).toMatchObject({ status: 401, permanent: true });
    expect(String((error as Error).message)).not.toContain('wrong-key-value');
  });
});

describe('voicePlatformFromEnv', () => {
  it('reads the API URL and the key from the environment at call time, Vapi’s EU region by default', async () => {
    Object.assign(process.env, { VOICE_PLATFORM_API_URL: `${platform.apiUrl}/`, VOICE_PLATFORM_API_KEY: platform.apiKey });
    expect((await (await voicePlatformFromEnv()).listNumbers()).length).toBeGreaterThan(0);
    delete process.env.VOICE_PLATFORM_API_URL;
    expect(voicePlatformSettings()).toEqual({ apiUrl: 'https://api.eu.vapi.ai', apiKey: platform.apiKey });
    delete process.env.VOICE_PLATFORM_API_KEY;
    expect(() => voicePlatformSettings()).toThrow('VOICE_PLATFORM_API_KEY');
  });
});
