import type { ChildProcess } from 'node:child_process';
import pLimit from 'p-limit';
import { firstMessage, forkLocalProcess, stopLocalProcess } from '../core/child-process';
import { isReusingLocalProcesses, keepProcess, takeKeptProcess } from '../core/process-pool';

interface Reply {
  id?: number;
  ready?: boolean;
  ok?: boolean;
  result?: unknown;
  error?: { name: string; message: string };
}

export interface LambdaProcess {
  invoke(handler: string, event: unknown, timeoutMs: number): Promise<unknown>;
  /** Invocations running in the process, and those waiting for one of its `concurrency` slots. */
  load(): { running: number; waiting: number };
  stop(): Promise<void>;
}

/**
 * Invocations the local Lambda process runs at once unless told otherwise (LambdaProcessOptions).
 * A form post's deliveries make ~13 DynamoDB calls (the API's own: 6) on the same two cores as the
 * API and the one dynalite; with every delivery of a 50-posts/s run started at once, hundreds of
 * them held requests in flight and the API's answers queued behind them (load benchmark p99
 * 99–250 ms; with at most 4 running, median 45 ms, under 100 ms in 16 of 18 runs). The
 * deliveries catch up after the run instead (docs/benchmarks.md).
 */
export const LOCAL_LAMBDA_CONCURRENCY = 4;

export interface LambdaProcessOptions {
  /**
   * Scheduling priority ("nice" value, 0–19) of the process. On AWS the event targets run on other
   * machines than the API; on one machine a higher value lets the API's answers go first while the
   * deliveries use the remaining CPU (they are asynchronous and catch up after a burst).
   */
  nice?: number;
  /**
   * Variables the process gets instead of this process's (e.g. the background endpoint of the local
   * DynamoDB); they stay, whatever this process's own values become.
   */
  environment?: Record<string, string>;
  /**
   * How many invocations run at once (default LOCAL_LAMBDA_CONCURRENCY); the others wait in arrival
   * order, as events wait in Lambda's asynchronous queue while a function is at its concurrency
   * limit. The wait does not count towards the invocation's timeout.
   */
  concurrency?: number;
  /**
   * Variables that differ from one environment to the next and that the handlers read on each call (the
   * HMAC key, the pool's ids, a test's settings). While the test kit reuses processes (core/process-pool.ts),
   * a stopped process serves the next environment if everything else of its environment is the same: the
   * handlers' modules keep what they made from it when they loaded (SDK clients for the stand-ins'
   * endpoints, the logger), as a warm Lambda container does, and get the new values of these (and any later
   * change) with each invocation.
   */
  readPerCall?: readonly string[];
}

/**
 * The variables of `env` that differ from `previous` (null: removed), updating that snapshot; the
 * `fixed` ones are never sent (the process keeps its own value).
 */
export function environmentChanges(previous: Map<string, string>, fixed: Record<string, string>, env: NodeJS.ProcessEnv = process.env): Record<string, string | null> | undefined {
  let changes: Record<string, string | null> | undefined;
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || name in fixed || previous.get(name) === value) continue;
    (changes ??= {})[name] = value;
    previous.set(name, value);
  }
  for (const name of previous.keys()) {
    if (env[name] !== undefined || name in fixed) continue;
    (changes ??= {})[name] = null;
    previous.delete(name);
  }
  return changes;
}

/**
 * The event targets and scheduled handlers run in a child process, so their CRM calls, mails,
 * retries and garbage collection do not compete with the API handlers on the gateway's event loop
 * (as Lambda runs them in their own containers). The child starts with this process's environment
 * and receives its later changes with each invocation (the handlers read it per call).
 */
export async function startLambdaProcess(options: LambdaProcessOptions = {}): Promise<LambdaProcess> {
  const fixed = options.environment ?? {};
  const reuse = isReusingLocalProcesses();
  const key = reuse ? keptProcessKey(options, fixed) : '';
  const kept = reuse ? takeKeptProcess(key) : undefined;
  let child: ChildProcess;
  // What the process's environment is: the values last sent to it (a kept one) or this process's.
  let sentEnvironment: Map<string, string>;
  if (kept) {
    child = kept.child;
    sentEnvironment = kept.memo as Map<string, string>;
  } else {
    child = forkLocalProcess(new URL('./lambda-process-entry.mjs', import.meta.url), [], options.nice, fixed);
    sentEnvironment = new Map(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
    // The entry's first message is its "ready".
    await firstMessage<Reply>(child, 'The local Lambda process');
    // A failed send (the process died) must not crash the environment; the exit rejects what is pending.
    child.on('error', (error) => console.error(`[local] Lambda process: ${error.message}`));
  }
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  const received = (reply: Reply): void => {
    if (reply.id === undefined) return;
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (!waiter) return;
    if (reply.ok) waiter.resolve(reply.result);
    else waiter.reject(Object.assign(new Error(reply.error?.message ?? 'Handler failed'), { name: reply.error?.name ?? 'Error' }));
  };
  const exited = (code: number | null, signal: NodeJS.Signals | null): void => {
    if (pending.size > 0 || code) console.error(`[local] The Lambda process exited (${String(code ?? signal)})`);
    for (const waiter of pending.values()) waiter.reject(new Error(`The local Lambda process exited (${String(code ?? signal)})`));
    pending.clear();
  };
  child.on('message', received);
  child.on('exit', exited);
  const invokeNow = (handler: string, event: unknown, timeoutMs: number): Promise<unknown> =>
    new Promise((resolve, reject) => {
      if (!child.connected) return reject(new Error('The local Lambda process is not running'));
      const id = nextId++;
      pending.set(id, { resolve, reject });
      // The environment is compared when the invocation starts, not when it was queued.
      child.send({ id, handler, event, timeoutMs, envChanges: environmentChanges(sentEnvironment, fixed) });
    });
  const slots = pLimit(Math.max(1, Math.floor(options.concurrency ?? LOCAL_LAMBDA_CONCURRENCY)));
  return {
    invoke: (handler, event, timeoutMs) => slots(() => invokeNow(handler, event, timeoutMs)),
    load: () => ({ running: slots.activeCount, waiting: slots.pendingCount }),
    stop: async () => {
      // Nothing running: kept for the next environment (while the test kit reuses processes).
      if (reuse && pending.size === 0 && child.connected) {
        child.off('message', received);
        child.off('exit', exited);
        keepProcess(key, child, sentEnvironment, 'lambda');
        return;
      }
      // A handler stuck in a call must not keep the environment from stopping: killed after 2 s.
      await stopLocalProcess(child, 2_000);
    },
  };
}

/** A kept process serves a start with the same priority and environment, but for the variables read per call. */
function keptProcessKey(options: LambdaProcessOptions, fixed: Record<string, string>): string {
  const perCall = new Set(options.readPerCall ?? []);
  const environment = Object.entries({ ...process.env, ...fixed })
    // VITEST_*: the test runner's own bookkeeping (VITEST_WORKER_ID changes with every file); no handler reads it.
    .filter(([name, value]) => value !== undefined && !perCall.has(name) && !name.startsWith('VITEST_'))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `lambda#${options.nice ?? 0}#${JSON.stringify(environment)}`;
}
