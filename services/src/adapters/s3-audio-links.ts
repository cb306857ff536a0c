/** Presigned POSTs for audio uploads (a module of its own: only the two upload routes bundle the presigner). */
import type { AudioUploadLinks } from '../use-cases/audio-uploads';
import { mediaBucketFromEnv, s3Client } from './s3-client';
import { presignUpload } from './s3-presigned-upload';

export function audioUploadLinksFromEnv(): AudioUploadLinks {
  const bucket = mediaBucketFromEnv();
  return { presignUpload: (key, contentType, maxBytes) => presignUpload(s3Client(), bucket, key, contentType, maxBytes) };
}
