/**
 * GET /api/admin/request-exports/{kind}?format=csv|xlsx (access `admin`): every request of the current
 * search and filters as CSV (UTF-8 with BOM, semicolons, German header) or .xlsx to download.
 * Env: TABLE_CONTACTS, TABLE_DEMO_REQUESTS.
 */
import { exportFormatSchema, inboxKindParamsSchema, inboxKinds, inboxQuerySchema } from '@rufbereit/shared';
import { recordAudit } from '../adapters/dynamo-staff-audit';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { createAdminHandler } from '../http/admin-handler';
import { inboxExportResponse } from '../http/inbox-export-response';
import { validateInput } from '../http/validation';
import { allRows } from '../use-cases/inbox';
import { staffName } from '../http/staff-name';
import { auditEntry } from '../use-cases/staff-audit';

export const handler = createAdminHandler(['exportRequests'], async (event, caller) => {
  const { kind } = validateInput(inboxKindParamsSchema, event.pathParameters ?? {});
  const { cursor: _ignored, ...query } = validateInput(inboxQuerySchema, event.queryStringParameters ?? {});
  const { format } = validateInput(exportFormatSchema, event.queryStringParameters ?? {});
  const rows = await allRows({ repository: inboxRepositoryFromEnv() }, { kind: inboxKinds[kind], query });
  // The list and the row count; not the search term (it may be a person's name).
  await recordAudit(auditEntry(await staffName(caller), 'requestExport', kind, `${rows.length} ${rows.length === 1 ? 'Zeile' : 'Zeilen'}`));
  return inboxExportResponse(kind, rows, format);
});
