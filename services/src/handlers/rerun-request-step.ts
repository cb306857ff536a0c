/**
 * POST /api/admin/requests/{kind}/{requestId}/rerun (access `admin`), body {step: 'crm' | 'mail'}:
 * sets a failed step back to pending and publishes the request's event again (ContactCreated /
 * DemoRequested). 409 when the step has not failed, 404 unknown id.
 * Env: TABLE_CONTACTS, TABLE_DEMO_REQUESTS, EVENT_BUS_NAME.
 */
import { inboxKinds, requestParamsSchema, rerunBodySchema } from '@rufbereit/shared';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { eventPublisherFromEnv } from '../adapters/eventbridge-publisher';
import { createAdminHandler } from '../http/admin-handler';
import { staffName } from '../http/staff-name';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { rerunStep } from '../use-cases/inbox';

export const handler = createAdminHandler(['rerunRequestStep'], async (event, caller) => {
  const { kind, requestId } = validateInput(requestParamsSchema, event.pathParameters ?? {});
  const { step } = validateInput(rerunBodySchema, parseJsonBody(event));
  const deps = { repository: inboxRepositoryFromEnv(), events: eventPublisherFromEnv() };
  return jsonResponse(202, await rerunStep(deps, await staffName(caller), inboxKinds[kind], requestId, step));
});
