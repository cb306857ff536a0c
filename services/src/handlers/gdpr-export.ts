/**
 * POST /api/admin/gdpr/export (access `admin`), body {email}: everything stored about one person as
 * JSON (the e-mail travels in the body, never in an address that ends up in access logs).
 */
import { gdprBodySchema, type GdprExport } from '@rufbereit/shared';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { createProtectedHandler } from '../http/api-handler';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { gdprExport } from '../use-cases/gdpr';

export const handler = createProtectedHandler(['gdprExport'], async (event) => {
  const { email } = validateInput(gdprBodySchema, parseJsonBody(event));
  return jsonResponse(200, (await gdprExport(inboxRepositoryFromEnv(), email)) satisfies GdprExport);
});
