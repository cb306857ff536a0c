import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

interface StartMessage {
  ready?: boolean;
  description?: unknown;
  error?: { name: string; message: string };
}

/** The stand-ins that can run in a process of their own: module file in this folder and start function. */
const services = {
  s3: { module: 's3.ts', start: 'startS3' },
  cognito: { module: 'cognito.ts', start: 'startCognito' },
  ses: { module: 'ses.ts', start: 'startSes' },
  pipedrive: { module: 'pipedrive-fake.ts', start: 'startPipedriveFake' },
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
  const description = await new Promise<Omit<T, 'stop'>>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The local ${service} process exited during start-up (${String(code)})`)));
    child.once('message', (message: StartMessage) => {
      if (message.ready) resolve(message.description as Omit<T, 'stop'>);
      else reject(Object.assign(new Error(message.error?.message ?? `The local ${service} did not start`), { name: message.error?.name ?? 'Error' }));
    });
  });
  child.removeAllListeners('exit');
  child.removeAllListeners('error');
  child.on('error', (error) => console.error(`[local] ${service} process: ${error.message}`));
  // The stand-in's own stop (e.g. the CRM fake's last state write) runs before the process ends.
  return { ...description, stop: () => stopLocalProcess(child, 5_000) } as T;
}

/**
 * Ends a process of forkLocalProcess: closing the IPC channel makes it stop what it runs and exit;
 * if it has not exited after `killAfterMs` (something stuck in a call), it is killed.
 */
export async function stopLocalProcess(child: ChildProcess, killAfterMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.disconnect();
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  await exited;
  clearTimeout(timer);
}

const NICE = '/usr/bin/nice';

/**
 * Forks a Node process of the local environment with an IPC channel, inheriting this process's
 * environment and output. With `nice` (1–19) it starts through `nice -n`, so every thread of it
 * (V8's compiler and garbage collector, libuv's pool) has the lower priority from the start, not only
 * the main thread (which is all `os.setPriority` on a running process changes on Linux).
 */
export function forkLocalProcess(entry: URL, args: string[], nice?: number): ChildProcess {
  const niced = nice !== undefined && nice > 0 && existsSync(NICE);
  return fork(entry, args, {
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    ...(niced ? { execPath: NICE, execArgv: ['-n', String(nice), process.execPath, ...process.execArgv] } : {}),
  });
}
