/**
 * POST /api/admin/request-selections/demo-requests/status (access `admin`), body {ids, status}: the
 * selected demo requests move to one status, each recorded with who and when. 400 for no ids, more
 * than INBOX_BULK_MAX, a malformed id or an unknown status; ids erased meanwhile come back as `notFound`.
 */
import { auditDetails, bulkStatusBodySchema, demoStatusLabels, type BulkStatusResult } from '@rufbereit/shared';
import { recordAudit } from '../adapters/dynamo-staff-audit';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { createAdminHandler } from '../http/admin-handler';
import { staffName } from '../http/staff-name';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { bulkSetDemoStatus } from '../use-cases/inbox-bulk';
import { auditEntry } from '../use-cases/staff-audit';

export const handler = createAdminHandler(['bulkSetDemoStatus'], async (event, caller) => {
  const { ids, status } = validateInput(bulkStatusBodySchema, parseJsonBody(event));
  const by = await staffName(caller);
  const result = await bulkSetDemoStatus({ repository: inboxRepositoryFromEnv() }, { by, ids, status });
  const count = result.updated.length;
  await recordAudit(auditEntry(by, 'bulkStatus', 'demo-requests', auditDetails.bulkStatus(count, demoStatusLabels[status])));
  return jsonResponse(200, result satisfies BulkStatusResult);
});
