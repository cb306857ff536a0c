import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER, MIN_FILL_SECONDS, PROOF_OF_WORK_HEADER, type IntroCallSlotsBody } from '@rufbereit/shared';
import { idFromIdempotencyKey } from '../../services/src/use-cases/idempotency';
import type { LocalEnvironment } from '../../infra/local/environment';
import { fetchChallenge, solve } from '../support/proof-of-work';
import { getStoredRequest, postJson, startTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * The spam traps as a bot probes them: the decoy answer of a honeypot or too-fast post must not be
 * told from the real one (same validation, same ids: issue 37 item 4), and the minimum fill time must
 * really be MIN_FILL_SECONDS, counted from the challenge's exact issue (item 5).
 */
let local: LocalEnvironment;
beforeAll(async () => {
  local = await startTestEnvironment({ minFillSeconds: MIN_FILL_SECONDS });
}, 180_000);
afterAll(async () => {
  await local?.stop();
});

const origin = (): string => new URL(local.urls.api).origin;
const contactBody = (email = uniqueEmail('falle')) => ({ firstname: 'Tina', lastname: 'Trap', email, phone: '030 1234567', service_preference: 'consultation', privacy_accepted: true });

/** A solved challenge and the local time its request started (the issue lies after it). */
async function solvedChallenge(): Promise<{ header: Record<string, string>; requestedAt: number; receivedAt: number }> {
  const requestedAt = Date.now();
  const challenge = await fetchChallenge(origin());
  const receivedAt = Date.now();
  return { header: { [PROOF_OF_WORK_HEADER]: await solve(challenge) }, requestedAt, receivedAt };
}
/** Waits until `at` (local time). */
const until = async (at: number): Promise<void> => {
  if (at > Date.now()) await sleep(at - Date.now());
};
const ripeHeader = async (): Promise<Record<string, string>> => {
  const { header, receivedAt } = await solvedChallenge();
  await until(receivedAt + MIN_FILL_SECONDS * 1000 + 300);
  return header;
};
const post = (path: string, body: unknown, headers: Record<string, string>) => postJson(`${local.urls.api}${path}`, body, headers);

describe('the decoy answer', () => {
  it('refuses an invalid body with the real path’s 400, honeypot or too fast', async () => {
    const invalid = { firstname: '', lastname: 'Trap', email: 'keine-adresse', privacy_accepted: false };
    const real = await post('/contacts', invalid, await ripeHeader());
    expect(real.status).toBe(400);
    const tooFast = await post('/contacts', invalid, (await solvedChallenge()).header);
    const honeypot = await post('/contacts', { ...invalid, [HONEYPOT_FIELD]: 'https://spam.example' }, await ripeHeader());
    expect(tooFast).toEqual(real);
    expect(honeypot).toEqual(real);
  });

  it('derives a request’s id from the idempotency key as the real path does; nothing is stored', async () => {
    const realKey = crypto.randomUUID();
    const real = await post('/contacts', contactBody(), { ...(await ripeHeader()), [IDEMPOTENCY_HEADER]: realKey });
    expect(real).toEqual({ status: 201, json: { id: idFromIdempotencyKey('contact', realKey) } });
    expect(await getStoredRequest(local, 'contacts', idFromIdempotencyKey('contact', realKey))).toBeDefined();

    // Too fast, then a filled honeypot (each proof fetched right before its post).
    const traps = [
      { header: async () => (await solvedChallenge()).header, body: contactBody() },
      { header: ripeHeader, body: { ...contactBody(), [HONEYPOT_FIELD]: 'https://spam.example' } },
    ];
    for (const trap of traps) {
      const key = crypto.randomUUID();
      const decoy = await post('/contacts', trap.body, { ...(await trap.header()), [IDEMPOTENCY_HEADER]: key });
      expect(decoy).toEqual({ status: 201, json: { id: idFromIdempotencyKey('contact', key) } });
      expect(await getStoredRequest(local, 'contacts', idFromIdempotencyKey('contact', key))).toBeUndefined();
    }
    const demoKey = crypto.randomUUID();
    const demo = await post(
      '/demo-requests',
      { first_name: 'Tina', last_name: 'Trap', company_name: 'Falle AG', email: uniqueEmail('demo'), phone: '030 1234567', privacy_accepted: true },
      { ...(await solvedChallenge()).header, [IDEMPOTENCY_HEADER]: demoKey },
    );
    expect(demo).toEqual({ status: 201, json: { id: idFromIdempotencyKey('demo_request', demoKey) } });
  });

  it('answers a booking like the real path: offered slots only, the slot normalised, one id per idempotency key', async () => {
    const slots = ((await (await fetch(`${local.urls.api}/intro-calls/slots`)).json()) as IntroCallSlotsBody).slots;
    const slot = slots.at(-1) ?? '';
    const unnormalised = slot.replace('.000Z', 'Z');
    const booking = { slot: unnormalised, name: 'Tina Trap', email: uniqueEmail('termin'), phone: '030 1234567' };

    const notOffered = { ...booking, slot: '2020-01-06T08:00:00Z' };
    const realRefusal = await post('/intro-calls', notOffered, await ripeHeader());
    expect(realRefusal.status).toBe(400);
    expect(await post('/intro-calls', notOffered, (await solvedChallenge()).header)).toEqual(realRefusal);

    const key = crypto.randomUUID();
    const first = await post('/intro-calls', booking, { ...(await solvedChallenge()).header, [IDEMPOTENCY_HEADER]: key });
    const retry = await post('/intro-calls', booking, { ...(await solvedChallenge()).header, [IDEMPOTENCY_HEADER]: key });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/), slot });
    expect(retry).toEqual(first);
    // Nothing was booked: the slot is still offered.
    const after = ((await (await fetch(`${local.urls.api}/intro-calls/slots`)).json()) as IntroCallSlotsBody).slots;
    expect(after).toContain(slot);
  });
});

describe('the minimum fill time', () => {
  it(`is at least ${MIN_FILL_SECONDS} s from the challenge’s issue, to the millisecond`, async () => {
    // A challenge issued late in its second (the old check counted from the second before it).
    await until(Math.ceil(Date.now() / 1000) * 1000 + 600);
    const { header, requestedAt } = await solvedChallenge();
    // At most MIN_FILL_SECONDS − 0.5 s after the issue (which came after the request started).
    await until(requestedAt + MIN_FILL_SECONDS * 1000 - 500);
    const key = crypto.randomUUID();
    const early = await post('/contacts', contactBody(), { ...header, [IDEMPOTENCY_HEADER]: key });
    expect(early.status).toBe(201);
    expect(await getStoredRequest(local, 'contacts', idFromIdempotencyKey('contact', key)), 'a post before the fill time is a decoy: nothing stored').toBeUndefined();

    // After it (counted from the answer, which came after the issue): stored.
    const ripeKey = crypto.randomUUID();
    const ripe = await post('/contacts', contactBody(), { ...(await ripeHeader()), [IDEMPOTENCY_HEADER]: ripeKey });
    expect(ripe.status).toBe(201);
    expect(await getStoredRequest(local, 'contacts', idFromIdempotencyKey('contact', ripeKey))).toBeDefined();
  });
});
