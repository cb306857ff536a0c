/** GET /api/me/assistant-config/documents/{documentId} (access `user`): {url}, a 5-minute download link for the owner. */
import { assistantConfigRepositoryFromEnv } from '../adapters/dynamo-assistant-config-repository';
import { documentLinksFromEnv } from '../adapters/s3-document-links';
import { createProtectedHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';
import { documentLink } from '../use-cases/assistant-config';

export const handler = createProtectedHandler(['getDocumentLink'], async (event, caller) =>
  jsonResponse(200, { url: await documentLink(
      { repository: assistantConfigRepositoryFromEnv(), storage: documentLinksFromEnv() },
      { userId: caller.sub, documentId: event.pathParameters?.documentId ?? '' },
    ) }),
);
