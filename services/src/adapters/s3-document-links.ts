/**
 * Presigned POST for a document upload (size range and content type in the policy) and presigned GET
 * links of 5 minutes. Only the routes that hand out links load the presigners.
 */
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { DocumentLinks } from '../use-cases/assistant-config';
import { documentKey, pendingDocumentKey } from './s3-document-objects';
import { mediaBucketFromEnv, s3Client } from './s3-client';
import { presignUpload } from './s3-presigned-upload';

const DOWNLOAD_LINK_SECONDS = 5 * 60;

export class S3DocumentLinks implements DocumentLinks {
  constructor(
    private readonly bucket: string,
    private readonly client: S3Client = s3Client(),
  ) {}

  keyFor = documentKey;
  pendingKeyFor = pendingDocumentKey;

  async presignUpload(key: string, contentType: string, maxBytes: number): Promise<{ url: string; fields: Record<string, string> }> {
    return presignUpload(this.client, this.bucket, key, contentType, maxBytes);
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

export const documentLinksFromEnv = (): DocumentLinks => new S3DocumentLinks(mediaBucketFromEnv());
