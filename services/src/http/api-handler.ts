/**
 * The middy wrapper of every HTTP handler: Lambda context in the logs, and every error turned into a
 * JSON answer — an HttpError (or a use case's Refusal) into its 4xx, anything else into a logged 500 with a German message
 * that reveals nothing. Bad input never reaches the 500 path: parsing and validation throw HttpError.
 * Because a fault becomes an answer, Lambda's Errors metric never sees it: the wrapper counts 500s
 * (ApiServerError) and input rejections (ValidationRejected) as application metrics instead.
 */
import middy, { type MiddlewareObj, type MiddyfiedHandler } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { apiMessages, metricNames, type ApiRouteId, type RouteAccess } from '@rufbereit/shared';
import { logger } from '../logger';
import { countMetric, publishMetrics } from '../metrics';
import { authorize, routeAccess, type Principal } from './access';
import type { AdminStandingCheck } from './admin-standing';
import { HttpError } from './http-error';
import { asHttpError } from './refusal-status';
import { originVerification } from './origin-verification';
import { logViewerAddress } from './viewer-address';
import { correlateWithAccessLog } from './trace-correlation';
import { errorResponse } from './responses';

export type HttpHandler = MiddyfiedHandler<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>;

/** Answers to input the schema or the body rules refused (invalid, too large, not JSON). */
const INPUT_REJECTIONS = new Set([400, 413, 415]);

export function jsonErrorResponses(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    onError: (request) => {
      // A use case's refusal (use-cases/refusal.ts) answers like the HttpError it maps to.
      const error = asHttpError(request.error);
      if (error instanceof HttpError) {
        logger.info('Request rejected', { statusCode: error.statusCode, reason: error.body.message });
        if (INPUT_REJECTIONS.has(error.statusCode)) countMetric(metricNames.validationRejected);
        request.response = errorResponse(error.statusCode, error.body);
        return;
      }
      logger.error('Unhandled error', { error });
      countMetric(metricNames.apiServerError);
      request.response = errorResponse(500, { message: apiMessages.internal });
    },
  };
}

type HttpMiddleware<C extends Context> = MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, C>;

/**
 * The chain every HTTP handler runs, public or protected: context in the logs with API Gateway's request
 * id (the access log's key, ./trace-correlation.ts), metrics, error answers,
 * the CloudFront origin check, then the viewer's address (set by the edge, trusted only after that check)
 * on every log line. The form routes add the spam protection (./form-handler.ts), so only
 * their bundles carry its SSM and replay-store code.
 */
export function httpChain<C extends Context>() {
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, C>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(correlateWithAccessLog() as HttpMiddleware<C>)
    .use(publishMetrics() as HttpMiddleware<C>)
    .use(jsonErrorResponses() as HttpMiddleware<C>)
    .use(originVerification() as HttpMiddleware<C>)
    .use(logViewerAddress() as HttpMiddleware<C>);
}

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
