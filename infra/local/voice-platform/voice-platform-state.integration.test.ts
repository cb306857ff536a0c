import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VapiClient } from '@vapi-ai/server-sdk';
import { LOCAL_POOL_SIZE, poolNumber } from './number-pool';
import { startVoicePlatform } from './voice-platform-server';

/** `npm start` keeps the platform's numbers, their server URLs and the calls across restarts (`{dataDir}/voice-platform.json`). */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'voice-platform-state-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the local voice platform’s state', () => {
  it('keeps numbers, server URLs and calls from one start to the next, and adds the pool only once', async () => {
    const file = path.join(dir, 'voice-platform.json');
    const first = await startVoicePlatform(file, 0);
    const vapi = new VapiClient({ token: first.apiKey, baseUrl: first.apiUrl, maxRetries: 0 });
    const target = (await vapi.phoneNumbers.list()).find((n) => n.number === poolNumber(0));
    await vapi.phoneNumbers.update({ id: target?.id ?? '', body: { provider: 'byo-phone-number', server: { url: 'https://example.invalid/events' } } });
    const rang = await fetch(`${first.url}/__control/ring`, { method: 'POST', body: JSON.stringify({ to: poolNumber(1), from: '+4915100000009', scenario: 'friseursalons-termin' }) });
    const { callId } = (await rang.json()) as { callId: string };
    await first.stop();

    const second = await startVoicePlatform(file, 0);
    try {
      const again = new VapiClient({ token: second.apiKey, baseUrl: second.apiUrl, maxRetries: 0 });
      const numbers = await again.phoneNumbers.list();
      expect(numbers).toHaveLength(LOCAL_POOL_SIZE);
      expect(numbers.find((n) => n.id === target?.id)?.server).toEqual({ url: 'https://example.invalid/events' });
      expect((await again.calls.get({ id: callId })).status).toBe('ended');
    } finally {
      await second.stop();
    }
  });
});
