/**
 * POST /api/admin/gdpr/export (access `admin`), body {email}: everything stored about one person as
 * JSON (the e-mail travels in the body, never in an address that ends up in access logs): requests
 * with notes, intro-call bookings, CRM persons. 404 with a German message when nothing is stored.
 */
import { gdprBodySchema, type GdprExport } from '@rufbereit/shared';
import { personBookingsFromEnv } from '../adapters/dynamo-gdpr-stores';
import { accountDocumentsFromEnv } from '../adapters/gdpr-account-documents';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { createAdminHandler } from '../http/admin-handler';
import { gdprNoDataAsNotFound, pipedriveIfConfigured } from '../http/gdpr-support';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { gdprExport } from '../use-cases/gdpr';

export const handler = createAdminHandler(['gdprExport'], async (event) => {
  const { email } = validateInput(gdprBodySchema, parseJsonBody(event));
  const stores = { repository: inboxRepositoryFromEnv(), bookings: personBookingsFromEnv(), documents: accountDocumentsFromEnv(), crm: pipedriveIfConfigured };
  return jsonResponse(200, (await gdprNoDataAsNotFound(() => gdprExport(stores, email))) satisfies GdprExport);
});
