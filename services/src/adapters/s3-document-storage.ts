/**
 * Customers' documents in the media bucket under a private prefix (CloudFront serves only media/*):
 * presigned POST for the upload (size range and content type in the policy), a ranged GET to check
 * the first bytes, presigned GET links of 5 minutes for the owner.
 * Env: MEDIA_BUCKET; locally AWS_ENDPOINT_URL_S3 + S3_FORCE_PATH_STYLE.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MEDIA_BUCKET_ENV_VAR, PRIVATE_DOCUMENTS_PREFIX } from '@rufbereit/shared';
import { ConfigError } from '../config';
import type { DocumentStorage } from '../use-cases/assistant-config';

/** Enough of a file for its type to show (file-type reads at most this much). */
const HEAD_BYTES = 64 * 1024;
const UPLOAD_TICKET_SECONDS = 5 * 60;
const DOWNLOAD_LINK_SECONDS = 5 * 60;

let client: S3Client | undefined;
const s3 = (): S3Client => (client ??= new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' }));

const isMissing = (error: unknown): boolean => error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey');

export class S3DocumentStorage implements DocumentStorage {
  constructor(
    private readonly bucket: string,
    private readonly client: S3Client = s3(),
  ) {}

  keyFor(userId: string, documentId: string): string {
    return `${PRIVATE_DOCUMENTS_PREFIX}${userId}/${documentId}`;
  }

  async presignUpload(key: string, contentType: string, maxBytes: number): Promise<{ url: string; fields: Record<string, string> }> {
    return createPresignedPost(this.client, {
      Bucket: this.bucket,
      Key: key,
      Conditions: [
        ['content-length-range', 1, maxBytes],
        ['eq', '$Content-Type', contentType],
      ],
      Fields: { 'Content-Type': contentType },
      Expires: UPLOAD_TICKET_SECONDS,
    });
  }

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

  async presignDownload(key: string, fileName: string): Promise<string> {
    const asciiName = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ResponseContentDisposition: `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      }),
      { expiresIn: DOWNLOAD_LINK_SECONDS },
    );
  }
}

export function documentStorageFromEnv(): DocumentStorage {
  const bucket = process.env[MEDIA_BUCKET_ENV_VAR]?.trim();
  if (!bucket) throw new ConfigError(`Environment variable ${MEDIA_BUCKET_ENV_VAR} is not set`);
  return new S3DocumentStorage(bucket);
}
