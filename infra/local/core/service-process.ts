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
}

/**
 * Starts a stand-in (its `start…` function) in a child process, so its request handling, state writes
 * and garbage collection stay off the API's event loop, as the real service runs elsewhere. `nice`
 * (0–19) puts it behind the API in the CPU's queue. Resolves to what the start function returned,
 * with a `stop` that ends the process (after the stand-in's own stop, e.g. a final state write).
 */
export async function startServiceProcess<T extends { stop(): Promise<void> }>(
  { name, module, start }: ProcessStandIn,
  args: unknown[],
  options: { nice?: number } = {},
): Promise<T> {
  const child = forkLocalProcess(new URL('./service-process-entry.mjs', import.meta.url), [module.href, start, JSON.stringify(args)], options.nice);
  const message = await firstMessage<StartMessage>(child, `The local ${name} process`);
  if (!message.ready) {
    throw Object.assign(new Error(message.error?.message ?? `The local ${name} did not start`), { name: message.error?.name ?? 'Error' });
  }
  const description = message.description as Omit<T, 'stop'>;
  child.on('error', (error) => console.error(`[local] ${name} process: ${error.message}`));
  // The stand-in's own stop (e.g. the CRM fake's last state write) runs before the process ends.
  return { ...description, stop: () => stopLocalProcess(child, 5_000) } as T;
}
