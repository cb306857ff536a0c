/**
 * What s3rver 3's filesystem store lacks: atomic object writes. S3 replaces an object as one unit
 * (a reader sees the old or the new object, whole); s3rver truncates the object file in place, writes
 * the bytes, then rewrites the ETag (`.md5`) and metadata files, and answers reads from whatever is on
 * disk at that moment. While a presigned POST replaced a pending upload, a ListObjectsV2, GET or
 * CopyObject of that key saw half-written metadata (JSON.parse failed: s3rver answered 500
 * InternalError, so the upload completion answered 500 under load) or the ETag of one version with
 * the size or bytes of the other.
 *
 * Here every write goes to a temporary file first; then, under a per-key lock, the ETag and metadata
 * files are written and the object file is renamed into place. Every read of an object's metadata
 * (and the opening of its bytes) takes the same lock, so it sees one version. A stream opened before a
 * rename keeps reading the old file, as a GET on S3 keeps serving the version it started with.
 * `withObjectLock` lets the precondition layer (s3-preconditions.ts) check an ETag and serve or copy
 * in one step; the lock is re-entrant within one request (AsyncLocalStorage).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The parts of s3rver's FilesystemStore this layer replaces or uses (s3rver/lib/stores/filesystem.js). */
export interface FilesystemStoreLike {
  getResourcePath(bucket: string, key: string, resource: string): string;
  getMetadata(bucket: string, key: string): Promise<Record<string, string>>;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5?: string): Promise<void>;
  getObject(bucket: string, key: string, options?: unknown): Promise<unknown>;
  putObject(object: S3ObjectLike): Promise<{ size: number; md5: string }>;
  copyObject(srcBucket: string, srcKey: string, destBucket: string, destKey: string, replacementMetadata?: Record<string, string>): Promise<Record<string, string>>;
  deleteObject(bucket: string, key: string): Promise<void>;
}
export interface S3ObjectLike {
  bucket: string;
  key: string;
  content: Buffer | NodeJS.ReadableStream;
  metadata: Record<string, string>;
}

export interface ObjectLocks {
  withObjectLock<T>(bucket: string, key: string, work: () => Promise<T>): Promise<T>;
}

/** s3rver's error type: what its routes turn into an S3 error response (here: 404 NoSuchKey). */
const S3Error = createRequire(import.meta.url)('s3rver/lib/models/error') as new (code: string, message: string, detail?: Record<string, string>) => Error;
const isMissingFile = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

const held = new AsyncLocalStorage<ReadonlySet<string>>();

/** Runs `work` alone for `id` (in this process); re-entrant for the same async call chain. */
function lockFor(queues: Map<string, Promise<void>>) {
  return async <T>(id: string, work: () => Promise<T>): Promise<T> => {
    const mine = held.getStore();
    if (mine?.has(id)) return work();
    const previous = queues.get(id) ?? Promise.resolve();
    let release = (): void => undefined;
    const current = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => current);
    queues.set(id, tail);
    await previous;
    try {
      return await held.run(new Set([...(mine ?? []), id]), work);
    } finally {
      release();
      if (queues.get(id) === tail) queues.delete(id);
    }
  };
}

/** Patches the store in place (its methods call each other through `this`, so the instance is patched). */
export function makeStoreAtomic(store: FilesystemStoreLike): ObjectLocks {
  const withLock = lockFor(new Map());
  const lockId = (bucket: string, key: string): string => `${bucket}/${key}`;
  const original = {
    getMetadata: store.getMetadata.bind(store),
    putMetadata: store.putMetadata.bind(store),
    getObject: store.getObject.bind(store),
    deleteObject: store.deleteObject.bind(store),
  };

  /** Bytes to a temporary file next to the object (s3rver lists only `…._S3rver_object` files). */
  async function writeTemporary(objectPath: string, content: Buffer | NodeJS.ReadableStream): Promise<{ temporary: string; size: number; md5: string }> {
    await mkdir(path.dirname(objectPath), { recursive: true });
    const temporary = `${objectPath}.${randomUUID()}.tmp`;
    const hash = createHash('md5');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
    try {
      // Unlike s3rver, resolves only once the file is flushed.
      await pipeline(source, measure, createWriteStream(temporary));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { temporary, size, md5: hash.digest('hex') };
  }

  async function install(bucket: string, key: string, written: { temporary: string; md5: string }, metadata: Record<string, string>): Promise<void> {
    await withLock(lockId(bucket, key), async () => {
      await original.putMetadata(bucket, key, metadata, written.md5);
      await rename(written.temporary, store.getResourcePath(bucket, key, 'object'));
    });
  }

  store.getMetadata = (bucket, key) => withLock(lockId(bucket, key), () => original.getMetadata(bucket, key));
  // s3rver's getObject reads the metadata through `this.getMetadata`: the lock is re-entrant.
  store.getObject = (bucket, key, options) => withLock(lockId(bucket, key), () => original.getObject(bucket, key, options));
  store.deleteObject = (bucket, key) => withLock(lockId(bucket, key), () => original.deleteObject(bucket, key));
  store.putObject = async (object) => {
    const written = await writeTemporary(store.getResourcePath(object.bucket, object.key, 'object'), object.content);
    await install(object.bucket, object.key, written, object.metadata);
    return { size: written.size, md5: written.md5 };
  };
  store.copyObject = async (srcBucket, srcKey, destBucket, destKey, replacementMetadata) => {
    // The source's bytes and metadata of one version, then written like a new object.
    // s3rver checked that the source exists before; deleted since, S3 answers 404 (s3rver crashed: 500).
    const source = await withLock(lockId(srcBucket, srcKey), async () => ({
      metadata: await original.getMetadata(srcBucket, srcKey),
      bytes: await readFile(store.getResourcePath(srcBucket, srcKey, 'object')),
    })).catch((error: unknown) => {
      throw isMissingFile(error) ? new S3Error('NoSuchKey', 'The specified key does not exist.', { Key: srcKey }) : error;
    });
    const written = await writeTemporary(store.getResourcePath(destBucket, destKey, 'object'), source.bytes);
    await install(destBucket, destKey, written, replacementMetadata ?? source.metadata);
    return store.getMetadata(destBucket, destKey);
  };
  return { withObjectLock: (bucket, key, work) => withLock(lockId(bucket, key), work) };
}
