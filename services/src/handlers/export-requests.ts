/**
 * GET /api/admin/request-exports/{kind} (access `admin`): every request of the current search and
 * filters as CSV (UTF-8 with BOM, semicolons, German header) to download.
 * Env: TABLE_CONTACTS, TABLE_DEMO_REQUESTS.
 */
import { inboxKindParamsSchema, inboxKinds, inboxQuerySchema } from '@rufbereit/shared';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { createAdminHandler } from '../http/admin-handler';
import { csvResponse } from '../http/csv-response';
import { validateInput } from '../http/validation';
import { allRows } from '../use-cases/inbox';
import { inboxCsv } from '../use-cases/inbox-csv';

export const handler = createAdminHandler(['exportRequests'], async (event) => {
  const { kind } = validateInput(inboxKindParamsSchema, event.pathParameters ?? {});
  const { cursor: _ignored, ...query } = validateInput(inboxQuerySchema, event.queryStringParameters ?? {});
  return csvResponse(kind, inboxCsv(await allRows(inboxRepositoryFromEnv(), inboxKinds[kind], query)));
});
