/**
 * POST /api/admin/gdpr/erase (access `admin`), body {email}: erases the person from every store (see
 * use-cases/gdpr.ts) and records the erasure (who, when, ids per store). 404 with a German message
 * when nothing is stored about the address. Env: TABLE_CONTACTS, TABLE_DEMO_REQUESTS,
 * TABLE_INTRO_CALL_SLOTS, TABLE_IDEMPOTENCY, TABLE_ASSISTANT_CONFIGURATIONS, TABLE_GDPR_ERASURES,
 * MEDIA_BUCKET, COGNITO_USER_POOL_ID, EVENT_BUS_NAME (erased bookings: sales' calendar cancellation), PIPEDRIVE_* (optional).
 */
import { auditDetails, gdprBodySchema, type GdprErasure } from '@rufbereit/shared';
import { addressLeasesFromEnv, personBookingsFromEnv } from '../adapters/dynamo-gdpr-stores';
import { eventPublisherFromEnv } from '../adapters/eventbridge-publisher';
import { accountDocumentsFromEnv } from '../adapters/gdpr-account-documents';
import { recordAudit } from '../adapters/dynamo-staff-audit';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { pipedriveIfConfigured } from '../adapters/pipedrive-client';
import { createAdminHandler } from '../http/admin-handler';
import { staffName } from '../http/staff-name';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { gdprErase } from '../use-cases/gdpr';
import { auditEntry } from '../use-cases/staff-audit';

export const handler = createAdminHandler(['gdprErase'], async (event, caller) => {
  const { email } = validateInput(gdprBodySchema, parseJsonBody(event));
  const stores = {
    repository: inboxRepositoryFromEnv(),
    bookings: personBookingsFromEnv(),
    leases: addressLeasesFromEnv(),
    documents: accountDocumentsFromEnv(),
    crm: pipedriveIfConfigured,
    publisher: eventPublisherFromEnv(),
  };
  const by = await staffName(caller);
  // Nothing stored about the address: a refusal `notFound`; the CRM cannot be asked: `unavailable` (use-cases/gdpr.ts).
  const erasure = await gdprErase(stores, { by, email });
  // The erasure record's id (table gdpr_erasures holds the ids in full) and counts: never the address.
  await recordAudit(
    auditEntry(
      by,
      'gdprErasure',
      erasure.id,
      auditDetails.gdprErasure({
        contacts: erasure.contactIds.length,
        demoRequests: erasure.demoRequestIds.length,
        introCalls: erasure.introCallSlots.length,
        documents: erasure.documentIds.length,
        audioFiles: erasure.audioFileIds.length,
        uploadTickets: erasure.uploadTicketIds.length,
        pipedrivePersons: erasure.pipedriveDeleted.length,
      }),
    ),
  );
  return jsonResponse(200, erasure satisfies GdprErasure);
});
