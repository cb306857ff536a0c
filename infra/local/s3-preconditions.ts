/**
 * What s3rver 3 lacks and the upload check needs: the ETag preconditions. S3 answers 412
 * PreconditionFailed when `x-amz-copy-source-if-match` (CopyObject) or `If-Match` (GetObject,
 * HeadObject) names another ETag than the object's; s3rver ignores both headers and would copy or
 * serve whatever is there now. This Koa middleware runs before s3rver's routes and answers the
 * precondition from s3rver's own store, so the product's conditional copy behaves here as on AWS.
 * Gap: the check and s3rver's copy are two steps of one process, not one atomic S3 operation.
 * A conditional GET is answered from a buffer whose ETag is checked again after reading: s3rver
 * streams from the file, so an object overwritten mid-read came out cut off (the client saw
 * ECONNRESET); S3 serves one consistent version. Here the changed object gets the 412 it earns.
 */
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

export function etagPreconditions(store: ObjectMetadataStore) {
  return async (ctx: PreconditionContext, next: () => Promise<void>): Promise<void> => {
    const copyIfMatch = header(ctx, 'x-amz-copy-source-if-match');
    const copySource = header(ctx, 'x-amz-copy-source');
    if (ctx.method === 'PUT' && copyIfMatch && copySource) {
      const source = objectOf(copySource);
      const etag = source && (await etagOf(store, source));
      // A missing source is left to s3rver (404 NoSuchKey), as S3 answers it.
      if (etag !== undefined && etag !== unquote(copyIfMatch)) return preconditionFailed(ctx, 'x-amz-copy-source-If-Match');
    }
    const ifMatch = header(ctx, 'if-match');
    if ((ctx.method === 'GET' || ctx.method === 'HEAD') && ifMatch) {
      const object = objectOf(ctx.path);
      const etag = object && (await etagOf(store, object));
      if (etag !== undefined && etag !== unquote(ifMatch)) return preconditionFailed(ctx, 'If-Match');
      await next();
      if (ctx.method !== 'GET' || !object || ctx.status >= 300 || !isReadableStream(ctx.body)) return;
      let bytes: Buffer;
      try {
        bytes = await readAll(ctx.body);
      } catch {
        return preconditionFailed(ctx, 'If-Match');
      }
      const after = await etagOf(store, object);
      if (after === undefined || after !== unquote(ifMatch)) return preconditionFailed(ctx, 'If-Match');
      ctx.body = bytes;
      return;
    }
    await next();
  };
}

const isReadableStream = (body: unknown): body is AsyncIterable<Buffer | string> =>
  typeof body === 'object' && body !== null && Symbol.asyncIterator in body;

async function readAll(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}
