/** The one place where a use case's refusal becomes an HTTP status (and its JSON error body). */
import type { RefusalReason } from '../use-cases/refusal';
import { Refusal } from '../use-cases/refusal';
import { HttpError } from './http-error';

const statusOf: Record<RefusalReason, number> = {
  notFound: 404,
  conflict: 409,
  invalidInput: 400,
  unprocessable: 422,
  tooManyAtOnce: 429,
  unsupported: 501,
};

export const refusalStatus = (reason: RefusalReason): number => statusOf[reason];

/** The HttpError answering a refusal; anything else is returned unchanged. */
export function asHttpError(error: unknown): unknown {
  if (!(error instanceof Refusal)) return error;
  return new HttpError(statusOf[error.reason], { message: error.message, ...(error.fields ? { errors: error.fields } : {}) });
}
