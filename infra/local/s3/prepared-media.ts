import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SEED_MEDIA_CACHE_CONTROL } from '@rufbereit/shared';

/**
 * The media bucket as s3rver stores it right after seeding (seed-media.ts), kept once per content of
 * `seed/media` under the temp directory. A bucket that does not exist yet (a fresh data directory: every
 * test environment, a first `npm start`) starts as a copy of it instead of 54 uploads through s3rver
 * (~0.9 s of CPU in the S3 process and its client per start; a test run starts ~22 environments).
 * The copy's name is a hash of every seed file's path and bytes, the Cache-Control the seed gets and
 * s3rver's version (its layout on disk): a changed seed gets a copy of its own. Old copies are left
 * (2.7 MB each, one per seed version): another run may be reading one.
 */
export const PREPARED_MEDIA_ROOT = path.join(tmpdir(), 'rufbereit-seeded-media');

const s3rverVersion = (): string => (createRequire(import.meta.url)('s3rver/package.json') as { version: string }).version;

async function seedFiles(seedDir: string): Promise<string[]> {
  const entries = await readdir(seedDir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => path.relative(seedDir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Where the prepared bucket of this seed's content is (or would be) kept. */
export async function preparedMediaDir(seedDir: string, root = PREPARED_MEDIA_ROOT): Promise<string> {
  const hash = createHash('sha256').update(`s3rver ${s3rverVersion()}\n${SEED_MEDIA_CACHE_CONTROL}\n`);
  for (const file of await seedFiles(seedDir)) {
    hash.update(`${file}\n`).update(createHash('sha256').update(await readFile(path.join(seedDir, file))).digest('hex'));
  }
  return path.join(root, hash.digest('hex').slice(0, 32));
}

const exists = (dir: string): Promise<boolean> => stat(dir).then(
  () => true,
  () => false,
);

/**
 * Copies the prepared bucket to `bucketDir` when the bucket does not exist yet and a copy for this seed
 * was kept. Returns whether it did (then the bucket holds exactly the seed, and seeding can be skipped).
 */
export async function restorePreparedMedia(prepared: string, bucketDir: string): Promise<boolean> {
  if ((await exists(bucketDir)) || !(await exists(prepared))) return false;
  await mkdir(path.dirname(bucketDir), { recursive: true });
  await cp(prepared, bucketDir, { recursive: true, errorOnExist: true, force: false });
  return true;
}

/**
 * Keeps `bucketDir` (just seeded into an empty bucket: nothing else in it) as the prepared copy. Written
 * under a name of its own and renamed into place, so a reader never sees half a copy; when another
 * process was first, its copy stays and this one is dropped.
 */
export async function keepPreparedMedia(bucketDir: string, prepared: string): Promise<void> {
  if (await exists(prepared)) return;
  const partial = `${prepared}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await mkdir(path.dirname(prepared), { recursive: true });
    await cp(bucketDir, partial, { recursive: true });
    await rename(partial, prepared);
  } catch (error) {
    // Another process renamed its copy into place first: the same content.
    if (!(await exists(prepared))) throw error;
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}
