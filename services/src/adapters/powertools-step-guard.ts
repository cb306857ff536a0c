/**
 * The step guard (see ports.ts) with Powertools idempotency and its DynamoDB persistence: the first
 * call for a request and step puts an INPROGRESS record (a conditional write, so of two concurrent
 * calls exactly one wins), the result is stored on success, the record is deleted on failure. The
 * key is the request and the step, never the event id, so every way a step can be asked for twice
 * (duplicate event, HTTP retry that published again, admin re-run) meets the same record.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { IdempotencyAlreadyInProgressError, IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { Context } from 'aws-lambda';
import { IDEMPOTENCY_RECORD_TTL_SECONDS } from '@rufbereit/shared';
import { tableNameFor } from '../config';
import { logger } from '../logger';
import type { StepGuard, StepKey } from '../use-cases/ports';
import { lazy } from './lazy';

/** Fixed, so a renamed or redeployed function still finds the records of earlier runs. */
const KEY_PREFIX = 'request-step';

const persistenceStore = lazy(() => {
  return new DynamoDBPersistenceLayer({ tableName: tableNameFor('idempotency'), awsSdkV3Client: new DynamoDBClient({}) });
});

interface Stored {
  result: unknown;
  /** Set by the response hook when the result comes from the record, not from running the step. */
  replayed?: boolean;
}

/**
 * A guard for one invocation. The Lambda context bounds the lock: if this invocation dies (timeout,
 * crash), the INPROGRESS record expires with it and the retry of the event can run the step.
 */
export function powertoolsStepGuard(context?: Context): StepGuard {
  const config = new IdempotencyConfig({
    expiresAfterSeconds: IDEMPOTENCY_RECORD_TTL_SECONDS,
    ...(context ? { lambdaContext: context } : {}),
    responseHook: (response) => ({ ...(response as object), replayed: true }),
  });
  const once = makeIdempotent(async (_key: StepKey, work: () => Promise<unknown>): Promise<Stored> => ({ result: await work() }), {
    persistenceStore: persistenceStore(),
    config,
    keyPrefix: KEY_PREFIX,
  });
  return async <T>(key: StepKey, work: () => Promise<T>, alreadyDone: T): Promise<T> => {
    try {
      const stored = await once({ kind: key.kind, id: key.id, step: key.step }, work);
      if (!stored.replayed) return stored.result as T;
      logger.info('Step already done (idempotency record), skipping', { ...key });
      return alreadyDone;
    } catch (error) {
      // Another delivery runs this step right now. If it fails, its own event is retried, so this
      // duplicate can end here without work and without a dead letter.
      if (error instanceof IdempotencyAlreadyInProgressError) {
        logger.info('Step in progress elsewhere, skipping this duplicate', { ...key });
        return alreadyDone;
      }
      throw error;
    }
  };
}
