/**
 * The HTTP handlers of the API, built on the one HTTP chain (./lambda-chains.ts): every error becomes a
 * JSON answer (./json-error-responses.ts) — a use case's Refusal (mapped in ./refusal-status.ts) or an
 * HttpError of the parsing helpers into its status, anything else into a logged 500 with a German
 * message that reveals nothing. A handler is parse → use case → respond: no try/catch, no HttpError.
 */
import type { MiddlewareObj, MiddyfiedHandler } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { apiMessages, type ApiRouteId, type RouteAccess } from '@rufbereit/shared';
import { httpChain } from './lambda-chains';
import { authorize, routeAccess, type Principal } from './access';
import type { AdminStandingCheck } from './admin-standing';
import { HttpError } from './http-error';

type HttpMiddleware<C extends Context> = MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, C>;

export type HttpHandler = MiddyfiedHandler<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>;

export function createHttpHandler(
  handle: (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>,
): HttpHandler {
  return httpChain<Context>().handler(handle);
}

/** Lambda context of a protected handler: the caller, set by `requireAccess` before the handler runs. */
export type ProtectedContext = Context & { principal?: Principal };

/**
 * The shared check of every protected route (see ./access.ts): 401 / 403 before the handler runs.
 * Admin routes also confirm the group with the user pool (./admin-standing.ts), not only the token:
 * they are built with createAdminHandler (./admin-handler.ts), which brings the check, so only admin
 * functions bundle the Cognito client.
 */
export function requireAccess(access: Exclude<RouteAccess, 'public'>, adminCheck?: AdminStandingCheck): HttpMiddleware<ProtectedContext> {
  if (access === 'admin' && !adminCheck) throw new Error('Admin routes confirm the group with the user pool: build them with createAdminHandler');
  return {
    before: async (request) => {
      const principal = authorize(request.event, access);
      if (adminCheck) await adminCheck(principal);
      request.context.principal = principal;
    },
  };
}

/**
 * A handler for `user` / `admin` routes. Its access level is read from the shared route table for
 * the route ids it serves (they must agree), so the table is the only place that says who may call.
 */
export function createProtectedHandler(
  routeIds: readonly [ApiRouteId, ...ApiRouteId[]],
  handle: (event: APIGatewayProxyEventV2, principal: Principal) => Promise<APIGatewayProxyStructuredResultV2>,
  options: { adminCheck?: AdminStandingCheck } = {},
): MiddyfiedHandler<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, ProtectedContext> {
  const levels = new Set(routeIds.map(routeAccess));
  const [access] = [...levels];
  if (levels.size !== 1 || !access || access === 'public') throw new Error(`Routes ${routeIds.join(', ')} need one non-public access level`);
  // The same chain as every HTTP handler, then the access check.
  return httpChain<ProtectedContext>()
    .use(requireAccess(access, options.adminCheck))
    .handler((event, context) => {
      if (!context.principal) throw new HttpError(401, { message: apiMessages.unauthorized });
      return handle(event, context.principal);
    });
}
