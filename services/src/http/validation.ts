/**
 * Validation of parsed input with a shared zod schema. A failure becomes 400 with one German message
 * per field: the schema's own message (the spec's texts) where it has one, otherwise a generic
 * German message for input the form never sends (missing field, wrong type).
 */
import * as z from 'zod/mini';
import { apiMessages } from '@rufbereit/shared';
import { HttpError } from './http-error';

/** Used only for issues the schema has no message for (zod would answer in English). */
const germanFallback: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined ? apiMessages.fieldRequired : apiMessages.fieldInvalid;

/** Field name → first message, in the order zod reports them. Issues on the whole body are skipped. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

export function validateInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input, { error: germanFallback });
  if (result.success) return result.data;
  throw new HttpError(400, { message: apiMessages.invalidInput, errors: fieldErrors(result.error) });
}
