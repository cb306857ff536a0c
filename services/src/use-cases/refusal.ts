/**
 * A use case's "no" to a request it understood: the thing is not there, it conflicts with the stored
 * state, the input is unusable, or a limit is reached. Use cases throw it with the German message the
 * caller should see; only the HTTP layer (services/src/http/refusal-status.ts) turns the reason into a
 * status code, so a use case knows nothing of HTTP.
 */
export type RefusalReason =
  /** The object does not exist (or is not the caller's). */
  | 'notFound'
  /** The stored state forbids it: a stale version, a full list, a step in progress. */
  | 'conflict'
  /** The input is not usable (a field message may say which). */
  | 'invalidInput'
  /** The input is well-formed but its content is refused (e.g. a file that is not what it claims). */
  | 'unprocessable'
  /** Too many of something at once; try again later. */
  | 'tooManyAtOnce'
  /** Asked for something this service does not offer (e.g. an oEmbed format). */
  | 'unsupported';

export class Refusal extends Error {
  override name = 'Refusal';
  constructor(
    readonly reason: RefusalReason,
    message: string,
    /** Field name → German message, for the form to show at the field. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
