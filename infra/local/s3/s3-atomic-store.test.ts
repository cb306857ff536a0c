import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { makeStoreAtomic, type FilesystemStoreLike } from './s3-atomic-store';

/**
 * A replacement held at chosen points of its way (its bytes half streamed, all streamed but not ended, its
 * metadata being installed, its metadata installed but the object not yet in place) while a reader and a
 * copy run against the same key. Each interleaving is set by the test, not by how fast the machine is:
 * s3rver's own store (without makeStoreAtomic) fails at every point (the new bytes under the old ETag at
 * the first two), and a store without the per-key lock lets a reader look at the key while its replacement
 * is installed (the last two). It replaced a stress loop of 150 writes against reads, which measured the
 * machine: 60 s timed out on a busy one.
 */

/** s3rver's object model, as its routes build it for a PUT or POST. */
const S3Object = createRequire(import.meta.url)('s3rver/lib/models/object') as new (
  bucket: string,
  key: string,
  content: NodeJS.ReadableStream,
  metadata: Record<string, string>,
) => { bucket: string; key: string };

type Store = FilesystemStoreLike & { putBucket(name: string): Promise<unknown> };

const etagOf = (bytes: Buffer): string => JSON.stringify(createHash('md5').update(bytes).digest('hex'));

/** A point where the writer stops: `reached` once it is there; it goes on after `release()`. */
interface Hold {
  reached: Promise<void>;
  release(): void;
  /** Called by the writer at the point: resolves when the test releases it. */
  wait(): Promise<void>;
}

function hold(): Hold {
  let arrive = (): void => undefined;
  let release = (): void => undefined;
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    reached,
    release,
    wait: () => {
      arrive();
      return released;
    },
  };
}

type Point = 'bytes half streamed' | 'bytes streamed, not ended' | 'before the metadata is written' | 'metadata written, object not yet in place';

/** Where the store calls its own putMetadata: s3rver after writing the object in place, the atomic layer under its lock. */
const METADATA_POINTS: readonly Point[] = ['before the metadata is written', 'metadata written, object not yet in place'];

const directories: string[] = [];
afterAll(() => Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true }))));

/**
 * s3rver's store made atomic, with seams the test holds and watches: its putMetadata (which the atomic
 * layer calls under the key's lock between writing the temporary file and renaming it into place) stops
 * at the metadata points of `holds` when `k` is replaced, and `readsOfK` counts its reads of `k`'s metadata
 * (every HEAD, GET and copy of `k` starts with one).
 */
async function atomicStore(holds: Map<Point, Hold>): Promise<Store & { readsOfK: number }> {
  const directory = await mkdtemp(path.join(tmpdir(), 'rufbereit-s3-store-'));
  directories.push(directory);
  const server = new S3rver({ directory, silent: true });
  const store = Object.assign(server.store as unknown as Store, { readsOfK: 0 });
  const putMetadata = store.putMetadata.bind(store);
  store.putMetadata = async (bucket, key, metadata, md5) => {
    // Only the replacement of `k` is held (the copy's install of its own key runs through).
    const held = key === 'k' && md5 !== undefined;
    if (held) await holds.get('before the metadata is written')?.wait();
    await putMetadata(bucket, key, metadata, md5);
    if (held) await holds.get('metadata written, object not yet in place')?.wait();
  };
  const getMetadata = store.getMetadata.bind(store);
  store.getMetadata = (bucket, key) => {
    if (key === 'k') store.readsOfK++;
    return getMetadata(bucket, key);
  };
  makeStoreAtomic(store);
  await store.putBucket('b');
  return store;
}

/** The bytes in two halves, the stream stopping at `midway` and before its end (one chunk read at a time). */
function heldContent(bytes: Buffer, holds: Map<Point, Hold>): Readable {
  const half = Math.floor(bytes.length / 2);
  return Readable.from(
    (async function* () {
      yield bytes.subarray(0, half);
      await holds.get('bytes half streamed')?.wait();
      yield bytes.subarray(half);
      await holds.get('bytes streamed, not ended')?.wait();
    })(),
    { highWaterMark: 1 },
  );
}

const put = (store: Store, key: string, content: Readable) => store.putObject(new S3Object('b', key, content, { 'content-type': 'audio/mpeg' }) as never);

async function bytesOf(content: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * What a HEAD / ListObjects (the metadata) and a GET (metadata and bytes) of `key` show; the bytes read
 * as their MD5 (a deep comparison of 200 kB took a second of CPU).
 */
async function read(store: Store, key: string) {
  const head = await store.getMetadata('b', key);
  const object = (await store.getObject('b', key)) as { content: AsyncIterable<Buffer>; metadata: Record<string, string> };
  const bytes = await bytesOf(object.content);
  return { headEtag: head.etag, headLength: Number(head['content-length']), getEtag: object.metadata.etag, bytesRead: etagOf(bytes), lengthRead: bytes.length };
}

/** What a reader sees of one whole version: its ETag and size on HEAD, its ETag and bytes on GET. */
const wholeVersion = (bytes: Buffer) => ({ headEtag: etagOf(bytes), headLength: bytes.length, getEtag: etagOf(bytes), bytesRead: etagOf(bytes), lengthRead: bytes.length });

describe('local S3 store: an object is replaced as one unit', () => {
  // The MP3 of an upload and the HTML a still-valid ticket posts over it.
  const mp3 = Buffer.alloc(200_000, 1);
  const html = Buffer.from('<!doctype html><script>alert(1)</script>');
  const points: Point[] = ['bytes half streamed', 'bytes streamed, not ended', ...METADATA_POINTS];

  it.each(points)('a reader and a copy see one whole version while the replacement is held at: %s', async (point) => {
    const holds = new Map<Point, Hold>();
    const store = await atomicStore(holds);
    await put(store, 'k', Readable.from([mp3]));
    const at = hold();
    holds.set(point, at);

    const writer = put(store, 'k', heldContent(html, holds));
    await at.reached;
    const readsBefore = store.readsOfK;
    const reading = read(store, 'k');
    const copying = store.copyObject('b', 'k', 'b', 'copy', { 'content-type': 'audio/mpeg' });

    if (METADATA_POINTS.includes(point)) {
      // The writer holds the key: both wait for it (they have not looked at the key, however long the
      // writer takes: not a wait for time) and then see the new version, whole.
      await new Promise(setImmediate);
      expect(store.readsOfK).toBe(readsBefore);
      at.release();
      await writer;
      expect(await reading).toEqual(wholeVersion(html));
      expect((await copying).etag).toBe(etagOf(html));
    } else {
      // Nothing of the new version is in place yet: both see the old one, whole, without waiting for the writer.
      expect(await reading).toEqual(wholeVersion(mp3));
      expect((await copying).etag).toBe(etagOf(mp3));
      at.release();
      await writer;
      expect(await read(store, 'k')).toEqual(wholeVersion(html));
    }
    expect(await read(store, 'copy')).toEqual(wholeVersion(METADATA_POINTS.includes(point) ? html : mp3));
  });
});
