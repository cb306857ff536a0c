import type { ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { firstMessage, forkLocalProcess, stopLocalProcess } from './child-process';
import { isReusingLocalProcesses, keepProcess, takeKeptProcess } from './process-pool';

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
   * Its process may serve one start after another (`reuseLocalProcesses`, process-pool.ts): everything of a start lives in
   * what the start function made and its `stop` ends (servers, stores, timers), and a start begins from
   * nothing the module kept. Only then a second start in the same process is the same as one in a new process.
   * `{ keeps }`: what a process keeps from its first start beyond that (e.g. the environment a trigger's module
   * read when it loaded), as a string; a kept process serves only a start with the same.
   */
  reusable?: boolean | { keeps: string };
}

const STOP_TIMEOUT_MS = 5_000;

/**
 * Starts a stand-in (its `start…` function) in a child process, so its request handling, state writes
 * and garbage collection stay off the API's event loop, as the real service runs elsewhere. `nice`
 * (0–19) puts it behind the API in the CPU's queue. Resolves to what the start function returned,
 * with a `stop` that ends the process (after the stand-in's own stop, e.g. a final state write), or,
 * for a reusable stand-in while `reuseLocalProcesses` is on, stops the stand-in and keeps the process.
 */
export async function startServiceProcess<T extends { stop(): Promise<void> }>(
  { name, module, start, reusable = false }: ProcessStandIn,
  args: unknown[],
  options: { nice?: number } = {},
): Promise<T> {
  const keeps = typeof reusable === 'object' ? reusable.keeps : '';
  const key = `${module.href}#${start}#${options.nice ?? 0}#${keeps}`;
  const reuse = reusable !== false && isReusingLocalProcesses();
  let child = reuse ? takeKeptProcess(key)?.child : undefined;
  if (child) {
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

/** Stops the stand-in in its process and keeps the process for the next start; one that does not answer ends. */
async function stopAndKeep(child: ChildProcess, key: string): Promise<void> {
  if (!child.connected) return stopLocalProcess(child, STOP_TIMEOUT_MS);
  child.send({ stop: true });
  const answer = await Promise.race([
    firstMessage<{ stopped?: boolean }>(child, 'A local stand-in process').catch(() => undefined),
    delay(STOP_TIMEOUT_MS, undefined, { ref: false }),
  ]);
  if (!answer?.stopped) return stopLocalProcess(child, STOP_TIMEOUT_MS);
  keepProcess(key, child);
}
