/**
 * GET /api/admin/requests/{kind} (access `admin`): one page of contact or demo requests, newest
 * first, with search (`q`), filters (`status`, `delivery`) and `cursor`. 400 for unknown values.
 * Env: TABLE_CONTACTS, TABLE_DEMO_REQUESTS (query on the creation-time index).
 */
import { inboxKindParamsSchema, inboxKinds, inboxQuerySchema, type InboxPage } from '@rufbereit/shared';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { createAdminHandler } from '../http/admin-handler';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { listInbox } from '../use-cases/inbox';

export const handler = createAdminHandler(['listRequests'], async (event) => {
  const { kind } = validateInput(inboxKindParamsSchema, event.pathParameters ?? {});
  const query = validateInput(inboxQuerySchema, event.queryStringParameters ?? {});
  return jsonResponse(200, (await listInbox({ repository: inboxRepositoryFromEnv() }, { kind: inboxKinds[kind], query })) satisfies InboxPage);
});
