import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/**
 * True when a conditional DynamoDB write was refused because its condition did not hold (the item
 * exists, is claimed, changed version, …): the expected answer a caller turns into its own outcome.
 * By name too, because an error that crossed a module or bundle boundary is not the same class.
 */
export const isConditionFailure = (error: unknown): boolean =>
  error instanceof ConditionalCheckFailedException || (error instanceof Error && error.name === 'ConditionalCheckFailedException');
