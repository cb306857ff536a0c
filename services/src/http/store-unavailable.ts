/**
 * The answer when the database cannot be reached before anything was stored (the request store, or
 * the spam protection's replay and limit counters in the idempotency table): a refusal `unavailable`
 * (503 with the German message, logged with its cause by the error middleware), so the form keeps its
 * values and the visitor retries. Not the visitor's fault, and not a 500.
 */
import { apiMessages } from '@rufbereit/shared';
import { Refusal } from '../use-cases/refusal';

export function answerStoreUnavailable(error: unknown): never {
  throw new Refusal('unavailable', apiMessages.storeUnavailable, undefined, { cause: error });
}
