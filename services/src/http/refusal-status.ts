/**
 * The one place where a use case's "no" (a Refusal, use-cases/refusal.ts) becomes an HTTP status and
 * its JSON error body {message, errors?, ...body}. Handlers never build an HttpError: they call the use
 * case and respond; the error middleware (./api-handler.ts) answers a refusal through `asHttpError`.
 * The recipe for a new "no": docs/decisions/0019-one-error-contract.md.
 */
import type { RefusalReason } from '../use-cases/refusal';
import { Refusal } from '../use-cases/refusal';
import { HttpError } from './http-error';

const statusOf: Record<RefusalReason, number> = {
  unauthenticated: 401,
  notFound: 404,
  conflict: 409,
  partial: 409,
  invalidInput: 400,
  unprocessable: 422,
  tooManyAtOnce: 429,
  unsupported: 501,
  unavailable: 503,
};

export const refusalStatus = (reason: RefusalReason): number => statusOf[reason];

/** The HttpError answering a refusal; anything else is returned unchanged. */
export function asHttpError(error: unknown): unknown {
  if (!(error instanceof Refusal)) return error;
  return new HttpError(statusOf[error.reason], { ...error.body, message: error.message, ...(error.fields ? { errors: error.fields } : {}) });
}
