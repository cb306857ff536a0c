/**
 * POST /api/admin/gdpr/export (access `admin`), body {email}: everything stored about one person as
 * JSON (the e-mail travels in the body, never in an address that ends up in access logs): requests
 * with notes, intro-call bookings, CRM persons. 404 with a German message when nothing is stored.
 */
import { auditDetails, gdprBodySchema, type GdprExport } from '@rufbereit/shared';
import { personBookingsFromEnv } from '../adapters/dynamo-gdpr-stores';
import { accountDocumentsFromEnv } from '../adapters/gdpr-account-documents';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { pipedriveIfConfigured } from '../adapters/pipedrive-client';
import { createAdminHandler } from '../http/admin-handler';
import { audited } from '../http/audit-recorder';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { gdprExport } from '../use-cases/gdpr';

export const handler = createAdminHandler(['gdprExport'], audited(async (event, _caller, audit) => {
  const { email } = validateInput(gdprBodySchema, parseJsonBody(event));
  const stores = { repository: inboxRepositoryFromEnv(), bookings: personBookingsFromEnv(), documents: accountDocumentsFromEnv(), crm: pipedriveIfConfigured };
  // Nothing stored about the address: a refusal `notFound`; the CRM cannot be asked: `unavailable` (use-cases/gdpr.ts).
  const result = await gdprExport(stores, email);
  // Who handed out whose data is itself personal: the entry says how much, not about whom.
  const counts = auditDetails.gdprExport({
    contacts: result.contacts.length,
    demoRequests: result.demoRequests.length,
    introCalls: result.introCalls.length,
    documents: result.documents.length,
    audioFiles: result.audioFiles.length,
    uploadTickets: result.uploadTickets.length,
    pipedrivePersons: result.pipedrivePersons.length,
  });
  await audit(auditDetails.gdprExportTarget, counts);
  return jsonResponse(200, result satisfies GdprExport);
}));
