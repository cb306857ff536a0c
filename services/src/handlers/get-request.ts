/** GET /api/admin/requests/{kind}/{requestId} (access `admin`): one request with everything stored about it. 404 unknown. */
import { inboxKinds, requestParamsSchema, type RequestDetail } from '@rufbereit/shared';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { createAdminHandler } from '../http/admin-handler';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { getRequest } from '../use-cases/inbox';

export const handler = createAdminHandler(['getRequest'], async (event) => {
  const { kind, requestId } = validateInput(requestParamsSchema, event.pathParameters ?? {});
  return jsonResponse(200, (await getRequest({ repository: inboxRepositoryFromEnv() }, { kind: inboxKinds[kind], id: requestId })) satisfies RequestDetail);
});
