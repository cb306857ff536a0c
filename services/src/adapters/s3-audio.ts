/** The media bucket's audio objects (the upload check, publishing, deletion). Presigned POSTs: s3-audio-links.ts. */
import type { AudioObjects } from '../use-cases/audio-uploads';
import { mediaBucketFromEnv } from './s3-client';
import { S3Objects } from './s3-objects';

export const audioObjectsFromEnv = (): AudioObjects => new S3Objects(mediaBucketFromEnv());
