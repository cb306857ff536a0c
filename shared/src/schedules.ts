import { SWEEP_INTERVAL_MINUTES } from './constants';
import type { Grant } from './api-routes';

/**
 * Handlers that run on a timer: an EventBridge rate rule on AWS (the CDK schedules construct), a
 * timer in the local environment (infra/local/scheduler.ts). Both read this list.
 */
export interface ScheduledTask {
  id: string;
  /** `services/src/handlers/{handler}.ts` */
  handler: string;
  rateMinutes: number;
  grants: ReadonlyArray<Grant>;
}

export const scheduledTasks = [
  {
    // Publishes the event of every request stored without one (the bus was down when it was stored).
    id: 'PublishSweeper',
    handler: 'publish-sweeper',
    rateMinutes: SWEEP_INTERVAL_MINUTES,
    // Reads the sparse unpublished index, claims and marks the record, publishes the event.
    grants: [
      { table: 'contacts', access: ['query', 'update'] },
      { table: 'demo_requests', access: ['query', 'update'] },
      { bus: 'events', access: 'put' },
    ],
  },
] as const satisfies ReadonlyArray<ScheduledTask>;

/** Overrides SWEEP_MIN_AGE_SECONDS for the sweeper (the local environment's tests use a second). */
export const SWEEP_MIN_AGE_ENV = 'SWEEP_MIN_AGE_SECONDS';
