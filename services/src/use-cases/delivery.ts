/**
 * Bookkeeping of follow-up work (CRM sync, mail) on the stored record, shared by both: a success
 * sets status done; a failure counts the attempt atomically, stores the error and either schedules
 * the next attempt (status retrying, `nextAttemptAt` by the retry policy, never before a rate-limited
 * partner said it takes the next request; the sweeper publishes the event again when it is due) or,
 * past the retry window or when the error is permanent (a refused token), gives up (status failed,
 * which the handler counts as failed for good: alarmed). Either way the
 * failure is recorded, not thrown: the event was handled. Only a failure that could not be recorded
 * (the table is down too) is thrown, so the bus retries the event and finally dead-letters it.
 */
import type { StoredRequest } from '@rufbereit/shared';
import { errorText, logger } from '../logger';
import { clockOf, type DeliveryChannel, type DeliveryPatch, type RequestRef, type RequestRepository, type StepGuard } from './ports';
import { nextAttemptAt, retryPolicy, type RetryPolicy } from './retry-policy';
import { retryHintOf } from './retry-hint';

export class RequestNotFoundError extends Error {
  override name = 'RequestNotFoundError';
}

/** The request was erased (GDPR) while a step ran; the step has undone what it created. */
export class RequestErasedError extends Error {
  override name = 'RequestErasedError';
}

export interface DeliveryDeps {
  repository: RequestRepository;
  now?: () => Date;
  /** When failed attempts are tried again, and for how long. Default: the shared policy, unscaled. */
  retry?: RetryPolicy;
  random?: () => number;
  /**
   * Makes the step happen once per request whatever arrives twice (duplicate events, concurrent
   * deliveries, a re-run after success). Without it, only the record's `done` status is checked.
   */
  guard?: StepGuard;
}

/**
 * done: the work happened now. skipped: it had happened before. retrying: this attempt failed, the
 * next is scheduled. failed: this attempt failed and the retry window is over.
 */
export type DeliveryOutcome = 'done' | 'skipped' | 'retrying' | 'failed';

/**
 * A late copy of the event for a step that failed for good: thrown inside the guard, so the guard keeps
 * no record of it (a record would make staff's re-run of the step a no-op), and answered `skipped` outside.
 */
class StepGaveUp extends Error {
  constructor() {
    super('The step failed for good; only a re-run starts it again');
  }
}

/** A failed attempt that was recorded; thrown inside the guard (so it keeps no idempotency record), caught outside. */
class RecordedFailure extends Error {
  constructor(readonly outcome: 'retrying' | 'failed') {
    super(`Delivery attempt failed (${outcome})`);
  }
}

/** Loads the record or throws (the event is retried, so a read that races the write can recover). */
async function loadRequest(repository: RequestRepository, ref: RequestRef): Promise<StoredRequest> {
  const record = await repository.get(ref);
  if (!record) throw new RequestNotFoundError(`No ${ref.kind} with id ${ref.id}`);
  return record;
}

/**
 * Runs `work` unless the channel is already done, under the step guard (keyed by request and step,
 * not by event, so an admin re-run after success is a no-op and one after a failure does the work).
 * `work` returns the fields to store with status done.
 */
export interface DeliveryStep<C extends DeliveryChannel> {
  ref: RequestRef;
  channel: C;
  work: (record: StoredRequest) => Promise<DeliveryPatch<C>>;
}

export async function runDelivery<C extends DeliveryChannel>(deps: DeliveryDeps, { ref, channel, work }: DeliveryStep<C>): Promise<DeliveryOutcome> {
  const run = () => runUnguarded(deps, ref, channel, work);
  try {
    return await (deps.guard ? deps.guard<DeliveryOutcome>({ ...ref, step: channel }, run, 'skipped') : run());
  } catch (error) {
    if (error instanceof RecordedFailure) return error.outcome;
    if (error instanceof StepGaveUp) return 'skipped';
    throw error;
  }
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
  // Given up for good (alarmed, counted as failed): a late copy of the event (a retry the bus or the
  // sweeper sent before the last attempt failed) must not start it again behind staff's back. Only
  // staff's re-run, which sets the step back to pending, does; so the guard must not remember this copy.
  if (record[channel].status === 'failed') {
    logger.info('Failed for good; only a re-run starts it again', { ...ref, channel });
    throw new StepGaveUp();
  }
  const now = () => clockOf(deps);
  let result: DeliveryPatch<C>;
  try {
    result = await work(record);
  } catch (error) {
    // Erased (GDPR) while the step ran: nothing to record, nothing to retry.
    if (error instanceof RequestErasedError) {
      logger.info('Request erased during the step; stopped', { ...ref, channel });
      return 'skipped';
    }
    throw await recordFailure(deps, record, channel, error, now());
  }
  const patch = { ...result, status: 'done', updatedAt: now().toISOString() } as DeliveryPatch<C>;
  await deps.repository.updateDelivery(ref, channel, patch, { countAttempt: true, clearError: true });
  logger.info('Delivery done', { ...ref, channel });
  return 'done';
}

/** Records the failed attempt; returns what to throw (a RecordedFailure, or the error itself if recording failed). */
async function recordFailure(deps: DeliveryDeps, record: StoredRequest, channel: DeliveryChannel, error: unknown, now: Date): Promise<Error> {
  const ref: RequestRef = { kind: record.kind, id: record.id };
  const lastError = errorText(error);
  try {
    const attempts = await deps.repository.updateDelivery(
      ref,
      channel,
      { status: 'retrying', lastError, updatedAt: now.toISOString() },
      { countAttempt: true },
    );
    // The window runs from the request's creation, or from the re-run that started this series of attempts.
    const windowStart = new Date(record[channel].retryWindowStart ?? record.createdAt);
    const hint = retryHintOf(error);
    const backOff = hint.permanent ? undefined : nextAttemptAt(deps.retry ?? retryPolicy(), windowStart, attempts, now, deps.random);
    // A rate limit names the earliest time the partner takes the next request: waiting less only burns another attempt.
    const next = backOff && hint.retryNotBefore && hint.retryNotBefore > backOff ? hint.retryNotBefore : backOff;
    if (next) {
      await deps.repository.updateDelivery(ref, channel, { nextAttemptAt: next.toISOString() }, { markRetrying: true });
      logger.warn('Delivery failed; next attempt scheduled', { ...ref, channel, attempts, nextAttemptAt: next.toISOString(), error });
      return new RecordedFailure('retrying');
    }
    await deps.repository.updateDelivery(ref, channel, { status: 'failed' }, { clearNextAttempt: true });
    logger.error(hint.permanent ? 'Delivery failed for good: the partner refused the credentials' : 'Delivery failed for good: the retry window is over', { ...ref, channel, attempts, error });
    return new RecordedFailure('failed');
  } catch (bookkeepingError) {
    // Nothing recorded: the original error goes to the bus, which retries and finally dead-letters.
    logger.error('Delivery failed and recording the failure failed too', { ...ref, channel, error, bookkeepingError });
    return error instanceof Error ? error : new Error(String(error));
  }
}
