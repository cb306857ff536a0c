/**
 * POST /api/admin/request-selections/{kind}/export (access `admin`), body {ids, format?}: the selected
 * requests as CSV or .xlsx (the same as the export of the filter), read by key in the order given.
 * Env: TABLE_CONTACTS, TABLE_DEMO_REQUESTS.
 */
import { bulkExportBodySchema, inboxKindParamsSchema, inboxKinds } from '@rufbereit/shared';
import { recordAudit } from '../adapters/dynamo-staff-audit';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { createAdminHandler } from '../http/admin-handler';
import { parseJsonBody } from '../http/request-body';
import { validateInput } from '../http/validation';
import { inboxExportResponse } from '../http/inbox-export-response';
import { selectedRows } from '../use-cases/inbox-bulk';
import { staffName } from '../http/staff-name';
import { auditEntry } from '../use-cases/staff-audit';

export const handler = createAdminHandler(['exportSelectedRequests'], async (event, caller) => {
  const { kind } = validateInput(inboxKindParamsSchema, event.pathParameters ?? {});
  const { ids, format } = validateInput(bulkExportBodySchema, parseJsonBody(event));
  const rows = await selectedRows({ repository: inboxRepositoryFromEnv() }, { kind: inboxKinds[kind], ids });
  await recordAudit(auditEntry(await staffName(caller), 'selectionExport', kind, `${rows.length} ${rows.length === 1 ? 'Zeile' : 'Zeilen'}`));
  return inboxExportResponse(kind, rows, format, '-auswahl');
});
