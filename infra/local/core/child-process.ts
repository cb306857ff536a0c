import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

const NICE = '/usr/bin/nice';

/**
 * Forks a Node process of the local environment with an IPC channel, inheriting this process's
 * environment and output. With `nice` (1–19) it starts through `nice -n`, so every thread of it
 * (V8's compiler and garbage collector, libuv's pool) has the lower priority from the start, not only
 * the main thread (which is all `os.setPriority` on a running process changes on Linux).
 * `environment` adds to or replaces this process's variables.
 */
export function forkLocalProcess(entry: URL, args: string[], nice?: number, environment: Record<string, string> = {}): ChildProcess {
  const niced = nice !== undefined && nice > 0 && existsSync(NICE);
  return fork(entry, args, {
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    ...(niced ? { execPath: NICE, execArgv: ['-n', String(nice), process.execPath, ...process.execArgv] } : {}),
  });
}

/**
 * The first IPC message of a starting process (its "ready" or its start error); rejects if the process
 * fails to spawn or exits before it says anything.
 */
export function firstMessage<T>(child: ChildProcess, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const done = (): void => {
      child.off('error', failed);
      child.off('exit', exited);
      child.off('message', received);
    };
    const failed = (error: Error): void => {
      done();
      reject(error);
    };
    const exited = (code: number | null): void => {
      done();
      reject(new Error(`${what} exited during start-up (${String(code)})`));
    };
    const received = (message: T): void => {
      done();
      resolve(message);
    };
    child.on('error', failed);
    child.on('exit', exited);
    child.on('message', received);
  });
}

/**
 * Ends a local child process: closing the IPC channel makes it stop what it runs and exit; if it has
 * not exited after `killAfterMs` (something stuck in a call), it is killed.
 */
export async function stopLocalProcess(child: ChildProcess, killAfterMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.disconnect();
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  await exited;
  clearTimeout(timer);
}
