/**
 * POST /api/me/assistant-config/documents/{documentId}/complete (access `user`): body {name} (checked
 * for compatibility, decides nothing: name and type were fixed with the ticket). Checks the uploaded
 * object (size, type by its first bytes), copies exactly the checked bytes to the verified key and
 * lists it once per ticket; 422 and deleted when it is not what it claims or changed meanwhile; 404
 * when nothing arrived or there is no ticket; 409 when the list is full or another completion is
 * still checking.
 */
import { ASSISTANT_DOCUMENT_MAX_BYTES, documentCompleteRequestSchema } from '@rufbereit/shared';
import { uploadRecordsFromEnv } from '../adapters/dynamo-upload-records';
import { checkDocumentContent } from '../adapters/document-content-check';
import { documentObjectsFromEnv } from '../adapters/s3-document-objects';
import { createProtectedHandler } from '../http/api-handler';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { completeDocumentUpload } from '../use-cases/assistant-config';

export const handler = createProtectedHandler(['completeDocumentUpload'], async (event, caller) => {
  validateInput(documentCompleteRequestSchema, parseJsonBody(event));
  const documentId = event.pathParameters?.documentId ?? '';
  const document = await completeDocumentUpload(
    { records: uploadRecordsFromEnv(), storage: documentObjectsFromEnv(), checkContent: checkDocumentContent, maxBytes: ASSISTANT_DOCUMENT_MAX_BYTES },
    { userId: caller.sub, documentId },
  );
  return jsonResponse(200, document);
});
