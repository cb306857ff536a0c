/**
 * GET /api/admin/assistant-configs/{userId}/documents/{documentId} (access `admin`): {url}, a
 * 5-minute download link to any account's document, for staff. The only route that names an account.
 * Each link handed out is an entry of the audit log (documentDownload).
 */
import { assistantConfigRepositoryFromEnv } from '../adapters/dynamo-assistant-config-repository';
import { documentLinksFromEnv } from '../adapters/s3-document-links';
import { createAdminHandler } from '../http/admin-handler';
import { audited } from '../http/audit-recorder';
import { jsonResponse } from '../http/responses';
import { documentLink } from '../use-cases/assistant-config';

export const handler = createAdminHandler(['getAccountDocumentLink'], audited(async (event, _caller, audit) => {
  const [userId, documentId] = [event.pathParameters?.userId ?? '', event.pathParameters?.documentId ?? ''];
  const url = await documentLink({ repository: assistantConfigRepositoryFromEnv(), storage: documentLinksFromEnv() }, { userId, documentId });
  // A customer's private document handed out: the account and the document by id.
  await audit(`${userId}/${documentId}`);
  return jsonResponse(200, { url });
}));
