/**
 * What s3rver 3 lacks and the upload check needs: the ETag preconditions. S3 answers 412
 * PreconditionFailed when `x-amz-copy-source-if-match` (CopyObject) or `If-Match` (GetObject,
 * HeadObject) names another ETag than the object's; s3rver ignores both headers and would copy or
 * serve whatever is there now. This Koa middleware runs before s3rver's routes and answers the
 * precondition from s3rver's own store, so the product's conditional copy behaves here as on AWS.
 * With the object locks of s3-atomic-store.ts, the check and the copy (or the read) hold the key's
 * lock together, so no write comes between them, as in one S3 operation. A conditional GET is answered
 * from a buffer whose ETag is checked again after reading (also without locks, e.g. in unit tests).
 */
import type { ObjectLocks } from './s3-atomic-store';

export interface ObjectMetadataStore {
  getMetadata(bucket: string, key: string): Promise<Record<string, string>>;
}

export interface PreconditionContext {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

const unquote = (etag: string): string => etag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
const header = (ctx: PreconditionContext, name: string): string | undefined => {
  const value = ctx.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** `/bucket/key…` (path style) → bucket and decoded key. */
function objectOf(pathOrSource: string): { bucket: string; key: string } | undefined {
  const [bucket, ...rest] = decodeURIComponent(pathOrSource.split('?')[0] ?? '').replace(/^\//, '').split('/');
  return bucket && rest.length > 0 ? { bucket, key: rest.join('/') } : undefined;
}

async function etagOf(store: ObjectMetadataStore, object: { bucket: string; key: string }): Promise<string | undefined> {
  try {
    const etag = (await store.getMetadata(object.bucket, object.key)).etag;
    return etag === undefined ? undefined : unquote(etag);
  } catch {
    return undefined;
  }
}

function preconditionFailed(ctx: PreconditionContext, condition: string): void {
  ctx.status = 412;
  ctx.type = 'application/xml';
  ctx.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>PreconditionFailed</Code>' +
    `<Message>At least one of the pre-conditions you specified did not hold</Message><Condition>${condition}</Condition></Error>`;
}

const unlocked: ObjectLocks = { withObjectLock: (_bucket, _key, work) => work() };

export function etagPreconditions(store: ObjectMetadataStore, locks: ObjectLocks = unlocked) {
  return async (ctx: PreconditionContext, next: () => Promise<void>): Promise<void> => {
    const copyIfMatch = header(ctx, 'x-amz-copy-source-if-match');
    const copySource = header(ctx, 'x-amz-copy-source');
    const source = ctx.method === 'PUT' && copyIfMatch && copySource ? objectOf(copySource) : undefined;
    if (source && copyIfMatch) {
      return locks.withObjectLock(source.bucket, source.key, async () => {
        const etag = await etagOf(store, source);
        // A missing source is left to s3rver (404 NoSuchKey), as S3 answers it.
        if (etag !== undefined && etag !== unquote(copyIfMatch)) return preconditionFailed(ctx, 'x-amz-copy-source-If-Match');
        await next();
      });
    }
    const ifMatch = header(ctx, 'if-match');
    const object = (ctx.method === 'GET' || ctx.method === 'HEAD') && ifMatch ? objectOf(ctx.path) : undefined;
    if (object && ifMatch) return locks.withObjectLock(object.bucket, object.key, () => conditionalRead(ctx, next, store, object, ifMatch));
    await next();
  };
}

async function conditionalRead(
  ctx: PreconditionContext,
  next: () => Promise<void>,
  store: ObjectMetadataStore,
  object: { bucket: string; key: string },
  ifMatch: string,
): Promise<void> {
  const etag = await etagOf(store, object);
  if (etag !== undefined && etag !== unquote(ifMatch)) return preconditionFailed(ctx, 'If-Match');
  await next();
  if (ctx.method !== 'GET' || ctx.status >= 300 || !isReadableStream(ctx.body)) return;
  let bytes: Buffer;
  try {
    bytes = await readAll(ctx.body);
  } catch {
    return preconditionFailed(ctx, 'If-Match');
  }
  const after = await etagOf(store, object);
  if (after === undefined || after !== unquote(ifMatch)) return preconditionFailed(ctx, 'If-Match');
  ctx.body = bytes;
}

const isReadableStream = (body: unknown): body is AsyncIterable<Buffer | string> =>
  typeof body === 'object' && body !== null && Symbol.asyncIterator in body;

async function readAll(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
