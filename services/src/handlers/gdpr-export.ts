/**
 * POST /api/admin/gdpr/export (access `admin`), body {email}: everything stored about one person as
 * JSON (the e-mail travels in the body, never in an address that ends up in access logs): requests
 * with notes, intro-call bookings, CRM persons. 404 with a German message when nothing is stored.
 */
import { gdprBodySchema, type GdprExport } from '@rufbereit/shared';
import { personBookingsFromEnv } from '../adapters/dynamo-gdpr-stores';
import { accountDocumentsFromEnv } from '../adapters/gdpr-account-documents';
import { recordAudit } from '../adapters/dynamo-staff-audit';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { createAdminHandler } from '../http/admin-handler';
import { gdprNoDataAsNotFound, pipedriveIfConfigured } from '../http/gdpr-support';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { gdprExport } from '../use-cases/gdpr';
import { staffName } from '../http/staff-name';
import { auditEntry, countsText } from '../use-cases/staff-audit';

export const handler = createAdminHandler(['gdprExport'], async (event, caller) => {
  const { email } = validateInput(gdprBodySchema, parseJsonBody(event));
  const stores = { repository: inboxRepositoryFromEnv(), bookings: personBookingsFromEnv(), documents: accountDocumentsFromEnv(), crm: pipedriveIfConfigured };
  const result = await gdprNoDataAsNotFound(() => gdprExport(stores, email));
  // Who handed out whose data is itself personal: the entry says how much, not about whom.
  const counts = countsText([
    [result.contacts.length, 'Kontaktanfrage', 'Kontaktanfragen'],
    [result.demoRequests.length, 'Demo-Anfrage', 'Demo-Anfragen'],
    [result.introCalls.length, 'Kennenlerngespräch', 'Kennenlerngespräche'],
  ]);
  await recordAudit(auditEntry(await staffName(caller), 'gdprExport', 'Datenauskunft', counts));
  return jsonResponse(200, result satisfies GdprExport);
});
