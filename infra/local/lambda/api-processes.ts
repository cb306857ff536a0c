import type { InvokeHandler } from '../core/lambda';
import { startLambdaProcess, type LambdaProcess } from './lambda-process';

/**
 * The API's functions in processes of their own, as Lambda gives each concurrent invocation an instance
 * of its own (its own SDK clients, event loop and CPU) instead of the gateway's one event loop. Each
 * invocation goes to the process with the fewest running; a process runs any number at once (a
 * synchronous invocation never waits in a queue on AWS).
 *
 * Chosen by `apiProcesses` (startLocalEnvironment) or LOCAL_LAMBDA_API_PROCESSES; 0, the default, keeps
 * the handlers in the gateway's process, where a test's environment changes and module state reach them
 * directly and no process has to load every handler a second time (~3 s of CPU each).
 */
export interface ApiProcesses {
  invoke: InvokeHandler;
  /** Invocations running in each process. */
  running(): number[];
  stop(): Promise<void>;
}

/** Concurrent invocations a process takes: far above any local load, so none waits its turn. */
const UNBOUNDED = 10_000;

export async function startApiProcesses(count: number): Promise<ApiProcesses> {
  const processes: LambdaProcess[] = [];
  try {
    for (const started of await Promise.allSettled(Array.from({ length: count }, () => startLambdaProcess({ concurrency: UNBOUNDED })))) {
      if (started.status === 'rejected') throw started.reason;
      processes.push(started.value);
    }
  } catch (error) {
    await Promise.all(processes.map((p) => p.stop()));
    throw error;
  }
  const leastBusy = (): LambdaProcess => processes.reduce((best, p) => (p.load().running < best.load().running ? p : best));
  return {
    invoke: (handler, event, timeoutMs) => leastBusy().invoke(handler, event, timeoutMs),
    running: () => processes.map((p) => p.load().running),
    stop: async () => {
      await Promise.all(processes.map((p) => p.stop()));
    },
  };
}
