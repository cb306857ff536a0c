import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepPreparedMedia, preparedMediaDir, restorePreparedMedia } from './prepared-media';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'prepared-media-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

async function seed(files: Record<string, string>): Promise<string> {
  const dir = path.join(work, 'seed');
  await rm(dir, { recursive: true, force: true });
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  return dir;
}

describe('preparedMediaDir', () => {
  it('names the same seed alike and a changed byte, a new file or a renamed file differently', async () => {
    const root = path.join(work, 'prepared');
    const names = async (files: Record<string, string>): Promise<string> => preparedMediaDir(await seed(files), root);
    const original = await names({ 'audio/a.mp3': 'abc', 'images/b.jpg': 'xyz' });
    expect(await names({ 'audio/a.mp3': 'abc', 'images/b.jpg': 'xyz' })).toBe(original);
    expect(await names({ 'audio/a.mp3': 'abd', 'images/b.jpg': 'xyz' })).not.toBe(original);
    expect(await names({ 'audio/a.mp3': 'abc', 'images/b.jpg': 'xyz', 'images/c.jpg': '' })).not.toBe(original);
    expect(await names({ 'audio/z.mp3': 'abc', 'images/b.jpg': 'xyz' })).not.toBe(original);
    expect(path.dirname(original)).toBe(root);
  });
});

describe('keepPreparedMedia and restorePreparedMedia', () => {
  it('restores a kept bucket into a bucket that does not exist yet, file for file', async () => {
    const bucket = path.join(work, 'first/s3/media');
    await mkdir(path.join(bucket, 'media/audio'), { recursive: true });
    await writeFile(path.join(bucket, 'media/audio/a.mp3._S3rver_object'), 'bytes');
    const prepared = path.join(work, 'prepared/abc');

    expect(await restorePreparedMedia(prepared, path.join(work, 'second/s3/media'))).toBe(false);
    await keepPreparedMedia(bucket, prepared);
    expect(await readdir(path.join(work, 'prepared'))).toEqual(['abc']);

    const restored = path.join(work, 'second/s3/media');
    expect(await restorePreparedMedia(prepared, restored)).toBe(true);
    expect(await readFile(path.join(restored, 'media/audio/a.mp3._S3rver_object'), 'utf8')).toBe('bytes');
  });

  it('leaves an existing bucket alone', async () => {
    const prepared = path.join(work, 'prepared/abc');
    await mkdir(prepared, { recursive: true });
    await writeFile(path.join(prepared, 'seeded'), 'seed');
    const bucket = path.join(work, 's3/media');
    await mkdir(bucket, { recursive: true });
    await writeFile(path.join(bucket, 'own'), 'mine');

    expect(await restorePreparedMedia(prepared, bucket)).toBe(false);
    expect(await readdir(bucket)).toEqual(['own']);
  });

  it('keeps the first copy when two processes keep one', async () => {
    const prepared = path.join(work, 'prepared/abc');
    const buckets = ['one', 'two'].map((name) => path.join(work, name));
    for (const bucket of buckets) {
      await mkdir(bucket, { recursive: true });
      await writeFile(path.join(bucket, 'object'), path.basename(bucket));
    }
    await Promise.all(buckets.map((bucket) => keepPreparedMedia(bucket, prepared)));
    expect(['one', 'two']).toContain(await readFile(path.join(prepared, 'object'), 'utf8'));
    // No partial copy is left beside it.
    expect(await readdir(path.join(work, 'prepared'))).toEqual(['abc']);
  });
});
