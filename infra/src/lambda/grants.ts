import { Names, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IConstruct } from 'constructs';
import {
  ALTCHA_HMAC_KEY_SECRET_ARN_ENV,
  EVENT_BUS_ENV_VAR,
  MEDIA_BUCKET_ENV_VAR,
  USER_POOL_ENV_VAR,
  tableEnvVar,
  type BucketOperation,
  type Grant,
  type TableAccessLevel,
  type TableName,
  type TableOperation,
} from '@rufbereit/shared';
import { tableDefinitions } from '../tables';

/** The resources a grant in the shared route table / event rules can name. */
export interface GrantableResources {
  tables: Readonly<Record<TableName, ITable>>;
  bus: IEventBus;
  mediaBucket: IBucket;
  userPool: IUserPool;
  /** The generated secret with the proof-of-work HMAC key (only the API's functions and the sign-up trigger may name it). */
  altchaHmacKey?: ISecret;
}

function altchaKeyOf(resources: GrantableResources): ISecret {
  if (!resources.altchaHmacKey) throw new Error('A grant names the ALTCHA HMAC key, but the construct was given none');
  return resources.altchaHmacKey;
}

/** Cognito actions per user-pool access level: exactly what services/src/adapters/cognito-user-directory.ts calls. */
export const USER_POOL_ACTIONS = {
  lookup: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser'],
  read: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser', 'cognito-idp:ListUsers', 'cognito-idp:ListUsersInGroup'],
  manageGroups: [
    'cognito-idp:AdminGetUser',
    'cognito-idp:AdminListGroupsForUser',
    'cognito-idp:AdminAddUserToGroup',
    'cognito-idp:AdminRemoveUserFromGroup',
    'cognito-idp:AdminUserGlobalSignOut',
  ],
  createUsers: ['cognito-idp:AdminCreateUser'],
} as const;

/**
 * Least privilege straight from the shared contract: a function may touch exactly the tables,
 * bus and bucket its route / event target lists, with exactly the listed access.
 */
export function applyGrants(grantee: IGrantable & IConstruct, grants: ReadonlyArray<Grant>, resources: GrantableResources): void {
  for (const grant of grants) {
    if ('table' in grant) {
      // The table, and its indexes by name only where the function queries or scans (Table.grant would
      // add `index/*` to every grant). The AWS managed key of the tables needs no grant.
      const table = resources.tables[grant.table];
      const actions = tableActions(grant.access);
      const readsIndexes = actions.includes('dynamodb:Query') || actions.includes('dynamodb:Scan');
      const indexes = readsIndexes ? (tableDefinitions.find((t) => t.name === grant.table)?.indexes ?? []) : [];
      grantee.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({ actions, resources: [table.tableArn, ...indexes.map((index) => `${table.tableArn}/index/${index.name}`)] }),
      );
    } else if ('bus' in grant) {
      resources.bus.grantPutEventsTo(grantee);
    } else if ('userPool' in grant) {
      resources.userPool.grant(grantee, ...USER_POOL_ACTIONS[grant.access]);
    } else if ('secret' in grant) {
      // Exactly GetSecretValue on this one secret (what the extension calls; CDK's grantRead adds
      // DescribeSecret). The secret is encrypted with the AWS managed key, which needs no grant.
      grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [altchaKeyOf(resources).secretArn] }));
    } else {
      grantBucket(grantee, resources.mediaBucket, grant.access, grant.keys);
    }
  }
}

/** The IAM action of each bucket operation (shared BucketOperation). */
export const BUCKET_OPERATION_ACTIONS: Record<BucketOperation, string> = {
  get: 's3:GetObject',
  put: 's3:PutObject',
  delete: 's3:DeleteObject',
  list: 's3:ListBucket',
};

/**
 * Exactly the listed operations, on the grant's key prefixes only: object actions on
 * `bucket/{prefix}*`, listing on the bucket with an `s3:prefix` condition (a customer's upload route
 * must not reach the published files or other customers' documents). CDK's grantRead/grantWrite
 * would add action groups (`s3:GetObject*`, `s3:List*`, `s3:DeleteObject*`, `s3:PutObjectRetention`…).
 */
function grantBucket(grantee: IGrantable & IConstruct, bucket: IBucket, operations: readonly BucketOperation[], keys: readonly string[]): void {
  if (operations.length === 0 || keys.length === 0) throw new Error('A bucket grant needs at least one operation and one key prefix.');
  const patterns = keys.map((prefix) => `${prefix}*`);
  const objectActions = operations.filter((op) => op !== 'list').map((op) => BUCKET_OPERATION_ACTIONS[op]);
  if (objectActions.length > 0) {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ actions: objectActions, resources: patterns.map((pattern) => bucket.arnForObjects(pattern)) }),
    );
  }
  if (operations.includes('list')) {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ actions: [BUCKET_OPERATION_ACTIONS.list], resources: [bucket.bucketArn], conditions: { StringLike: { 's3:prefix': patterns } } }),
    );
  }
  if (objectActions.length > 0) acknowledgeObjectPrefixes(grantee, bucket, patterns);
}

const OPERATION_ACTIONS: Record<TableOperation, string> = {
  get: 'dynamodb:GetItem',
  batchGet: 'dynamodb:BatchGetItem',
  query: 'dynamodb:Query',
  scan: 'dynamodb:Scan',
  put: 'dynamodb:PutItem',
  update: 'dynamodb:UpdateItem',
  delete: 'dynamodb:DeleteItem',
};
const READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:Scan'];
const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const LEVEL_ACTIONS: Record<TableAccessLevel, readonly string[]> = {
  read: READ_ACTIONS,
  write: WRITE_ACTIONS,
  readWrite: [...READ_ACTIONS, ...WRITE_ACTIONS],
};

/** The IAM actions of a table grant: exactly its operations (CDK's grantReadData adds ~8 more). */
export function tableActions(access: TableAccessLevel | readonly TableOperation[]): string[] {
  const actions = typeof access === 'string' ? LEVEL_ACTIONS[access] : access.map((op) => OPERATION_ACTIONS[op]);
  if (actions.length === 0) throw new Error('A table grant needs at least one operation.');
  return [...new Set(actions)].sort();
}

/** Object ARNs end in `prefix*` (S3 has no narrower form for "the objects under a prefix"); cdk-nag reports each. */
function acknowledgeObjectPrefixes(grantee: IConstruct, bucket: IBucket, patterns: readonly string[]): void {
  const stack = Stack.of(grantee);
  const bucketResource = bucket.node.defaultChild as CfnElement;
  // In a nested stack (the route areas) the ARN arrives as the parameter CDK names after the bucket.
  const bucketArn =
    Stack.of(bucketResource) === stack
      ? `${stack.resolve(stack.getLogicalId(bucketResource)) as string}.Arn`
      : `referenceto${Names.uniqueId(bucketResource)}Arn`;
  const reason = 'Object-level access to the key prefixes of the one bucket the shared route table grants; S3 has no narrower form.';
  for (const pattern of patterns) {
    Validations.of(grantee).acknowledge({ id: `AwsSolutions-IAM5[Resource::<${bucketArn}>/${pattern}]`, reason });
  }
}

/** Environment variables that tell a function the physical names of the resources it was granted. */
export function grantEnvironment(grants: ReadonlyArray<Grant>, resources: GrantableResources): Record<string, string> {
  const env: Record<string, string> = {};
  for (const grant of grants) {
    if ('table' in grant) env[tableEnvVar(grant.table)] = resources.tables[grant.table].tableName;
    else if ('bus' in grant) env[EVENT_BUS_ENV_VAR] = resources.bus.eventBusName;
    else if ('userPool' in grant) env[USER_POOL_ENV_VAR] = resources.userPool.userPoolId;
    else if ('secret' in grant) env[ALTCHA_HMAC_KEY_SECRET_ARN_ENV] = altchaKeyOf(resources).secretArn;
    else env[MEDIA_BUCKET_ENV_VAR] = resources.mediaBucket.bucketName;
  }
  return env;
}
