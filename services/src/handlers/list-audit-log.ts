/**
 * GET /api/admin/audit-log?cursor= (access `admin`): the staff audit log, newest first, 25 a page.
 * 400 for a cursor that is not a key of the log. Env: TABLE_STAFF_AUDIT.
 */
import { auditQuerySchema, type AuditPage } from '@rufbereit/shared';
import { staffAuditLogFromEnv } from '../adapters/dynamo-staff-audit';
import { createAdminHandler } from '../http/admin-handler';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { listAuditLog } from '../use-cases/staff-audit';

export const handler = createAdminHandler(['listAuditLog'], async (event) => {
  const { cursor } = validateInput(auditQuerySchema, event.queryStringParameters ?? {});
  return jsonResponse(200, (await listAuditLog({ log: staffAuditLogFromEnv() }, { cursor })) satisfies AuditPage);
});
