import { existsSync } from 'node:fs';
import path from 'node:path';
import type { MediaOrigin } from '../core/edge';
import { MEDIA_BUCKET } from '../core/ports';
import { startServiceProcess } from '../core/service-process';
import { orStop, type Running, type StandIn } from '../core/stand-in';
import { seedMediaDir } from '../../src/paths';
import { serveMedia } from './media';
import type { LocalS3 } from './s3';
import { localS3Client } from './s3-client';
import { keepPreparedMedia, preparedMediaDir, restorePreparedMedia } from './prepared-media';
import { seedMedia } from './seed-media';

export interface RunningS3 extends Running {
  endpoint: string;
  /** The media bucket as CloudFront's `/media/*` origin, for the site (in this process). */
  media: MediaOrigin;
}

/** S3: s3rver in a process of its own with its files under `{dataDir}/s3`, the media bucket seeded from `seed/media`. */
export const s3StandIn: StandIn<object, RunningS3> = {
  name: 's3',
  standsInFor: 'S3',
  emulator: 's3rver 3, in a child process',
  adds: [
    'objects replaced as one unit under a per-key lock (`s3-atomic-store.ts`): s3rver truncates in place, and a concurrent read got a 500',
    '`If-Match` / `x-amz-copy-source-if-match` answered with 412 (`s3-preconditions.ts`): s3rver ignores them',
    "a presigned POST's policy checked as S3 checks it (`s3-post-policy.ts`): the SigV4 signature (local secret), the expiration, every condition (`eq`, `starts-with`, `bucket`, `content-length-range`) and that every form field is covered, answered with S3's error document (403 AccessDenied `Invalid according to Policy: …`, 403 SignatureDoesNotMatch, 400 EntityTooLarge/EntityTooSmall); s3rver checks none of it, and a ticket's form with its `key` changed overwrote another object (`tests/security/upload-policy.test.ts`). The server-side check of every upload stays the gate in both environments",
    "the media bucket's CORS for presigned POSTs from any local origin",
    'an S3 client it understands (`localS3Client` in `s3-client.ts`: path-style, `S3RVER`/`S3RVER` credentials, checksums only when required)',
    "`/media` for the site server (`media.ts`) with our own Range handling (`byte-range.ts`: s3rver answers a suffix range wrongly; a range whose `If-Range` no longer matches gets the whole object with 200, as S3 answers it) and image variants (`?format=webp&quality=80&width=…`, `image-transform.ts`; `image-variants.ts` pre-generates the ones AWS serves)",
    'the seed media (`seed/media/**`: demo recordings, branch images) uploaded at start-up under `media/`, an unchanged file left alone (`seed-media.ts`); a bucket that does not exist yet starts as a copy of one seeded before from the same seed files, kept in the temp directory (`prepared-media.ts`: no uploads, ~0.9 s of CPU less per fresh start)',
  ],
  gaps: [
    "it checks no SigV4 signature of other requests; of a presigned POST's policy (checked by our layer) not copied: `${filename}` in a key, the `success_action_*` and ACL semantics, the policy size limits, S3's field-before-file streaming (the form is read whole, at most 64 MB)",
    'its busboy/dicer dependency has a known DoS advisory: never expose it beyond 127.0.0.1',
    'no lifecycle rules (pending uploads are not expired locally)',
  ],
  async start(context) {
    const directory = path.join(context.dataDir, 's3');
    const bucketDir = path.join(directory, MEDIA_BUCKET);
    // A new bucket starts as the copy kept from an earlier seeding of the same files (prepared-media.ts).
    const bucketIsNew = !existsSync(bucketDir);
    const prepared = await preparedMediaDir(seedMediaDir);
    const restored = bucketIsNew && (await restorePreparedMedia(prepared, bucketDir));
    const s3 = await startServiceProcess<LocalS3>({ name: 's3', module: new URL('./s3.ts', import.meta.url), start: 'startS3', reusable: true }, [directory, context.ports.s3]);
    if (restored) {
      context.log('[local] media bucket copied from the seed prepared before (infra/local/seed/media)');
    } else {
      const seeded = await orStop(s3, () => seedMedia(s3.endpoint, seedMediaDir));
      if (seeded.length) context.log(`[local] seeded ${seeded.length} media file(s) from infra/local/seed/media`);
      // Only a bucket that holds nothing but the seed is kept for the next fresh start.
      if (bucketIsNew) await keepPreparedMedia(bucketDir, prepared).catch((error: unknown) => context.warn(`[local] keeping the seeded media bucket failed: ${String(error)}`));
    }
    // The site reads the bucket as CloudFront does, through a client of its own.
    const client = localS3Client(s3.endpoint);
    return {
      endpoint: s3.endpoint,
      media: (key, req, res, headers) => serveMedia(client, MEDIA_BUCKET, key, req, res, headers),
      stop: async () => {
        client.destroy();
        await s3.stop();
      },
    };
  },
};
