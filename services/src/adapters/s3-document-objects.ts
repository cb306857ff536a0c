/**
 * Customers' documents in the media bucket under a private prefix (CloudFront serves only media/*):
 * a ranged GET to check the first bytes, and deletion. Presigned links: s3-document-links.ts.
 * Env: MEDIA_BUCKET; locally AWS_ENDPOINT_URL_S3 + S3_FORCE_PATH_STYLE.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { PRIVATE_DOCUMENTS_PREFIX } from '@rufbereit/shared';
import type { DocumentObjects } from '../use-cases/assistant-config';
import { documentBucketFromEnv, s3Client } from './s3-client';

/** Enough of a file for its type to show (file-type reads at most this much). */
const HEAD_BYTES = 64 * 1024;

const isMissing = (error: unknown): boolean => error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey');

export const documentKey = (userId: string, documentId: string): string => `${PRIVATE_DOCUMENTS_PREFIX}${userId}/${documentId}`;

export class S3DocumentObjects implements DocumentObjects {
  constructor(
    private readonly bucket: string,
    private readonly client: S3Client = s3Client(),
  ) {}

  keyFor = documentKey;

  async inspect(key: string): Promise<{ size: number; head: Uint8Array } | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      const size = head.ContentLength ?? 0;
      if (size === 0) return { size, head: new Uint8Array() };
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${Math.min(size, HEAD_BYTES) - 1}` }));
      return { size, head: (await object.Body?.transformToByteArray()) ?? new Uint8Array() };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

export const documentObjectsFromEnv = (): DocumentObjects => new S3DocumentObjects(documentBucketFromEnv());
