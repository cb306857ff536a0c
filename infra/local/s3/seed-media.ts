import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { MEDIA_KEY_PREFIX, SEED_MEDIA_CACHE_CONTROL } from '@rufbereit/shared';
import { MEDIA_BUCKET } from '../core/ports';
import { localS3Client } from './s3-client';

const contentTypes: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.json': 'application/json',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};
export const contentTypeFor = (file: string): string => contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * Uploads every file under `seedDir` to the media bucket under MEDIA_KEY_PREFIX + its relative path
 * (seed/media/audio/x.mp3 → key media/audio/x.mp3, served at /media/audio/x.mp3 — the key CloudFront's
 * /media/* behaviour reads in AWS). A key whose object has the same content (ETag = MD5) is left
 * alone, so restarts stay quick and a regenerated file of the same size is still replaced.
 */
export async function seedMedia(endpoint: string, seedDir: string): Promise<string[]> {
  const client = localS3Client(endpoint);
  const upload = async (file: string): Promise<string | undefined> => {
    const key = MEDIA_KEY_PREFIX + path.relative(seedDir, file).split(path.sep).join('/');
    const body = await readFile(file);
    const md5 = `"${createHash('md5').update(body).digest('hex')}"`;
    const existing = await client.send(new HeadObjectCommand({ Bucket: MEDIA_BUCKET, Key: key })).catch(() => undefined);
    if (existing?.ETag === md5 && existing.CacheControl === SEED_MEDIA_CACHE_CONTROL) return undefined;
    await client.send(
      new PutObjectCommand({ Bucket: MEDIA_BUCKET, Key: key, Body: body, ContentType: contentTypeFor(file), CacheControl: SEED_MEDIA_CACHE_CONTROL }),
    );
    return key;
  };
  try {
    const files = await listFiles(seedDir);
    const uploaded: string[] = [];
    // A few at a time: quick, without opening a socket per file at once.
    for (let i = 0; i < files.length; i += 8) {
      const keys = await Promise.all(files.slice(i, i + 8).map(upload));
      uploaded.push(...keys.filter((k): k is string => k !== undefined));
    }
    return uploaded;
  } finally {
    client.destroy();
  }
}
