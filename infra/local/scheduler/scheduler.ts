import type { ScheduledTask } from '@rufbereit/shared';

export interface SchedulerOptions {
  tasks: ReadonlyArray<ScheduledTask>;
  /** Milliseconds between runs of every task (on AWS: the task's rate in minutes). */
  intervalMs: number;
  invoke: (handler: string, event: unknown) => Promise<unknown>;
  log: (line: string) => void;
}

export interface LocalScheduler {
  /** Runs every task once now (tests use it instead of waiting for the timer). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The local stand-in for the stack's rate rules: a timer per task that invokes its handler with a
 * scheduled event, never two runs of one task at once (a rule may overlap runs on AWS; the sweeper's
 * claims make that harmless there). A failed run is logged; the next run repeats the work.
 */
export function startScheduler(options: SchedulerOptions): LocalScheduler {
  const running = new Map<string, Promise<void>>();
  const run = (task: ScheduledTask): Promise<void> => {
    const current = running.get(task.id);
    if (current) return current;
    const event = { version: '0', id: `local-${Date.now()}`, 'detail-type': 'Scheduled Event', source: 'aws.events', time: new Date().toISOString(), detail: {} };
    const pending = options
      .invoke(task.handler, event)
      .then(() => undefined)
      .catch((error: unknown) => options.log(`[scheduler] ${task.handler} failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => running.delete(task.id));
    running.set(task.id, pending);
    return pending;
  };
  const timers = options.tasks.map((task) => setInterval(() => void run(task), options.intervalMs));
  timers.forEach((timer) => timer.unref());
  return {
    runNow: async () => {
      await Promise.all(options.tasks.map(run));
    },
    stop: async () => {
      timers.forEach(clearInterval);
      await Promise.all(running.values());
    },
  };
}
