/**
 * POST /api/admin/request-selections/demo-requests/status (access `admin`), body {ids, status}: the
 * selected demo requests move to one status, each recorded with who and when. 400 for no ids, more
 * than INBOX_BULK_MAX, a malformed id or an unknown status; ids erased meanwhile come back as `notFound`.
 */
import { bulkStatusBodySchema, type BulkStatusResult } from '@rufbereit/shared';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { createAdminHandler } from '../http/admin-handler';
import { staffName } from '../http/staff-name';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { bulkSetDemoStatus } from '../use-cases/inbox-bulk';

export const handler = createAdminHandler(['bulkSetDemoStatus'], async (event, caller) => {
  const { ids, status } = validateInput(bulkStatusBodySchema, parseJsonBody(event));
  return jsonResponse(200, (await bulkSetDemoStatus(inboxRepositoryFromEnv(), await staffName(caller), ids, status)) satisfies BulkStatusResult);
});
