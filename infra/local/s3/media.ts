import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { parseRange, rangeStillValid, resolveRange } from './byte-range';
import { transformImage, type TransformedImage } from './image-transform';

/** Resized/WebP variants by key, version and query: sharp runs once per variant, not per request. */
const variants = new Map<string, Promise<TransformedImage | null>>();
const MAX_CACHED_VARIANTS = 300;

async function imageVariant(client: S3Client, bucket: string, key: string, etag: string, contentType: string, query: URLSearchParams): Promise<TransformedImage | null> {
  const id = `${key}\n${etag}\n${query.toString()}`;
  let pending = variants.get(id);
  if (!pending) {
    pending = (async () => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      const bytes = await object.Body?.transformToByteArray();
      return bytes ? transformImage(Buffer.from(bytes), contentType, query) : null;
    })();
    pending.catch(() => variants.delete(id));
    if (variants.size >= MAX_CACHED_VARIANTS) variants.delete(variants.keys().next().value ?? '');
    variants.set(id, pending);
  }
  return pending;
}

const isMissing = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

/**
 * /media/{key} from the media bucket, as CloudFront serves it: GET/HEAD, single byte ranges
 * (206 + Content-Range, 416 when unsatisfiable; the whole object with 200 when If-Range no longer matches), the object's own Cache-Control. The range is resolved here against
 * the object's size (HEAD) because s3rver answers suffix ranges (`bytes=-N`) wrongly.
 */
export async function serveMedia(client: S3Client, bucket: string, key: string, req: IncomingMessage, res: ServerResponse, headers: Readonly<Record<string, string>>): Promise<void> {
  const notFound = (): void => {
    res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
    res.end('Nicht gefunden');
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers, allow: 'GET, HEAD' });
    return void res.end();
  }

  let head;
  try {
    head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  } catch (error) {
    if (isMissing(error)) return notFound();
    throw error;
  }
  const size = head.ContentLength ?? 0;
  const common: Record<string, string> = {
    ...headers,
    'accept-ranges': 'bytes',
    'content-type': head.ContentType ?? 'application/octet-stream',
    // The object's own Cache-Control, as CloudFront passes it on (none when the object has none).
    ...(head.CacheControl ? { 'cache-control': head.CacheControl } : {}),
    ...(head.ETag ? { etag: head.ETag } : {}),
    ...(head.LastModified ? { 'last-modified': head.LastModified.toUTCString() } : {}),
  };
  if (head.ETag && req.headers['if-none-match'] === head.ETag) {
    res.writeHead(304, common);
    return void res.end();
  }

  // Image URLs with ?format=webp&width=…&quality=… get a transformed variant (image-transform.ts).
  const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
  if (head.ContentType?.startsWith('image/') && (query.has('format') || query.has('width') || query.has('quality'))) {
    const variant = await imageVariant(client, bucket, key, head.ETag ?? '', head.ContentType, query);
    if (variant) {
      const { etag: _original, 'accept-ranges': _ranges, ...variantHeaders } = common;
      res.writeHead(200, { ...variantHeaders, 'content-type': variant.contentType, 'content-length': String(variant.body.length) });
      return void res.end(req.method === 'HEAD' ? undefined : variant.body);
    }
  }

  // A range whose If-Range validator no longer matches is ignored: the whole, current object (200).
  const ifRange = typeof req.headers['if-range'] === 'string' ? req.headers['if-range'] : undefined;
  const spec = rangeStillValid(ifRange, { etag: head.ETag, lastModified: head.LastModified }) ? parseRange(req.headers.range) : undefined;
  const range = spec ? resolveRange(spec, size) : undefined;
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...common, 'content-range': `bytes */${size}`, 'content-length': '0' });
    return void res.end();
  }
  const status = range ? 206 : 200;
  const length = range ? range.end - range.start + 1 : size;
  res.writeHead(status, { ...common, 'content-length': String(length), ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${size}` } : {}) });
  if (req.method === 'HEAD' || length === 0) return void res.end();

  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
  const body = object.Body as Readable | undefined;
  if (!body) return void res.end();
  res.on('close', () => body.destroy());
  body.pipe(res);
}
