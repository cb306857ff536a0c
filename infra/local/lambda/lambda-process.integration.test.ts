import { afterAll, describe, expect, it } from 'vitest';
import { keptProcessCount, reuseLocalProcesses } from '../core/process-pool';
import { environmentChanges, startLambdaProcess } from './lambda-process';

describe('the environment changes sent to the local Lambda process', () => {
  it('sends changed, new and removed variables once', () => {
    const previous = new Map([
      ['KEPT', 'same'],
      ['CHANGED', 'old'],
      ['REMOVED', 'x'],
    ]);
    const env = { KEPT: 'same', CHANGED: 'new', ADDED: 'yes' };
    expect(environmentChanges(previous, {}, env)).toEqual({ CHANGED: 'new', ADDED: 'yes', REMOVED: null });
    expect(environmentChanges(previous, {}, env)).toBeUndefined();
  });

  it('never sends a variable the process was given for good (the background DynamoDB endpoint)', () => {
    const fixed = { AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:4569' };
    const previous = new Map([['AWS_ENDPOINT_URL_DYNAMODB', 'http://127.0.0.1:4567']]);
    expect(environmentChanges(previous, fixed, { AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:9999' })).toBeUndefined();
    expect(environmentChanges(previous, fixed, {})).toBeUndefined();
  });
});

describe('the local Lambda process', () => {
  it('runs at most its concurrency of invocations at once; the others wait their turn, and every one is answered', async () => {
    const lambdas = await startLambdaProcess({ concurrency: 2 });
    try {
      // A name the runtime refuses: each invocation is a round trip to the process and back.
      const invocations = Array.from({ length: 5 }, () => lambdas.invoke('not a handler', {}, 1_000).then(() => 'answered', (error: Error) => error.message));
      await Promise.resolve();
      expect(lambdas.load()).toEqual({ running: 2, waiting: 3 });
      const seen: Array<{ running: number; waiting: number }> = [];
      const answers = await Promise.all(invocations.map((invocation) => invocation.finally(() => seen.push(lambdas.load()))));
      expect(answers).toEqual(Array(5).fill('Invalid handler name: not a handler'));
      expect(Math.max(...seen.map((load) => load.running))).toBeLessThanOrEqual(2);
      expect(lambdas.load()).toEqual({ running: 0, waiting: 0 });
    } finally {
      await lambdas.stop();
    }
  });
});

describe('a Lambda process kept for the next environment (the test kit: core/process-pool.ts)', () => {
  afterAll(() => {
    reuseLocalProcesses(false);
    delete process.env.LAMBDA_REUSE_TEST_KEY;
    delete process.env.LAMBDA_REUSE_TEST_SETTING;
  });
  const start = () => startLambdaProcess({ readPerCall: ['LAMBDA_REUSE_TEST_KEY'] });
  const answers = async (lambdas: Awaited<ReturnType<typeof startLambdaProcess>>): Promise<string> =>
    lambdas.invoke('not a handler', {}, 1_000).then(() => 'answered', (error: Error) => error.message);

  it('serves the next start whose environment differs only in what the handlers read per call; another gets a new process', async () => {
    reuseLocalProcesses();
    process.env.LAMBDA_REUSE_TEST_KEY = 'Schlüssel 1';
    const first = await start();
    expect(await answers(first)).toBe('Invalid handler name: not a handler');
    await first.stop();
    expect(keptProcessCount()).toBe(1);

    // A new key (read per call): the kept process serves it.
    process.env.LAMBDA_REUSE_TEST_KEY = 'Schlüssel 2';
    const second = await start();
    expect(keptProcessCount()).toBe(0);
    expect(await answers(second)).toBe('Invalid handler name: not a handler');
    await second.stop();
    expect(keptProcessCount()).toBe(1);

    // Another setting a module could have read when it loaded: a new process, and only it is kept then.
    process.env.LAMBDA_REUSE_TEST_SETTING = 'anders';
    const third = await start();
    expect(keptProcessCount()).toBe(1);
    expect(await answers(third)).toBe('Invalid handler name: not a handler');
    await third.stop();
    expect(keptProcessCount()).toBe(1);
  });
});
