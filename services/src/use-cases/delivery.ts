/**
 * Bookkeeping of follow-up work (CRM sync, mail) on the stored record, shared by both: a success
 * sets status done; a failure counts the attempt atomically, stores the error, sets status retrying
 * — or failed once the event bus will not try again — and re-throws so the bus retries or
 * dead-letters the event.
 */
import { EVENT_TARGET_MAX_ATTEMPTS, type StoredRequest } from '@rufbereit/shared';
import { errorText, logger } from '../logger';
import type { DeliveryChannel, DeliveryPatch, RequestRef, RequestRepository, StepGuard } from './ports';

export class RequestNotFoundError extends Error {
  override name = 'RequestNotFoundError';
}

export interface DeliveryDeps {
  repository: RequestRepository;
  now?: () => Date;
  /** Attempts after which the status is `failed` (the bus's retry limit). */
  maxAttempts?: number;
  /**
   * Makes the step happen once per request whatever arrives twice (duplicate events, concurrent
   * deliveries, a re-run after success). Without it, only the record's `done` status is checked.
   */
  guard?: StepGuard;
}

export type DeliveryOutcome = 'done' | 'skipped';

/** Loads the record or throws (the event is retried, so a read that races the write can recover). */
export async function loadRequest(repository: RequestRepository, ref: RequestRef): Promise<StoredRequest> {
  const record = await repository.get(ref);
  if (!record) throw new RequestNotFoundError(`No ${ref.kind} with id ${ref.id}`);
  return record;
}

/**
 * Runs `work` unless the channel is already done, under the step guard (keyed by request and step,
 * not by event, so an admin re-run after success is a no-op and one after a failure does the work).
 * `work` returns the fields to store with status done.
 */
export function runDelivery<C extends DeliveryChannel>(
  deps: DeliveryDeps,
  ref: RequestRef,
  channel: C,
  work: (record: StoredRequest) => Promise<DeliveryPatch<C>>,
): Promise<DeliveryOutcome> {
  const run = () => runUnguarded(deps, ref, channel, work);
  return deps.guard ? deps.guard<DeliveryOutcome>({ ...ref, step: channel }, run, 'skipped') : run();
}

async function runUnguarded<C extends DeliveryChannel>(
  deps: DeliveryDeps,
  ref: RequestRef,
  channel: C,
  work: (record: StoredRequest) => Promise<DeliveryPatch<C>>,
): Promise<DeliveryOutcome> {
  const record = await loadRequest(deps.repository, ref);
  if (record[channel].status === 'done') {
    logger.info('Already done, skipping', { ...ref, channel });
    return 'skipped';
  }
  const now = () => (deps.now?.() ?? new Date()).toISOString();
  let result: DeliveryPatch<C>;
  try {
    result = await work(record);
  } catch (error) {
    await recordFailure(deps, ref, channel, error, now());
    throw error;
  }
  const patch = { ...result, status: 'done', updatedAt: now() } as DeliveryPatch<C>;
  await deps.repository.updateDelivery(ref, channel, patch, { countAttempt: true, clearError: true });
  logger.info('Delivery done', { ...ref, channel });
  return 'done';
}

async function recordFailure(
  deps: DeliveryDeps,
  ref: RequestRef,
  channel: DeliveryChannel,
  error: unknown,
  at: string,
): Promise<void> {
  const maxAttempts = deps.maxAttempts ?? EVENT_TARGET_MAX_ATTEMPTS;
  const lastError = errorText(error);
  try {
    const attempts = await deps.repository.updateDelivery(
      ref,
      channel,
      { status: 'retrying', lastError, updatedAt: at },
      { countAttempt: true },
    );
    if (attempts >= maxAttempts) await deps.repository.updateDelivery(ref, channel, { status: 'failed' });
    logger.error('Delivery failed', { ...ref, channel, attempts, maxAttempts, error });
  } catch (bookkeepingError) {
    // The original error matters more; the bus retries either way.
    logger.error('Delivery failed and recording the failure failed too', { ...ref, channel, error, bookkeepingError });
  }
}
