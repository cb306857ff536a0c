/**
 * PUT /api/admin/requests/demo-requests/{requestId}/status (access `admin`), body {status}: moves a
 * demo request through its workflow, recorded with who and when. 400 unknown status, 404 unknown id.
 */
import { demoRequestParamsSchema, demoStatusBodySchema, demoStatusLabels } from '@rufbereit/shared';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { createAdminHandler } from '../http/admin-handler';
import { audited } from '../http/audit-recorder';
import { staffName } from '../http/staff-name';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { setDemoStatus } from '../use-cases/inbox';

export const handler = createAdminHandler(['setDemoStatus'], audited(async (event, caller, audit) => {
  const { requestId } = validateInput(demoRequestParamsSchema, event.pathParameters ?? {});
  const { status } = validateInput(demoStatusBodySchema, parseJsonBody(event));
  const detail = await setDemoStatus({ repository: inboxRepositoryFromEnv() }, { by: await staffName(caller), id: requestId, status });
  await audit(`demo-requests/${requestId}`, `→ ${demoStatusLabels[status]}`);
  return jsonResponse(200, detail);
}));
