import type { ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { firstMessage, forkLocalProcess, stopLocalProcess } from './child-process';

interface StartMessage {
  ready?: boolean;
  description?: unknown;
  error?: { name: string; message: string };
}

/**
 * A stand-in that runs in a process of its own: its name (in messages), its module and the module's start
 * function. Each stand-in names its own (its stand-in.ts); this module knows none of them.
 */
export interface ProcessStandIn {
  name: string;
  /** The stand-in's module file (a file: URL). */
  module: URL;
  start: string;
  /**
   * Its process may serve one start after another (`reuseServiceProcesses`): everything of a start lives in
   * what the start function made and its `stop` ends (servers, stores, timers), and a start begins from
   * nothing the module kept. Only then a second start in the same process is the same as one in a new process.
   * `{ keeps }`: what a process keeps from its first start beyond that (e.g. the environment a trigger's module
   * read when it loaded), as a string; a kept process serves only a start with the same.
   */
  reusable?: boolean | { keeps: string };
}

const STOP_TIMEOUT_MS = 5_000;

/** Processes of reusable stand-ins that stopped what they ran, by module, start function and priority. */
interface ProcessPool {
  enabled: boolean;
  idle: Map<string, ChildProcess[]>;
}
// On globalThis: the test kit reloads this module after each environment (vi.resetModules), the pool outlives it.
const POOL = Symbol.for('rufbereit.local.serviceProcessPool');
const pool = (): ProcessPool => ((globalThis as { [POOL]?: ProcessPool })[POOL] ??= { enabled: false, idle: new Map() });

/**
 * Keeps the processes of reusable stand-ins after their stop, for the next environment this process starts
 * (the test kit: the files with an environment of their own start one after the other in a vitest worker).
 * A new start then costs the stand-in's start, not a new Node process loading tsx and the emulator's
 * packages (~0.5–1 s of CPU each for Cognito, SES and S3). The kept processes end with this one (their IPC channel
 * closes) and never keep it alive.
 */
export function reuseServiceProcesses(on = true): void {
  const { idle } = pool();
  pool().enabled = on;
  if (on) return;
  // Off: the kept processes end (closing the channel makes one exit).
  for (const child of [...idle.values()].flat()) if (child.connected) child.disconnect();
  idle.clear();
}

/** How many stopped stand-in processes wait for a next start (for the tests of the reuse). */
export const idleServiceProcessCount = (): number => [...pool().idle.values()].reduce((sum, kept) => sum + kept.length, 0);

/**
 * Starts a stand-in (its `start…` function) in a child process, so its request handling, state writes
 * and garbage collection stay off the API's event loop, as the real service runs elsewhere. `nice`
 * (0–19) puts it behind the API in the CPU's queue. Resolves to what the start function returned,
 * with a `stop` that ends the process (after the stand-in's own stop, e.g. a final state write), or,
 * for a reusable stand-in while `reuseServiceProcesses` is on, stops the stand-in and keeps the process.
 */
export async function startServiceProcess<T extends { stop(): Promise<void> }>(
  { name, module, start, reusable = false }: ProcessStandIn,
  args: unknown[],
  options: { nice?: number } = {},
): Promise<T> {
  const keeps = typeof reusable === 'object' ? reusable.keeps : '';
  const key = `${module.href}#${start}#${options.nice ?? 0}#${keeps}`;
  const reuse = reusable !== false && pool().enabled;
  let child = reuse ? takeIdle(key) : undefined;
  if (child) {
    child.ref();
    (child.channel as { ref?: () => void } | undefined)?.ref?.();
    child.send({ start: args });
  } else {
    child = forkLocalProcess(new URL('./service-process-entry.mjs', import.meta.url), [module.href, start, JSON.stringify(args)], options.nice);
    child.on('error', (error) => console.error(`[local] ${name} process: ${error.message}`));
  }
  const message = await firstMessage<StartMessage>(child, `The local ${name} process`);
  if (!message.ready) {
    throw Object.assign(new Error(message.error?.message ?? `The local ${name} did not start`), { name: message.error?.name ?? 'Error' });
  }
  const description = message.description as Omit<T, 'stop'>;
  const running = child;
  // The stand-in's own stop (e.g. the CRM fake's last state write) runs before the process ends.
  const stop = reuse ? () => stopAndKeep(running, key) : () => stopLocalProcess(running, STOP_TIMEOUT_MS);
  return { ...description, stop } as T;
}

function takeIdle(key: string): ChildProcess | undefined {
  const idle = pool().idle.get(key) ?? [];
  for (let child = idle.pop(); child; child = idle.pop()) {
    if (child.connected && child.exitCode === null && child.signalCode === null) return child;
  }
  return undefined;
}

/** Stops the stand-in in its process and keeps the process for the next start; one that does not answer ends. */
async function stopAndKeep(child: ChildProcess, key: string): Promise<void> {
  if (!child.connected) return stopLocalProcess(child, STOP_TIMEOUT_MS);
  child.send({ stop: true });
  const answer = await Promise.race([
    firstMessage<{ stopped?: boolean }>(child, 'A local stand-in process').catch(() => undefined),
    delay(STOP_TIMEOUT_MS, undefined, { ref: false }),
  ]);
  if (!answer?.stopped) return stopLocalProcess(child, STOP_TIMEOUT_MS);
  // Idle, it must not keep this process alive.
  child.unref();
  (child.channel as { unref?: () => void } | undefined)?.unref?.();
  const idle = pool().idle;
  idle.set(key, [...(idle.get(key) ?? []), child]);
}
