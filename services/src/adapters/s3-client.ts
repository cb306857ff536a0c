import { S3Client } from '@aws-sdk/client-s3';
import { MEDIA_BUCKET_ENV_VAR } from '@rufbereit/shared';
import { ConfigError } from '../config';
import { lazy } from './lazy';

/** Path style where the stand-in needs it (s3rver has no virtual hosts). */
export const s3Client = lazy(() => new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' }));

export function mediaBucketFromEnv(): string {
  const bucket = process.env[MEDIA_BUCKET_ENV_VAR]?.trim();
  if (!bucket) throw new ConfigError(`Environment variable ${MEDIA_BUCKET_ENV_VAR} is not set`);
  return bucket;
}
