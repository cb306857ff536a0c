import type { DynamoStorage } from './dynamodb';

/**
 * LOCAL_DYNAMO_STORAGE as `npm start` reads it: unset means `disk` (the developer's data is kept); a value
 * that is neither `memory` nor `disk` stops the start with a clear error instead of quietly keeping data on
 * disk that the developer meant to throw away (or the other way round).
 */
export function dynamoStorageFromEnv(value: string | undefined): DynamoStorage {
  const chosen = value?.trim().toLowerCase();
  if (!chosen) return 'disk';
  if (chosen === 'memory' || chosen === 'disk') return chosen;
  throw new Error(`LOCAL_DYNAMO_STORAGE must be "memory" or "disk", not ${JSON.stringify(value)}`);
}
