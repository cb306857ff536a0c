import { describe, expect, it } from 'vitest';
import type { HourlyReservation } from './dynamo-spam-store';
import { HourlyAllowance } from './hourly-allowance';

const HOUR_MS = 3_600_000;

/** The table's side as reserveWithinHourlyLimit keeps it: uses per scope and hour, never past `limit`. */
function tableOf(limit: number, amount: number, now: () => number) {
  const uses = new Map<string, number>();
  const requests: string[] = [];
  const reserve = async (scope: string): Promise<HourlyReservation> => {
    requests.push(scope);
    const window = Math.floor(now() / HOUR_MS);
    const key = `${scope}#${window}`;
    const used = uses.get(key) ?? 0;
    const granted = used + amount <= limit ? amount : used < limit ? 1 : 0;
    uses.set(key, used + granted);
    return { granted, window };
  };
  return { reserve, requests, uses };
}

async function takeTimes(allowance: HourlyAllowance, scope: string, times: number): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let i = 0; i < times; i++) answers.push(await allowance.take(scope));
  return answers;
}

describe('HourlyAllowance', () => {
  it('asks the table once per reservation and lets exactly the limit through, the last uses one at a time', async () => {
    let clock = 10 * HOUR_MS;
    const table = tableOf(25, 10, () => clock);
    const allowance = new HourlyAllowance(table.reserve, 100, () => clock);
    const answers = await takeTimes(allowance, 'client#a', 27);
    expect(answers.filter(Boolean)).toHaveLength(25);
    expect(answers.slice(25)).toEqual([false, false]);
    // 10 + 10 + five single uses + one refused ask: once refused, the hour is known to be full.
    expect(table.requests).toHaveLength(8);
    clock += HOUR_MS;
    expect(await allowance.take('client#a')).toBe(true);
  });

  it('makes one reservation for requests of a scope at the same moment, and refuses none early at the limit', async () => {
    const clock = 10 * HOUR_MS;
    const table = tableOf(25, 10, () => clock);
    const allowance = new HourlyAllowance(table.reserve, 100, () => clock);
    const answers: boolean[] = [];
    for (let batch = 0; batch < 3; batch++) answers.push(...(await Promise.all(Array.from({ length: 10 }, () => allowance.take('client#d')))));
    expect(answers.filter(Boolean)).toHaveLength(25);
    expect(answers.slice(0, 25).every(Boolean)).toBe(true);
    expect(table.requests.length).toBeLessThan(15);
  });

  it('never lets a scope past the limit however many instances serve it', async () => {
    const clock = 10 * HOUR_MS;
    const table = tableOf(25, 10, () => clock);
    const instances = [0, 1, 2].map(() => new HourlyAllowance(table.reserve, 100, () => clock));
    let letThrough = 0;
    for (let i = 0; i < 60; i++) if (await instances[i % 3]!.take('client#b')) letThrough += 1;
    expect(letThrough).toBeLessThanOrEqual(25);
    // Three instances each hold a reservation: up to 3 × 9 uses may go unspent.
    expect(letThrough).toBeGreaterThanOrEqual(25 - 3 * 9);
  });

  it('starts the next hour with a new reservation, not with what is left of the last', async () => {
    let clock = 10 * HOUR_MS;
    const table = tableOf(600, 10, () => clock);
    const allowance = new HourlyAllowance(table.reserve, 100, () => clock);
    await allowance.take('client#c');
    clock += HOUR_MS;
    await allowance.take('client#c');
    expect(table.requests).toHaveLength(2);
    expect([...table.uses.values()]).toEqual([10, 10]);
  });

  it('forgets its oldest scope when full (its unspent uses are lost, not given to anyone)', async () => {
    const clock = 10 * HOUR_MS;
    const table = tableOf(600, 10, () => clock);
    const allowance = new HourlyAllowance(table.reserve, 2, () => clock);
    for (const scope of ['x', 'y', 'z', 'x']) await allowance.take(scope);
    expect(table.requests).toEqual(['x', 'y', 'z', 'x']);
  });

  it('costs the table nothing more once a scope is refused in an hour (a flood past the limit writes nothing)', async () => {
    const clock = 10 * HOUR_MS;
    const table = tableOf(5, 10, () => clock);
    const allowance = new HourlyAllowance(table.reserve, 100, () => clock);
    await takeTimes(allowance, 'client#flood', 5);
    const asked = table.requests.length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => allowance.take('client#flood')));
    expect(answers.every((answer) => !answer)).toBe(true);
    expect(table.requests.length).toBe(asked + 1);
  });

  it('asks again after a reservation failed (the table was unreachable), and the failure reaches the caller', async () => {
    const clock = 10 * HOUR_MS;
    const table = tableOf(600, 10, () => clock);
    let failNext = true;
    const allowance = new HourlyAllowance(
      (scope) => {
        if (!failNext) return table.reserve(scope);
        failNext = false;
        return Promise.reject(new Error('DynamoDB unreachable'));
      },
      100,
      () => clock,
    );
    await expect(allowance.take('client#e')).rejects.toThrow('DynamoDB unreachable');
    expect(await allowance.take('client#e')).toBe(true);
    expect(table.requests).toEqual(['client#e']);
  });

  it('lets through the request whose reservation the table counted in an hour that ended while it waited', async () => {
    let clock = 11 * HOUR_MS - 1;
    const table = tableOf(600, 10, () => clock);
    const allowance = new HourlyAllowance(
      async (scope) => {
        const made = await table.reserve(scope);
        clock += 2; // the answer arrives in the next hour
        return made;
      },
      100,
      () => clock,
    );
    expect(await allowance.take('client#f')).toBe(true);
    // The rest of that hour's reservation is not spent in the new hour: the next request reserves again.
    expect(await allowance.take('client#f')).toBe(true);
    expect(table.requests).toHaveLength(2);
  });
});
