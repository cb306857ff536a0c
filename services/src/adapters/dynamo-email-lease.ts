/**
 * OncePerEmail (see ports.ts) as a lease in the idempotency table: a conditional put of
 * `crm-person#{address}` that succeeds only when nobody holds it (or the holder's lease ran out),
 * deleted by its holder when done. Not Powertools idempotency: that would hand the second sync the
 * first one's stored person id, also after the person was deleted in the CRM; with a lease the second
 * sync asks the CRM itself, after the first one has created the person.
 */
import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { CRM_PERSON_LEASE_SECONDS, tableEnvVar } from '@rufbereit/shared';
import { logger } from '../logger';
import type { OncePerEmail } from '../use-cases/ports';
import { documentClient } from './dynamodb-client';

/** How long and how often a second sync for the same address waits for the first one. */
const WAIT_MS = 10_000;
const POLL_MS = 200;

export function dynamoEmailLease(): OncePerEmail {
  const tableName = process.env[tableEnvVar('idempotency')];
  if (!tableName) throw new Error(`${tableEnvVar('idempotency')} is not set`);
  return async (email, work) => {
    // The attribute names of the table's Powertools records: `id` is the key, `expiration` the TTL.
    const id = `crm-person#${email.trim().toLowerCase()}`;
    const holder = randomUUID();
    const giveUpAt = Date.now() + WAIT_MS;
    for (;;) {
      const now = Math.floor(Date.now() / 1000);
      try {
        await documentClient().send(
          new PutCommand({
            TableName: tableName,
            Item: { id, holder, expiration: now + CRM_PERSON_LEASE_SECONDS },
            ConditionExpression: 'attribute_not_exists(id) OR expiration < :now',
            ExpressionAttributeValues: { ':now': now },
          }),
        );
        break;
      } catch (error) {
        // Past the wait the attempt fails and is retried later like any other failed attempt.
        if (!(error instanceof ConditionalCheckFailedException) || Date.now() > giveUpAt) throw error;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }
    try {
      return await work();
    } finally {
      await documentClient()
        .send(
          new DeleteCommand({
            TableName: tableName,
            Key: { id },
            ConditionExpression: 'holder = :holder',
            ExpressionAttributeValues: { ':holder': holder },
          }),
        )
        // Not released: the next sync for this address waits until the lease runs out.
        .catch((error: unknown) => logger.warn('Releasing the CRM person lease failed', { error }));
    }
  };
}
