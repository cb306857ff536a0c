/**
 * Customers' documents in the media bucket under a private prefix (CloudFront serves only media/*):
 * a ranged GET to check the first bytes, and deletion (S3Objects). Presigned links: s3-document-links.ts.
 */
import { PENDING_DOCUMENTS_PREFIX, PRIVATE_DOCUMENTS_PREFIX } from '@rufbereit/shared';
import type { DocumentObjects } from '../use-cases/assistant-config';
import { mediaBucketFromEnv } from './s3-client';
import { S3Objects } from './s3-objects';

/** A verified document: only the completion writes here (a copy of the checked bytes). */
export const documentKey = (userId: string, documentId: string): string => `${PRIVATE_DOCUMENTS_PREFIX}${userId}/${documentId}`;
/** Where the upload ticket's presigned POST puts the file until it is checked. */
export const pendingDocumentKey = (userId: string, documentId: string): string => `${PENDING_DOCUMENTS_PREFIX}${userId}/${documentId}`;

export class S3DocumentObjects extends S3Objects implements DocumentObjects {
  keyFor = documentKey;
  pendingKeyFor = pendingDocumentKey;
}

export const documentObjectsFromEnv = (): DocumentObjects => new S3DocumentObjects(mediaBucketFromEnv());
