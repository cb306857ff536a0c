/** GET /api/me/assistant-config/documents/{documentId} (access `user`): {url}, a 5-minute download link for the owner. */
import { assistantConfigRepositoryFromEnv } from '../adapters/dynamo-assistant-config-repository';
import { documentStorageFromEnv } from '../adapters/s3-document-storage';
import { createProtectedHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';
import { documentLink } from '../use-cases/assistant-config';

export const handler = createProtectedHandler(['getDocumentLink'], async (event, caller) =>
  jsonResponse(200, { url: await documentLink(assistantConfigRepositoryFromEnv(), documentStorageFromEnv(), caller.sub, event.pathParameters?.documentId ?? '') }),
);
