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
import { audited } from '../http/audit-recorder';
import { gdprNoDataAsNotFound, pipedriveIfConfigured } from '../http/gdpr-support';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { gdprExport } from '../use-cases/gdpr';
import { countsText } from '../use-cases/staff-audit';

export const handler = createAdminHandler(['gdprExport'], audited(async (event, _caller, audit) => {
  const { email } = validateInput(gdprBodySchema, parseJsonBody(event));
  const stores = { repository: inboxRepositoryFromEnv(), bookings: personBookingsFromEnv(), documents: accountDocumentsFromEnv(), crm: pipedriveIfConfigured };
  const result = await gdprNoDataAsNotFound(() => gdprExport(stores, email));
  // Who handed out whose data is itself personal: the entry says how much, not about whom.
  const counts = countsText([
    [result.contacts.length, 'Kontaktanfrage', 'Kontaktanfragen'],
    [result.demoRequests.length, 'Demo-Anfrage', 'Demo-Anfragen'],
    [result.introCalls.length, 'Kennenlerngespräch', 'Kennenlerngespräche'],
    [result.documents.length, 'Dokument', 'Dokumente'],
    [result.audioFiles.length, 'MP3-Datei', 'MP3-Dateien'],
    [result.uploadTickets.length, 'offener Upload', 'offene Uploads'],
    [result.pipedrivePersons.length, 'Pipedrive-Person', 'Pipedrive-Personen'],
  ]);
  await audit('Datenauskunft', counts);
  return jsonResponse(200, result satisfies GdprExport);
}));
