/** A deployment setting is missing or wrong: infra/bin/app.ts prints its message as one line. */
export class StackConfigError extends Error {
  override name = 'StackConfigError';
}
