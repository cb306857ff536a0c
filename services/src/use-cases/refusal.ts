/**
 * A use case's "no" to a request it understood: the thing is not there, it conflicts with the stored
 * state, the input is unusable, a limit is reached, a store or partner cannot be reached, or only part
 * of it could be done. Use cases throw it with the German message the caller should see (from
 * @rufbereit/shared); only the HTTP layer (services/src/http/refusal-status.ts) turns the reason into a
 * status code, so a use case knows nothing of HTTP. The recipe: docs/decisions/0019-one-error-contract.md.
 */
export type RefusalReason =
  /** The caller could not be identified (e.g. a webhook without its credentials). */
  | 'unauthenticated'
  /** The object does not exist (or is not the caller's). */
  | 'notFound'
  /** The stored state forbids it: a stale version, a full list, a step in progress, a slot taken. */
  | 'conflict'
  /** Only part of it was done (e.g. some slots were blocked, others hold a booking): `body` says which. */
  | 'partial'
  /** The input is not usable (a field message may say which). */
  | 'invalidInput'
  /** The input is well-formed but its content is refused (e.g. a file that is not what it claims). */
  | 'unprocessable'
  /** Too many of something at once or within a time window; try again later. */
  | 'tooManyAtOnce'
  /** Asked for something this service does not offer (e.g. an oEmbed format). */
  | 'unsupported'
  /** A store or partner could not be reached; nothing was changed, try again later (`cause` is logged). */
  | 'unavailable';

export interface RefusalExtras {
  /** What the answer carries besides message and field errors (a partial result's parts). */
  body?: Record<string, unknown>;
  /** The failure behind an `unavailable` refusal: logged, never shown. */
  cause?: unknown;
}

export class Refusal extends Error {
  override name = 'Refusal';
  readonly body?: Record<string, unknown>;
  constructor(
    readonly reason: RefusalReason,
    message: string,
    /** Field name → German message, for the form to show at the field. */
    readonly fields?: Record<string, string>,
    { body, cause }: RefusalExtras = {},
  ) {
    super(message, cause === undefined ? undefined : { cause });
    if (body) this.body = body;
  }
}
