/**
 * OncePerEmail (see ports.ts) as an item `crm-person#{address}` in the idempotency table:
 * - taking the lease is a conditional update that succeeds only when nobody holds it (or the holder's
 *   lease ran out: a sync whose Lambda died);
 * - the holder finds or creates the person, unless the item remembers the person an earlier sync found
 *   or created and the CRM confirms it still exists (Pipedrive's search is an index that may not list a
 *   person created a moment ago, so two requests of one visitor a second apart would otherwise make two);
 * - releasing remembers the person for CRM_PERSON_MEMORY_SECONDS (then TTL removes the item).
 * Not Powertools idempotency: it would hand out a stored person id without asking the CRM whether the
 * person still exists.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CRM_PERSON_LEASE_SECONDS, CRM_PERSON_MEMORY_SECONDS } from '@rufbereit/shared';
import { tableNameFor } from '../config';
import { logger } from '../logger';
import type { OncePerEmail } from '../use-cases/ports';
import { documentClient } from './dynamodb-client';
import { isConditionFailure } from './dynamo-condition-failure';

/** How long and how often a second sync for the same address waits for the first one. */
const WAIT_MS = 10_000;
const POLL_MS = 200;

export class PersonLeaseBusyError extends Error {
  override name = 'PersonLeaseBusyError';
}


/** The item's key: one per address (the GDPR erase deletes it with the person). */
export const crmPersonLeaseKey = (email: string): string => `crm-person#${email.trim().toLowerCase()}`;

export function dynamoEmailLease(): OncePerEmail {
  const tableName = tableNameFor('idempotency');
  const update = (input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>) =>
    documentClient().send(new UpdateCommand({ TableName: tableName, ...input }));

  return async (email, work, stillExists) => {
    // The attribute names of the table's Powertools records: `id` is the key, `expiration` the TTL.
    const key = { id: crmPersonLeaseKey(email) };
    const holder = randomUUID();
    const giveUpAt = Date.now() + WAIT_MS;
    let remembered: number | undefined;
    for (;;) {
      const now = Math.floor(Date.now() / 1000);
      try {
        const { Attributes } = await update({
          Key: key,
          UpdateExpression: 'SET holder = :holder, leaseUntil = :until, expiration = :expiration',
          ConditionExpression: 'attribute_not_exists(holder) OR leaseUntil < :now',
          ExpressionAttributeValues: {
            ':holder': holder,
            ':until': now + CRM_PERSON_LEASE_SECONDS,
            ':expiration': now + CRM_PERSON_LEASE_SECONDS + CRM_PERSON_MEMORY_SECONDS,
            ':now': now,
          },
          ReturnValues: 'ALL_NEW',
        });
        remembered = typeof Attributes?.personId === 'number' ? Attributes.personId : undefined;
        break;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        // Past the wait the attempt fails and is retried later like any other failed attempt.
        if (Date.now() > giveUpAt) throw new PersonLeaseBusyError(`Another sync has been finding or creating the CRM person of this address for over ${WAIT_MS / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }

    let personId: number | undefined;
    try {
      personId = remembered !== undefined && (await stillExists(remembered)) ? remembered : await work();
      return personId;
    } finally {
      const now = Math.floor(Date.now() / 1000);
      await update({
        Key: key,
        UpdateExpression:
          personId === undefined ? 'REMOVE holder, leaseUntil' : 'SET personId = :personId, expiration = :expiration REMOVE holder, leaseUntil',
        ConditionExpression: 'holder = :holder',
        ExpressionAttributeValues: {
          ':holder': holder,
          ...(personId === undefined ? {} : { ':personId': personId, ':expiration': now + CRM_PERSON_MEMORY_SECONDS }),
        },
      })
        // Not released: the next sync for this address waits until the lease runs out.
        .catch((error: unknown) => logger.warn('Releasing the CRM person lease failed', { error }));
    }
  };
}

/**
 * Deletes the address's item unless a sync holds it right now (that one, if its request was erased
 * too, forgets it itself). The GDPR erase deletes it as well; this covers a lease taken after that.
 */
export function forgetEmailLease(): (email: string) => Promise<void> {
  const tableName = tableNameFor('idempotency');
  return async (email) => {
    try {
      await documentClient().send(
        new DeleteCommand({ TableName: tableName, Key: { id: crmPersonLeaseKey(email) }, ConditionExpression: 'attribute_not_exists(holder)' }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  };
}
