import { scheduledTasks } from '@rufbereit/shared';
import type { InvokeHandler } from '../core/lambda';
import type { Running, StandIn } from '../core/stand-in';
import { startScheduler } from './scheduler';

export interface SchedulerNeeds {
  /** Runs a task's function (the Lambda stand-in's background process). */
  invoke: InvokeHandler;
  /** Time between runs of every task (on AWS the task's rate). */
  intervalMs: number;
}

export interface RunningScheduler extends Running {
  /** Runs every task once, now, and waits for it (tests). */
  runNow(): Promise<void>;
}

/** The stack gives scheduled functions 60 s. */
const TASK_TIMEOUT_MS = 60_000;

/** EventBridge's rate rules (shared `scheduledTasks`: the publish sweeper), as timers in this process. */
export const schedulerStandIn: StandIn<SchedulerNeeds, RunningScheduler> = {
  name: 'scheduler',
  standsInFor: 'EventBridge rate rules',
  emulator: 'ours (`scheduler.ts`)',
  adds: ['a timer per scheduled task (`LOCAL_SWEEP_INTERVAL_MS`, default the stack\'s rate), never two runs of one task at once; a failed run is logged and repeated by the next'],
  gaps: ['one interval for every task; a rule on AWS may overlap runs (the sweeper\'s claims make that harmless there)'],
  start: async (context) =>
    startScheduler({
      tasks: scheduledTasks,
      intervalMs: context.intervalMs,
      invoke: (handler, event) => context.invoke(handler, event, TASK_TIMEOUT_MS),
      // A failed run is retried by the next one (its errors are in the handler's own log lines).
      log: context.log,
    }),
};
