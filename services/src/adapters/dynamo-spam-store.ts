/**
 * The spam protection's state in the idempotency table (its key `id`, its TTL attribute `expiration`):
 * - `altcha#{challenge}`: a used proof-of-work solution, kept until its challenge expires;
 * - `limit#{scope}#{window}`: a counter of one address or client in one hour.
 * DynamoDB deletes expired items only eventually (and dynalite never), so every condition compares
 * `expiration` itself: an expired item counts as absent.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableEnvVar } from '@rufbereit/shared';
import { documentClient } from './dynamodb-client';

const isConditionFailure = (error: unknown): boolean => error instanceof Error && error.name === 'ConditionalCheckFailedException';

const tableName = (): string => {
  const name = process.env[tableEnvVar('idempotency')];
  if (!name) throw new Error(`${tableEnvVar('idempotency')} is not set`);
  return name;
};

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

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

/**
 * Counts one more use of `scope` in the current hour (a fixed window); false, without counting, when
 * the window already holds `limit` uses.
 */
export async function countWithinHourlyLimit(scope: string, limit: number): Promise<boolean> {
  const now = nowSeconds();
  const window = Math.floor(now / 3600);
  const expiresAt = (window + 1) * 3600;
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { id: `limit#${scope}#${window}` },
        UpdateExpression: 'SET expiration = :expiration ADD uses :one',
        ConditionExpression: 'attribute_not_exists(uses) OR uses < :limit',
        ExpressionAttributeValues: { ':expiration': expiresAt, ':one': 1, ':limit': limit },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
