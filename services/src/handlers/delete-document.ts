/** DELETE /api/me/assistant-config/documents/{documentId} (access `user`): removes it from the list and the bucket. */
import { documentMessages } from '@rufbereit/shared';
import { assistantConfigRepositoryFromEnv } from '../adapters/dynamo-assistant-config-repository';
import { documentObjectsFromEnv } from '../adapters/s3-document-objects';
import { createProtectedHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';
import { deleteDocument } from '../use-cases/assistant-config';

export const handler = createProtectedHandler(['deleteDocument'], async (event, caller) => {
  await deleteDocument(
    { repository: assistantConfigRepositoryFromEnv(), storage: documentObjectsFromEnv() },
    { userId: caller.sub, documentId: event.pathParameters?.documentId ?? '' },
  );
  return jsonResponse(200, { message: documentMessages.deleted });
});
