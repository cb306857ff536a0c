/**
 * Handlers of `admin` routes: the protected chain plus the group confirmed with the user pool on
 * every call (./admin-standing.ts, cached per function instance), so a revoked admin is refused at
 * once. Kept apart from ./api-handler.ts so public and customer functions never bundle the Cognito client.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiRouteId } from '@rufbereit/shared';
import { userDirectoryFromEnv } from '../adapters/cognito-user-directory';
import type { Principal } from './access';
import { createAdminStandingCheck, type AdminStandingCheck } from './admin-standing';
import { createProtectedHandler } from './api-handler';

/** The admin check of this function instance (its cache lives as long as the instance). */
let defaultAdminCheck: AdminStandingCheck | undefined;
const adminCheckFromEnv = (): AdminStandingCheck => (defaultAdminCheck ??= createAdminStandingCheck(userDirectoryFromEnv));

export function createAdminHandler(
  routeIds: readonly [ApiRouteId, ...ApiRouteId[]],
  handle: (event: APIGatewayProxyEventV2, principal: Principal) => Promise<APIGatewayProxyStructuredResultV2>,
  options: { adminCheck?: AdminStandingCheck } = {},
): ReturnType<typeof createProtectedHandler> {
  return createProtectedHandler(routeIds, handle, { adminCheck: options.adminCheck ?? adminCheckFromEnv() });
}
