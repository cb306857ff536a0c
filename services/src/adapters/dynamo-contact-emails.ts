/**
 * The e-mail address of contact requests by id (table contacts, batch get by key, only `id` and
 * `email` read): the staff list links a booking to its request only when the addresses match, since
 * anyone may post a contactId with a booking.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { tableNameFor } from '../config';
import { documentClient } from './dynamodb-client';

const BATCH_GET_LIMIT = 100;
const MAX_UNPROCESSED_ROUNDS = 5;

export async function contactEmails(ids: readonly string[]): Promise<Map<string, string>> {
  const table = tableNameFor('contacts');
  const emails = new Map<string, string>();
  for (let start = 0; start < ids.length; start += BATCH_GET_LIMIT) {
    let keys: Record<string, unknown>[] = ids.slice(start, start + BATCH_GET_LIMIT).map((id) => ({ id }));
    for (let round = 0; keys.length > 0; round++) {
      if (round === MAX_UNPROCESSED_ROUNDS) throw new Error('DynamoDB kept keys of a BatchGetItem unprocessed');
      const { Responses, UnprocessedKeys } = await documentClient().send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: keys, ProjectionExpression: 'id, email' } },
        }),
      );
      for (const item of Responses?.[table] ?? []) {
        if (typeof item.id === 'string' && typeof item.email === 'string') emails.set(item.id, item.email);
      }
      keys = UnprocessedKeys?.[table]?.Keys ?? [];
    }
  }
  return emails;
}
