/**
 * The audit entry of an admin route, with the action the route table declares for it (`audit` in
 * shared/src/routes/api-routes.ts): a handler says only whom it concerned and how much, never which
 * action, so an entry cannot name another action than the table. Written once the action succeeded.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { apiRoutes, type ApiRoute, type AuditAction } from '@rufbereit/shared';
import { recordAudit } from '../adapters/dynamo-staff-audit';
import { auditEntry } from '../use-cases/staff-audit';
import type { Principal } from './access';
import { staffName } from './staff-name';

/** `target`: what it concerned by id (never a person's address or name); `detail`: counts and states. */
export type RecordAudit = (target: string, detail?: string) => Promise<void>;

const routesByKey = new Map((apiRoutes as ReadonlyArray<ApiRoute>).map((route) => [`${route.method} ${route.path}`, route]));

/** The declared action of the event's route (API Gateway's routeKey is `METHOD /path`), or undefined. */
export function auditActionOf(event: Pick<APIGatewayProxyEventV2, 'routeKey'>): AuditAction | undefined {
  const audit = routesByKey.get(event.routeKey)?.audit;
  return typeof audit === 'string' ? audit : undefined;
}

export function auditRecorder(event: Pick<APIGatewayProxyEventV2, 'routeKey'>, caller: Principal, write: typeof recordAudit = recordAudit): RecordAudit {
  return async (target, detail) => {
    const action = auditActionOf(event);
    if (!action) throw new Error(`Route ${event.routeKey} declares no audit action in the route table`);
    await write(auditEntry(await staffName(caller), action, target, detail));
  };
}

/**
 * An admin handler that writes audit entries: `createAdminHandler(ids, audited(async (event, caller, audit) => …))`.
 * Its own wrapper, so admin functions that record nothing do not bundle the audit table's client.
 */
export const audited =
  (handle: (event: APIGatewayProxyEventV2, caller: Principal, audit: RecordAudit) => Promise<APIGatewayProxyStructuredResultV2>) =>
  (event: APIGatewayProxyEventV2, caller: Principal): Promise<APIGatewayProxyStructuredResultV2> =>
    handle(event, caller, auditRecorder(event, caller));
