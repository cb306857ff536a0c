/**
 * The answer when the database cannot be reached before anything was stored (the request store, or
 * the spam protection's replay and limit counters in the idempotency table): 503 with the German
 * message, so the form keeps its values and the visitor retries. Not the visitor's fault, and not a 500.
 */
import { apiMessages, metricNames } from '@rufbereit/shared';
import { logger } from '../logger';
import { countMetric } from '../metrics';
import { HttpError } from './http-error';

export function answerStoreUnavailable(error: unknown): never {
  logger.error('Could not reach the store', { error });
  countMetric(metricNames.apiServerError);
  throw new HttpError(503, { message: apiMessages.storeUnavailable });
}
