import { describe, expect, it } from 'vitest';
import { LambdaTimeoutError } from '../core/lambda';
import { startApiProcesses } from './api-processes';
import { errorOf } from './lambda-process';

describe("the API's functions in processes of their own", () => {
  it('spreads concurrent invocations over the processes and answers each', async () => {
    const api = await startApiProcesses(2);
    try {
      // A name the runtime refuses: each invocation is a round trip to a process and back.
      const invocations = Array.from({ length: 4 }, () => api.invoke('not a handler', {}, 1_000).then(() => 'answered', (error: Error) => error.message));
      expect(api.running()).toEqual([2, 2]);
      expect(await Promise.all(invocations)).toEqual(Array(4).fill('Invalid handler name: not a handler'));
      expect(api.running()).toEqual([0, 0]);
    } finally {
      await api.stop();
    }
  });

  it('reports a function past its timeout as a Lambda timeout, which the gateway answers 503', () => {
    // The process sends the error's name and message; the gateway tells a timeout by its class.
    const timeout = errorOf({ name: 'LambdaTimeoutError', message: 'Task timed out after 10.00 seconds' });
    expect(timeout).toBeInstanceOf(LambdaTimeoutError);
    expect(timeout.message).toBe('Task timed out after 10.00 seconds');
    const other = errorOf({ name: 'TypeError', message: 'x is not a function' });
    expect(other).not.toBeInstanceOf(LambdaTimeoutError);
    expect([other.name, other.message]).toEqual(['TypeError', 'x is not a function']);
  });
});
