/**
 * The publish sweeper: a request whose event could not be published when it was stored (the bus was
 * down) and whose client never retried still gets its CRM sync and mail. Runs on a timer; finds the
 * requests through the sparse unpublished index, older than `minAgeSeconds` so it never races the
 * creating request, and publishes under the same claim the create path uses (publishes once).
 */
import { PUBLISH_CLAIM_SECONDS, requestKinds } from '@rufbereit/shared';
import { logger } from '../logger';
import { clockOf, type EventPublisher, type RequestRepository } from './ports';
import { publishRequestEvent } from './submit-request';

export interface SweepDeps {
  repository: RequestRepository;
  events: EventPublisher;
  minAgeSeconds: number;
  /** Most requests per kind and run (the next run takes the rest). */
  batchSize?: number;
  now?: () => Date;
}

export interface SweepResult {
  published: number;
  failed: number;
}

export async function sweepUnpublished(deps: SweepDeps): Promise<SweepResult> {
  const now = clockOf(deps);
  const cutoff = new Date(now.getTime() - deps.minAgeSeconds * 1000);
  const claimUntil = new Date(now.getTime() + PUBLISH_CLAIM_SECONDS * 1000);
  const result: SweepResult = { published: 0, failed: 0 };
  for (const kind of requestKinds) {
    for (const ref of await deps.repository.listUnpublished(kind, cutoff, deps.batchSize ?? 100)) {
      // Someone else (a client retry) may be publishing it right now.
      if (!(await deps.repository.claimPublish(ref, now, claimUntil))) continue;
      if (await publishRequestEvent(deps, ref)) {
        result.published++;
        logger.info('Sweeper published the event of a stored request', { ...ref });
      } else result.failed++;
    }
  }
  return result;
}
