import { createHash } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { describe, expect, it } from 'vitest';
import { makeStoreAtomic, type FilesystemStoreLike } from './s3-atomic-store';

/** s3rver's object model, as its routes build it for a PUT or POST. */
const S3Object = createRequire(import.meta.url)('s3rver/lib/models/object') as new (
  bucket: string,
  key: string,
  content: NodeJS.ReadableStream,
  metadata: Record<string, string>,
) => { bucket: string; key: string };

const etagOf = (bytes: Buffer): string => JSON.stringify(createHash('md5').update(bytes).digest('hex'));

async function atomicStore(): Promise<FilesystemStoreLike & { putBucket(name: string): Promise<unknown> }> {
  const server = new S3rver({ directory: await mkdtemp(path.join(tmpdir(), 'rufbereit-s3-store-')), silent: true });
  const store = server.store as unknown as FilesystemStoreLike & { putBucket(name: string): Promise<unknown> };
  makeStoreAtomic(store);
  await store.putBucket('b');
  return store;
}

describe('local S3 store: an object is replaced as one unit', () => {
  // An MP3-sized upload and the HTML a still-valid ticket posts over it, alternately.
  const mp3 = Buffer.alloc(200_000, 1);
  const html = Buffer.from('<!doctype html><script>alert(1)</script>');
  const versions = new Map([
    [etagOf(mp3), mp3],
    [etagOf(html), html],
  ]);

  it('never shows half-written metadata or the ETag of one version with the size or bytes of the other', async () => {
    const store = await atomicStore();
    const put = (bytes: Buffer) => store.putObject(new S3Object('b', 'k', Readable.from([bytes]), { 'content-type': 'audio/mpeg' }) as never);
    await put(mp3);
    let writing = true;
    const writer = (async () => {
      for (let i = 0; i < 150; i++) await put(i % 2 ? mp3 : html);
      writing = false;
    })();
    const problems: string[] = [];
    let reads = 0;
    while (writing) {
      reads++;
      try {
        const metadata = await store.getMetadata('b', 'k');
        const expected = versions.get(metadata.etag ?? '');
        if (Number(metadata['content-length']) !== expected?.length) problems.push(`size ${metadata['content-length']} with ETag ${metadata.etag}`);
        const object = (await store.getObject('b', 'k')) as { content: AsyncIterable<Buffer>; metadata: Record<string, string> };
        const chunks: Buffer[] = [];
        for await (const chunk of object.content) chunks.push(chunk);
        if (!versions.get(object.metadata.etag ?? '')?.equals(Buffer.concat(chunks))) problems.push(`bytes of another version than ETag ${object.metadata.etag}`);
      } catch (error) {
        // s3rver's own store: SyntaxError (metadata.json read while rewritten), answered as 500.
        problems.push(String(error));
      }
    }
    await writer;
    expect(reads).toBeGreaterThan(10);
    expect(problems.slice(0, 5)).toEqual([]);
  }, 60_000);

  it('copies one whole version of the source while it is replaced', async () => {
    const store = await atomicStore();
    const put = (bytes: Buffer) => store.putObject(new S3Object('b', 'src', Readable.from([bytes]), {}) as never);
    await put(mp3);
    const writer = (async () => {
      for (let i = 0; i < 60; i++) await put(i % 2 ? mp3 : html);
    })();
    for (let i = 0; i < 60; i++) {
      const copied = await store.copyObject('b', 'src', 'b', `copy-${i}`, { 'content-type': 'audio/mpeg' });
      const object = (await store.getObject('b', `copy-${i}`)) as { content: AsyncIterable<Buffer> };
      const chunks: Buffer[] = [];
      for await (const chunk of object.content) chunks.push(chunk);
      expect(versions.get(copied.etag ?? '')?.equals(Buffer.concat(chunks)), `copy ${i}`).toBe(true);
    }
    await writer;
  }, 60_000);
});
