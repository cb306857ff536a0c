/**
 * GET /api/admin/assistant-configs/{userId}/documents/{documentId} (access `admin`): {url}, a
 * 5-minute download link to any account's document, for staff. The only route that names an account.
 */
import { assistantConfigRepositoryFromEnv } from '../adapters/dynamo-assistant-config-repository';
import { documentLinksFromEnv } from '../adapters/s3-document-links';
import { createAdminHandler } from '../http/admin-handler';
import { jsonResponse } from '../http/responses';
import { documentLink } from '../use-cases/assistant-config';

export const handler = createAdminHandler(['getAccountDocumentLink'], async (event) =>
  jsonResponse(200, {
    url: await documentLink(
      { repository: assistantConfigRepositoryFromEnv(), storage: documentLinksFromEnv() },
      { userId: event.pathParameters?.userId ?? '', documentId: event.pathParameters?.documentId ?? '' },
    ),
  }),
);
