/** Names of the environment variables that carry the stack's resources and secrets to the functions. */
import type { TableName } from './tables';

/** Environment variable that carries a table's physical name to a Lambda. */
export const tableEnvVar = (table: TableName): string => `TABLE_${table.toUpperCase()}`;
export const EVENT_BUS_ENV_VAR = 'EVENT_BUS_NAME';
export const MEDIA_BUCKET_ENV_VAR = 'MEDIA_BUCKET';
/** The user pool a function with a `userPool` grant may read or manage. */
export const USER_POOL_ENV_VAR = 'COGNITO_USER_POOL_ID';
/** The secret the API functions compare with the origin header (ORIGIN_VERIFY_HEADER); locally its value. */
export const ORIGIN_VERIFY_SECRET_ENV = 'ORIGIN_VERIFY_SECRET';
/** On AWS: the ARN of the origin secret, whose current and previous values the functions accept (read at run time). */
export const ORIGIN_VERIFY_SECRET_ARN_ENV = 'ORIGIN_VERIFY_SECRET_ARN';
