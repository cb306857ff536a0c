import { firstMessage, forkLocalProcess, stopLocalProcess } from './child-process';

interface StartMessage {
  ready?: boolean;
  description?: unknown;
  error?: { name: string; message: string };
}

/** The stand-ins that can run in a process of their own: module file (relative to this folder) and start function. */
const services = {
  s3: { module: '../s3/s3.ts', start: 'startS3' },
  cognito: { module: '../cognito/cognito.ts', start: 'startCognito' },
  ses: { module: '../ses/ses.ts', start: 'startSes' },
  pipedrive: { module: '../crm/pipedrive-fake.ts', start: 'startPipedriveFake' },
} as const;

/**
 * Starts a stand-in (its `start…` function) in a child process, so its request handling, state writes
 * and garbage collection stay off the API's event loop, as the real service runs elsewhere. `nice`
 * (0–19) puts it behind the API in the CPU's queue. Resolves to what the start function returned,
 * with a `stop` that ends the process (after the stand-in's own stop, e.g. a final state write).
 */
export async function startServiceProcess<T extends { stop(): Promise<void> }>(
  service: keyof typeof services,
  args: unknown[],
  options: { nice?: number } = {},
): Promise<T> {
  const { module, start } = services[service];
  const child = forkLocalProcess(new URL('./service-process-entry.mjs', import.meta.url), [module, start, JSON.stringify(args)], options.nice);
  const message = await firstMessage<StartMessage>(child, `The local ${service} process`);
  if (!message.ready) {
    throw Object.assign(new Error(message.error?.message ?? `The local ${service} did not start`), { name: message.error?.name ?? 'Error' });
  }
  const description = message.description as Omit<T, 'stop'>;
  child.on('error', (error) => console.error(`[local] ${service} process: ${error.message}`));
  // The stand-in's own stop (e.g. the CRM fake's last state write) runs before the process ends.
  return { ...description, stop: () => stopLocalProcess(child, 5_000) } as T;
}
