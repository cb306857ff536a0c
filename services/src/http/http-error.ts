/**
 * An expected client error (4xx) with the body the client should see. Thrown by the request
 * parsing and validation helpers and turned into a response by the error middleware.
 */
import type { ApiErrorBody } from '@rufbereit/shared';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
}
