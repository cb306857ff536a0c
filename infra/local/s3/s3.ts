import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { MEDIA_KEY_PREFIX, SEED_MEDIA_CACHE_CONTROL } from '@rufbereit/shared';
import { PortInUseError, localUrl } from '../core/http-util';
import { makeStoreAtomic, type FilesystemStoreLike } from './s3-atomic-store';
import { etagPreconditions } from './s3-preconditions';
import { presignedPostPolicy } from './s3-post-policy';
import { LOCAL_CREDENTIALS, LOCAL_HOST, LOCAL_REGION, MEDIA_BUCKET } from '../core/ports';

export interface LocalS3 {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * CORS of the media bucket: the browser POSTs presigned uploads straight to the bucket (the CDK
 * stack allows the site origins; locally the site runs on any port, so any origin).
 */
const mediaCors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** s3rver with its files under `directory`; the media bucket exists from the start. */
export async function startS3(directory: string, port: number): Promise<LocalS3> {
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    address: LOCAL_HOST,
    port,
    directory,
    silent: true,
    // Path-style only: `media.127.0.0.1` cannot resolve.
    vhostBuckets: false,
    configureBuckets: [{ name: MEDIA_BUCKET, configs: [mediaCors] }],
  });
  // Objects replaced as one unit, as on S3 (s3-atomic-store.ts); first in the chain: the ETag
  // preconditions s3rver ignores (s3-preconditions.ts), checked under the same object locks.
  const locks = makeStoreAtomic(server.store as unknown as FilesystemStoreLike);
  server.middleware.unshift(etagPreconditions(server.store, locks) as (typeof server.middleware)[number]);
  // A browser upload must hold to its presigned POST's policy, as on S3 (s3-post-policy.ts).
  server.middleware.unshift(presignedPostPolicy(LOCAL_CREDENTIALS) as (typeof server.middleware)[number]);
  try {
    await server.run();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError('S3 (s3rver)', port);
    throw error;
  }
  return {
    endpoint: localUrl(port),
    stop: async () => {
      server.httpServer?.closeAllConnections();
      await server.close();
    },
  };
}

/** An S3 client that s3rver understands (docs/local-environment.md, known gaps). */
export function localS3Client(endpoint: string): S3Client {
  return new S3Client({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

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
