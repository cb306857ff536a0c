import { SWEEP_INTERVAL_MINUTES } from '../common/constants';
import type { Grant } from '../api/grants';

/**
 * Handlers that run on a timer: an EventBridge rate rule on AWS (the CDK schedules construct), a
 * timer in the local environment (infra/local/scheduler/scheduler.ts). Both read this list.
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
    // Publishes the event of every request stored without one (the bus was down when it was stored),
    // and publishes it again for every request whose CRM sync or mail is due for its next attempt.
    id: 'PublishSweeper',
    handler: 'publish-sweeper',
    rateMinutes: SWEEP_INTERVAL_MINUTES,
    // Reads the sparse unpublished / retrying indexes, claims and marks the record, publishes the event.
    grants: [
      { table: 'contacts', access: ['query', 'update'] },
      { table: 'demo_requests', access: ['query', 'update'] },
      { bus: 'events', access: 'put' },
    ],
  },
] as const satisfies ReadonlyArray<ScheduledTask>;

