/**
 * A presigned POST for one object: a fresh key, the size range and the content type in its policy,
 * valid 5 minutes. The browser uploads straight to S3 with it. Its own module: the presigner is large
 * and only the routes that hand out uploads load it.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';

const UPLOAD_TICKET_SECONDS = 5 * 60;

export function presignUpload(
  client: S3Client,
  bucket: string,
  key: string,
  contentType: string,
  maxBytes: number,
): Promise<{ url: string; fields: Record<string, string> }> {
  return createPresignedPost(client, {
    Bucket: bucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_TICKET_SECONDS,
  });
}
