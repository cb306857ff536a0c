import type { ChildProcess } from 'node:child_process';

/**
 * Processes of the local environment kept after their environment stopped, for the next environment this
 * process starts (the test kit: the files with an environment of their own start one after the other in a
 * vitest worker). A new start then costs the stand-in's start, not a new Node process loading tsx and the
 * emulator's packages (~0.5–1 s of CPU each for Cognito, SES and S3, ~1 s for the Lambda process's
 * handlers). Off unless `reuseLocalProcesses` turns it on (`npm start` forks and ends them as before).
 * A kept process ends with this one (its IPC channel closes) and never keeps it alive.
 */
interface KeptProcess {
  child: ChildProcess;
  /** What the parent side remembers about the process (e.g. the environment it last sent it). */
  memo?: unknown;
}
interface ProcessPool {
  enabled: boolean;
  /** By what a process must match to serve a start: its module, start function, priority, and what it keeps. */
  idle: Map<string, KeptProcess[]>;
}
// On globalThis: the test kit reloads our modules after each environment (vi.resetModules), the pool outlives them.
const POOL = Symbol.for('rufbereit.local.processPool');
const pool = (): ProcessPool => ((globalThis as { [POOL]?: ProcessPool })[POOL] ??= { enabled: false, idle: new Map() });

/** Turns the reuse on, or off (then the kept processes end: closing its channel makes one exit). */
export function reuseLocalProcesses(on = true): void {
  const { idle } = pool();
  pool().enabled = on;
  if (on) return;
  for (const { child } of [...idle.values()].flat()) if (child.connected) child.disconnect();
  idle.clear();
}

export const isReusingLocalProcesses = (): boolean => pool().enabled;

/** How many processes wait for a next start (for the tests of the reuse). */
export const keptProcessCount = (): number => [...pool().idle.values()].reduce((sum, kept) => sum + kept.length, 0);

/** A kept process for `key` that still runs, taken out of the pool and holding this process alive again. */
export function takeKeptProcess(key: string): KeptProcess | undefined {
  const idle = pool().idle.get(key) ?? [];
  for (let kept = idle.pop(); kept; kept = idle.pop()) {
    const { child } = kept;
    if (!child.connected || child.exitCode !== null || child.signalCode !== null) continue;
    child.ref();
    (child.channel as { ref?: () => void } | undefined)?.ref?.();
    return kept;
  }
  return undefined;
}

/**
 * Keeps a process whose work has stopped for the next start with the same `key`. With `family`, one process
 * of that family waits at most: one kept for another key ends (e.g. a Lambda process for other settings).
 */
export function keepProcess(key: string, child: ChildProcess, memo?: unknown, family?: string): void {
  child.unref();
  (child.channel as { unref?: () => void } | undefined)?.unref?.();
  const idle = pool().idle;
  if (family !== undefined) {
    for (const [other, kept] of idle) {
      if (other === key || !other.startsWith(`${family}#`)) continue;
      for (const { child: older } of kept) if (older.connected) older.disconnect();
      idle.delete(other);
    }
  }
  idle.set(key, [...(idle.get(key) ?? []), { child, memo }]);
}
