/**
 * The spam protection's state in the idempotency table (its key `id`, its TTL attribute `expiration`):
 * - `altcha#{challenge}`: a used proof-of-work solution, kept until its challenge expires;
 * - `limit#{scope}#{window}`: a counter of one address or client in one hour (an address's scope
 *   names the address: a GDPR erase deletes its counters, `addressLimitKeys`); an address counts the
 *   distinct requests it sent (`members`), so a retry of the same request does not use up its limit.
 * DynamoDB deletes expired items only eventually (and dynalite never), so every condition compares
 * `expiration` itself: an expired item counts as absent.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mailboxOf } from '@rufbereit/shared';
import { tableNameFor } from '../config';
import { documentClient } from './dynamodb-client';
import { isConditionFailure } from './dynamo-condition-failure';
import { HOUR_SECONDS, hourWindowOf } from './hour-window';


const tableName = (): string => tableNameFor('idempotency');

const nowSeconds = (): number => Math.floor(Date.now() / 1000);
const limitKey = (scope: string, window: number): string => `limit#${scope}#${window}`;

/** The scope of one form's counter for one mailbox (plus-tags and Gmail's dots count as one: shared mailboxOf). */
export const addressLimitScope = (form: string, email: string): string => `address#${form}#${mailboxOf(email)}`;

/**
 * The counter keys an address may still have: of each form, the current and the previous hour (an
 * older counter has expired; DynamoDB's TTL removes it within days, so both are deleted on erase).
 */
export function addressLimitKeys(forms: ReadonlyArray<string>, email: string, now = nowSeconds()): string[] {
  const window = hourWindowOf(now);
  return forms.flatMap((form) => [limitKey(addressLimitScope(form, email), window), limitKey(addressLimitScope(form, email), window - 1)]);
}

/** Records `id` as used until `expiresAt` (Unix seconds); false when it was used before and has not expired. */
export async function claimOnce(id: string, expiresAt: number): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { id },
        UpdateExpression: 'SET expiration = :expiration',
        ConditionExpression: 'attribute_not_exists(expiration) OR expiration < :now',
        ExpressionAttributeValues: { ':expiration': expiresAt, ':now': nowSeconds() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

interface HourlyCounterUpdate {
  /** Adds to the window's item; `:expiration` is set by `updateHourlyCounter`. */
  update: string;
  /** Holds while the window is below its limit. */
  condition: string;
  values: Record<string, unknown>;
}

/** The current hour's window number (Unix hours): the counters' key names it. */
export const currentHourWindow = (): number => hourWindowOf(nowSeconds());

/**
 * Applies `change` to the counter item of `scope` in the current hour (a fixed window, expiring at
 * its end); false, without changing it, when the condition (the limit) does not hold.
 */
async function updateHourlyCounter(scope: string, change: HourlyCounterUpdate, window = currentHourWindow()): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { id: limitKey(scope, window) },
        UpdateExpression: `SET expiration = :expiration ${change.update}`,
        ConditionExpression: change.condition,
        ExpressionAttributeValues: { ':expiration': (window + 1) * HOUR_SECONDS, ...change.values },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Counts one more use of `scope` in the current hour; false, without counting, when the window
 * already holds `limit` uses.
 */
export const countWithinHourlyLimit = (scope: string, limit: number): Promise<boolean> =>
  updateHourlyCounter(scope, { update: 'ADD uses :one', condition: 'attribute_not_exists(uses) OR uses < :limit', values: { ':one': 1, ':limit': limit } });

/** Uses of an hourly limit taken at once (reserveWithinHourlyLimit), and the hour they belong to. */
export interface HourlyReservation {
  granted: number;
  window: number;
}

/**
 * Takes `amount` uses of `scope`'s current hour at once while they all fit under `limit`; when they do not,
 * one use while one fits; else none. What is granted is counted in full at once, so the uses let through
 * never pass `limit`, however they are spent later (HourlyAllowance).
 */
export async function reserveWithinHourlyLimit(scope: string, limit: number, amount: number): Promise<HourlyReservation> {
  if (!Number.isInteger(amount) || !Number.isInteger(limit)) throw new Error(`An hourly reservation counts whole uses, not ${amount} of ${limit}`);
  const window = currentHourWindow();
  const take = (uses: number): Promise<boolean> =>
    updateHourlyCounter(scope, { update: 'ADD uses :uses', condition: 'attribute_not_exists(uses) OR uses <= :room', values: { ':uses': uses, ':room': limit - uses } }, window);
  if (amount > 1 && limit >= amount && (await take(amount))) return { granted: amount, window };
  return { granted: (await take(1)) ? 1 : 0, window };
}

/**
 * Adds `member` (one request) to the set of `scope` in the current hour; false, without adding, when
 * the set already holds `limit` other members. The same member again is within the limit: an
 * idempotent retry of a request that was let through is let through again.
 */
export const countDistinctWithinHourlyLimit = (scope: string, member: string, limit: number): Promise<boolean> =>
  updateHourlyCounter(scope, {
    update: 'ADD members :member',
    condition: 'attribute_not_exists(members) OR size(members) < :limit OR contains(members, :id)',
    values: { ':member': new Set([member]), ':id': member, ':limit': limit },
  });
