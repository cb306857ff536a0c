/**
 * The healing half of the sweeper: finds the requests with a CRM sync or mail in `retrying`
 * (through the sparse retrying index) and publishes their event again once a step's
 * `nextAttemptAt` has come. The event reaches both targets; the step that is done skips it, the
 * step guard keeps a step from running twice. Requests whose steps are no longer retrying leave
 * the index.
 */
import { requestKinds, type StoredRequest } from '@rufbereit/shared';
import { logger } from '../logger';
import { clockOf, type DeliveryChannel, type EventPublisher, type RequestRepository } from './ports';
import { kindDefinitions } from './request-kinds';

export interface RedriveDeps {
  repository: RequestRepository;
  events: EventPublisher;
  batchSize?: number;
  now?: () => Date;
}

export interface RedriveResult {
  republished: number;
  failed: number;
}

const channels: readonly DeliveryChannel[] = ['crm', 'mail'];

const isDue = (record: StoredRequest, now: string): boolean =>
  channels.some((c) => record[c].status === 'retrying' && (record[c].nextAttemptAt ?? '') <= now);

export async function redriveDueRetries(deps: RedriveDeps): Promise<RedriveResult> {
  const now = clockOf(deps).toISOString();
  const result: RedriveResult = { republished: 0, failed: 0 };
  for (const kind of requestKinds) {
    for (const record of await deps.repository.listRetrying(kind, deps.batchSize ?? 100)) {
      const ref = { kind, id: record.id };
      if (!channels.some((c) => record[c].status === 'retrying')) {
        await deps.repository.clearRetryingMark(ref);
        continue;
      }
      if (!isDue(record, now)) continue;
      const definition = kindDefinitions[kind];
      try {
        await deps.events.publish({ detailType: definition.detailType, detail: definition.detail(record.id) });
        result.republished++;
        logger.info('Published the event again for a due retry', { ...ref });
      } catch (error) {
        result.failed++;
        logger.error('Publishing the event of a due retry failed; the next run tries again', { ...ref, error });
      }
    }
  }
  return result;
}
