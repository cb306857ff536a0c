import { describe, expect, it } from 'vitest';
import { nextAttemptAt, retryPolicy } from './retry-policy';

const created = new Date('2026-03-01T00:00:00Z');
const policy = retryPolicy();

describe('the retry policy', () => {
  it('doubles the delay from ~30 s, with jitter in the upper half, up to an hour apart', () => {
    const delay = (failed: number, random: number, now = created) => (nextAttemptAt(policy, created, failed, now, () => random)?.getTime() ?? NaN) - now.getTime();
    expect([delay(1, 0), delay(1, 1)]).toEqual([15_000, 30_000]);
    expect([delay(2, 0), delay(2, 1)]).toEqual([30_000, 60_000]);
    expect(delay(5, 1)).toBe(480_000);
    expect(delay(20, 1)).toBe(3_600_000);
    expect(delay(20, 0)).toBe(1_800_000);
  });

  it('keeps trying for 24 hours after the request was stored, then gives up', () => {
    const late = new Date(created.getTime() + 23 * 3600_000);
    expect(nextAttemptAt(policy, created, 30, late, () => 0)).toEqual(new Date(late.getTime() + 1_800_000));
    expect(nextAttemptAt(policy, created, 30, new Date(created.getTime() + 23.9 * 3600_000), () => 1)).toBeUndefined();
  });

  it('heals a 10-hour outage: about 20 attempts, never two within 15 s', () => {
    let now = created;
    const times: number[] = [];
    for (let failed = 1; now.getTime() - created.getTime() < 10 * 3600_000; failed++) {
      const next = nextAttemptAt(policy, created, failed, now, Math.random);
      if (!next) throw new Error('gave up too early');
      times.push(next.getTime() - now.getTime());
      now = next;
    }
    expect(Math.min(...times)).toBeGreaterThanOrEqual(15_000);
    expect(times.length).toBeGreaterThan(10);
    expect(times.length).toBeLessThan(30);
  });

  it('scales every duration (the local environment runs hours in seconds)', () => {
    expect(retryPolicy(0.001)).toEqual({ firstDelayMs: 30, maxDelayMs: 3600, windowMs: 86_400 });
  });
});
