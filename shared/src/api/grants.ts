/**
 * What a route's, a rule target's or a scheduled task's function may touch: the CDK derives each
 * function's least-privilege IAM policy from these grants.
 */
import type { TableName } from '../storage/tables';

/**
 * DynamoDB item operations. A table grant lists the ones its function uses, so its IAM policy
 * allows exactly those actions (a conditional put is a `put`, `ReturnValues` needs nothing more).
 */
export type TableOperation = 'get' | 'batchGet' | 'query' | 'scan' | 'put' | 'update' | 'delete';

/**
 * Coarse access for functions that need most of a table: `read` = get, query, scan (+ batch get),
 * `write` = put, update, delete (+ batch write), `readWrite` = both. Prefer the list of operations.
 */
export type TableAccessLevel = 'read' | 'write' | 'readWrite';

/**
 * What a function does with the media bucket's objects under its prefixes: `get` reads (GetObject,
 * also the source of a copy and presigned download links), `put` writes (PutObject, also presigned
 * upload tickets and the target of a copy), `delete` deletes, `list` lists keys under the prefixes
 * (how the upload checks learn whether an object is there).
 */
export type BucketOperation = 'get' | 'put' | 'delete' | 'list';

export type Grant =
  | { table: TableName; access: TableAccessLevel | readonly TableOperation[] }
  | { bus: 'events'; access: 'put' }
  /**
   * The media bucket: exactly the listed operations, on the key prefixes in `keys` only (IAM
   * resources `bucket/{prefix}*`, listing with an `s3:prefix` condition). Never the whole bucket.
   */
  | { bucket: 'media'; access: readonly BucketOperation[]; keys: readonly string[] }
  /**
   * The Cognito user pool: `lookup` reads one account's state and groups by name (also every admin
   * route's group confirmation, see routeGrants), `read` also lists the pool and a group,
   * `manageGroups` looks up, adds and removes group members and signs an account out everywhere,
   * `createUsers` creates an account with Cognito's invitation (AdminCreateUser, nothing else).
   */
  | { userPool: 'users'; access: 'lookup' | 'read' | 'manageGroups' | 'createUsers' }
  /**
   * The stack's generated Secrets Manager secret with the HMAC key that signs the proof-of-work
   * challenges (secretsmanager:GetSecretValue on that secret only, read through the secrets extension).
   */
  | { secret: 'altchaHmacKey'; access: 'read' };
