/**
 * The opaque cursors of the paged admin lists: base64url JSON the API hands out as `nextCursor` and
 * takes back as `?cursor=`. Whatever comes back is parsed with a strict schema first; anything the
 * API could not have handed out (garbage, a changed field, an extra one) is refused as invalid input
 * (400) with a German message, never a 500 from the pool or the table.
 */
import * as z from 'zod/mini';
import { adminListMessages, apiMessages } from '@rufbereit/shared';
import { Refusal } from './refusal';

/** The refusal of a cursor the API did not hand out (the HTTP layer answers it with 400). */
export const badCursor = (): Refusal => new Refusal('invalidInput', apiMessages.invalidInput, { cursor: adminListMessages.badCursor });

/** `Users`: Cognito's pagination token of the next ListUsers page (opaque to us as well). */
const usersCursorSchema = z.strictObject({ users: z.string().check(z.minLength(1), z.maxLength(3000)) });
/** `Configs`: the last configuration's key (the table's partition key, a Cognito sub). */
const configsCursorSchema = z.strictObject({ configsAfter: z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[\w-]+$/)) });

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

function decode<S extends z.core.$ZodType>(schema: S, cursor: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const result = z.safeParse(schema, value);
  if (!result.success) throw badCursor();
  return result.data;
}

export const usersCursor = {
  encode: (token: string): string => encode({ users: token } satisfies z.output<typeof usersCursorSchema>),
  decode: (cursor: string): string => decode(usersCursorSchema, cursor).users,
};

export const configsCursor = {
  encode: (lastUserId: string): string => encode({ configsAfter: lastUserId } satisfies z.output<typeof configsCursorSchema>),
  decode: (cursor: string): string => decode(configsCursorSchema, cursor).configsAfter,
};
