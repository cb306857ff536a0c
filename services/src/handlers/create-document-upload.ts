/**
 * POST /api/me/assistant-config/documents (access `user`): body {name, size}. Answers a presigned
 * POST {documentId, url, fields} for one pdf/doc/docx/txt of at most 10 MB to a pending key; the
 * ticket (name and type) is noted on the account. 409 when the list is full, 429 when too many tickets are open.
 */
import { ASSISTANT_DOCUMENT_MAX_BYTES, documentUploadRequestSchema } from '@rufbereit/shared';
import { uploadRecordsFromEnv } from '../adapters/dynamo-upload-records';
import { documentLinksFromEnv } from '../adapters/s3-document-links';
import { createProtectedHandler } from '../http/api-handler';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { createDocumentUpload } from '../use-cases/assistant-config';

export const handler = createProtectedHandler(['createDocumentUpload'], async (event, caller) => {
  const { name } = validateInput(documentUploadRequestSchema, parseJsonBody(event));
  return jsonResponse(201, await createDocumentUpload(
      { records: uploadRecordsFromEnv(), storage: documentLinksFromEnv(), maxBytes: ASSISTANT_DOCUMENT_MAX_BYTES },
      { userId: caller.sub, name },
    ));
});
