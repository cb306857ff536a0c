/**
 * POST /api/admin/requests/{kind}/{requestId}/retry-now (access `admin`), body {step: 'crm' | 'mail'}:
 * 'Jetzt erneut versuchen' for a step that is waiting for its next attempt: publishes the request's
 * event again now (ContactCreated / DemoRequested). 409 when the step is not retrying, 404 unknown id.
 * Env: TABLE_CONTACTS, TABLE_DEMO_REQUESTS, EVENT_BUS_NAME.
 */
import { inboxKinds, requestParamsSchema, rerunBodySchema } from '@rufbereit/shared';
import { recordAudit } from '../adapters/dynamo-staff-audit';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { eventPublisherFromEnv } from '../adapters/eventbridge-publisher';
import { createAdminHandler } from '../http/admin-handler';
import { staffName } from '../http/staff-name';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { retryStepNow } from '../use-cases/retry-now';
import { auditEntry } from '../use-cases/staff-audit';

export const handler = createAdminHandler(['retryRequestStepNow'], async (event, caller) => {
  const { kind, requestId } = validateInput(requestParamsSchema, event.pathParameters ?? {});
  const { step } = validateInput(rerunBodySchema, parseJsonBody(event));
  const deps = { repository: inboxRepositoryFromEnv(), events: eventPublisherFromEnv() };
  const by = await staffName(caller);
  const detail = await retryStepNow(deps, { by, kind: inboxKinds[kind], id: requestId, step });
  await recordAudit(auditEntry(by, 'retryNow', `${kind}/${requestId}`, step === 'crm' ? 'CRM' : 'E-Mail'));
  return jsonResponse(202, detail);
});
