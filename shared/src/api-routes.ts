/**
 * The API route table. The CDK api construct creates one HTTP API route + Lambda per entry,
 * and the local gateway serves the same entries. `handler` names the file
 * `services/src/handlers/{handler}.ts`, which exports `handler`.
 */
export type RouteAccess = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  id: string;
  method: HttpMethod;
  /** API Gateway path syntax, e.g. `/api/branch-images/{branch}`. */
  path: string;
  handler: string;
  access: RouteAccess;
  /** Which tables/buckets/buses the function may touch: least-privilege IAM is derived from this. */
  grants: ReadonlyArray<Grant>;
}

/**
 * DynamoDB item operations. A table grant lists the ones its function uses, so its IAM policy
 * allows exactly those actions (a conditional put is a `put`, `ReturnValues` needs nothing more).
 */
export type TableOperation = 'get' | 'query' | 'scan' | 'put' | 'update' | 'delete';
/**
 * Coarse access for functions that need most of a table: `read` = get, query, scan (+ batch get),
 * `write` = put, update, delete (+ batch write), `readWrite` = both. Prefer the list of operations.
 */
export type TableAccessLevel = 'read' | 'write' | 'readWrite';

export type Grant =
  | { table: TableName; access: TableAccessLevel | readonly TableOperation[] }
  | { bus: 'events'; access: 'put' }
  | { bucket: 'media'; access: 'read' | 'write' | 'readWrite' };

/** Logical table names; physical names come from the stack (env var TABLE_{NAME}). */
export const tableNames = ['contacts', 'demo_requests', 'branch_image_configs', 'branch_images'] as const;
export type TableName = (typeof tableNames)[number];

export const apiRoutes = [
  {
    id: 'createContact',
    method: 'POST',
    path: '/api/contacts',
    handler: 'create-contact',
    access: 'public',
    // Conditional put with the idempotency key, get for a retried submission, update once published.
    grants: [{ table: 'contacts', access: ['put', 'get', 'update'] }, { bus: 'events', access: 'put' }],
  },
  {
    id: 'createDemoRequest',
    method: 'POST',
    path: '/api/demo-requests',
    handler: 'create-demo-request',
    access: 'public',
    grants: [{ table: 'demo_requests', access: ['put', 'get', 'update'] }, { bus: 'events', access: 'put' }],
  },
  {
    id: 'getBranchImage',
    method: 'GET',
    path: '/api/branch-images/{branch}',
    handler: 'get-branch-image',
    access: 'public',
    grants: [
      { table: 'branch_image_configs', access: ['get'] },
      { table: 'branch_images', access: ['query'] },
    ],
  },
] as const satisfies ReadonlyArray<ApiRoute>;

export type ApiRouteId = (typeof apiRoutes)[number]['id'];

/** Environment variable that carries a table's physical name to a Lambda. */
export const tableEnvVar = (table: TableName): string => `TABLE_${table.toUpperCase()}`;
export const EVENT_BUS_ENV_VAR = 'EVENT_BUS_NAME';
export const MEDIA_BUCKET_ENV_VAR = 'MEDIA_BUCKET';
/**
 * Every object of the media bucket lives under this key prefix, and the site serves it at `/${key}`:
 * CloudFront's `/media/*` behaviour forwards the path unchanged to the bucket.
 * E.g. key `media/audio/{uuid}.mp3` is played from `/media/audio/{uuid}.mp3`.
 */
export const MEDIA_KEY_PREFIX = 'media/';

/**
 * Header CloudFront adds to every request it forwards to the API, holding a secret the API
 * functions compare (env ORIGIN_VERIFY_SECRET_ENV): a request straight to the execute-api endpoint
 * lacks it and is refused, so nobody skips the WAF, the security headers or the edge.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
export const ORIGIN_VERIFY_SECRET_ENV = 'ORIGIN_VERIFY_SECRET';

/** Header a client sends so a retried submission stores one record and returns the same id. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Error body of every 4xx/5xx answer. `errors` maps a field to its German message. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}
export interface CreatedBody {
  id: string;
}

/** Cognito group whose members may call `admin` routes (the handler checks the `cognito:groups` claim). */
export const ADMIN_GROUP = 'admin';
