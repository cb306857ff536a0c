// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROOF_OF_WORK_HEADER, type ProofOfWorkChallenge } from '@rufbereit/shared';
import { FormGuard } from './form-guard';

vi.mock('./solve', () => ({ findNumber: async () => 7 }));

const challenge = (minFillSeconds: number): ProofOfWorkChallenge => ({ algorithm: 'SHA-256', challenge: 'c'.repeat(64), maxnumber: 10, salt: 's', signature: 'f'.repeat(64), minFillSeconds });
const serving = (body: ProofOfWorkChallenge) => async () => new Response(JSON.stringify(body), { status: 200 });

/** Milliseconds until `take` resolves, on a fake clock. */
async function waitOf(guard: FormGuard): Promise<number> {
  const started = Date.now();
  let done = false;
  const taking = guard.take().then((result) => ((done = true), result));
  while (!done) await vi.advanceTimersByTimeAsync(100);
  expect((await taking).headers[PROOF_OF_WORK_HEADER]).toBeTruthy();
  return Date.now() - started;
}

describe('FormGuard', () => {
  afterEach(() => void vi.useRealTimers());

  it('waits the minimum fill time the API named with the challenge, plus the margin', async () => {
    vi.useFakeTimers();
    const waited = await waitOf(new FormGuard(serving(challenge(3))));
    expect(waited).toBeGreaterThanOrEqual(3_500);
    expect(waited).toBeLessThan(3_700);
  });

  it('posts after the margin only when the API runs without a fill time', async () => {
    vi.useFakeTimers();
    expect(await waitOf(new FormGuard(serving(challenge(0))))).toBeLessThan(700);
  });
});
