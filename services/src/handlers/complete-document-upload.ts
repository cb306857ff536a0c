/**
 * POST /api/me/assistant-config/documents/{documentId}/complete (access `user`): body {name}. Checks
 * the uploaded object (size, type by its first bytes) and lists it; 422 and deleted when it is not
 * what it claims; 404 when nothing arrived.
 */
import { ASSISTANT_DOCUMENT_MAX_BYTES, documentCompleteRequestSchema } from '@rufbereit/shared';
import { assistantConfigRepositoryFromEnv } from '../adapters/dynamo-assistant-config-repository';
import { checkDocumentContent } from '../adapters/document-content-check';
import { documentObjectsFromEnv } from '../adapters/s3-document-objects';
import { createProtectedHandler } from '../http/api-handler';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { completeDocumentUpload } from '../use-cases/assistant-config';

export const handler = createProtectedHandler(['completeDocumentUpload'], async (event, caller) => {
  const { name } = validateInput(documentCompleteRequestSchema, parseJsonBody(event));
  const documentId = event.pathParameters?.documentId ?? '';
  const document = await completeDocumentUpload(
    assistantConfigRepositoryFromEnv(),
    documentObjectsFromEnv(),
    checkDocumentContent,
    caller.sub,
    documentId,
    name,
    ASSISTANT_DOCUMENT_MAX_BYTES,
  );
  return jsonResponse(200, document);
});
