/**
 * GET /api/admin/request-exports/{kind} (access `admin`): every request of the current search and
 * filters as CSV (UTF-8 with BOM, semicolons, German header) to download.
 * Env: TABLE_CONTACTS, TABLE_DEMO_REQUESTS.
 */
import { inboxKindParamsSchema, inboxKinds, inboxQuerySchema } from '@rufbereit/shared';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { createAdminHandler } from '../http/admin-handler';
import { validateInput } from '../http/validation';
import { allRows } from '../use-cases/inbox';
import { inboxCsv } from '../use-cases/inbox-csv';

export const handler = createAdminHandler(['exportRequests'], async (event) => {
  const { kind } = validateInput(inboxKindParamsSchema, event.pathParameters ?? {});
  const { cursor: _ignored, ...query } = validateInput(inboxQuerySchema, event.queryStringParameters ?? {});
  const day = new Date().toISOString().slice(0, 10);
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${kind}-${day}.csv"`,
      'cache-control': 'no-store',
    },
    body: inboxCsv(await allRows(inboxRepositoryFromEnv(), inboxKinds[kind], query)),
  };
});
