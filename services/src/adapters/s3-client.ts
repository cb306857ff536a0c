import { S3Client } from '@aws-sdk/client-s3';
import { mediaBucket, s3ForcePathStyle } from '../config';
import { lazy } from './lazy';

/** Path style where the stand-in needs it (s3rver has no virtual hosts). */
export const s3Client = lazy(() => new S3Client({ forcePathStyle: s3ForcePathStyle() }));

export function mediaBucketFromEnv(): string {
  return mediaBucket();
}
