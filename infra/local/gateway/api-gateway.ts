import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { apiMessages, type ApiErrorBody, type ApiRoute } from '@rufbereit/shared';
import { BodyTooLargeError, readBody, sendJson } from '../core/http-util';
import { buildApiEvent, compileRoute, matchRoute, toHttpAnswer } from './api-event';
import type { AuthorizeResult } from './jwt-authorizer';
import { peerAddress, type ApiOrigin } from '../core/edge';
import { LambdaTimeoutError } from '../core/lambda';
import { THROTTLED_BODY } from './throttle';

/** API Gateway's payload limit; the form handlers enforce their own, much smaller one. */
export const GATEWAY_MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface ApiGatewayOptions {
  routes: ReadonlyArray<ApiRoute>;
  authorize: (authorization: string | undefined) => Promise<AuthorizeResult>;
  invoke: (handler: string, event: unknown) => Promise<unknown>;
  log: (line: string) => void;
  /** API Gateway's throttles (./throttle.ts): false = answer 429. None: no throttling (tests, benchmarks). */
  throttle?: (route: ApiRoute) => boolean;
}

const error = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void =>
  sendJson(res, status, { message } satisfies ApiErrorBody, headers);

export type LocalApiGateway = ApiOrigin;

/**
 * The HTTP API of the stack on one request handler: matches the shared route table, checks JWTs
 * for user/admin routes, builds the 2.0 payload event and calls the handler in-process. Called by the
 * local edge (`forwardedBy`), the event's `sourceIp` is the edge's address, as on AWS, where API
 * Gateway sees the CloudFront host; the viewer's address travels in the header the edge sets.
 */
export function createApiGateway(options: ApiGatewayOptions): LocalApiGateway {
  const routes = options.routes.map(compileRoute);

  return async (req, res, forwardedBy) => {
    const requestId = randomUUID();
    res.setHeader('apigw-requestid', requestId);
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const match = matchRoute(routes, method, url.split('?')[0] ?? '/');
    if (!match) return error(res, 404, apiMessages.notFound);
    if (options.throttle && !options.throttle(match.route)) {
      req.resume();
      return sendJson(res, 429, THROTTLED_BODY);
    }

    let body: Buffer;
    try {
      body = await readBody(req, GATEWAY_MAX_BODY_BYTES);
    } catch (e) {
      if (e instanceof BodyTooLargeError) return error(res, 413, apiMessages.bodyTooLarge, { connection: 'close' });
      throw e;
    }

    // user and admin routes: a valid token of the web client (admin handlers check the group).
    let jwt;
    if (match.route.access !== 'public') {
      const auth = await options.authorize(req.headers.authorization);
      if (!auth.ok) return error(res, 401, apiMessages.unauthorized, { 'www-authenticate': 'Bearer' });
      jwt = auth.jwt;
    }

    const event = buildApiEvent(
      {
        method,
        url,
        headers: req.headers,
        body,
        sourceIp: forwardedBy?.sourceIp ?? peerAddress(req.socket.remoteAddress),
        host: req.headers.host ?? 'localhost',
        requestId,
        now: new Date(),
      },
      match,
      jwt,
    );

    let result: unknown;
    try {
      result = await options.invoke(match.route.handler, event);
    } catch (e) {
      // A crashed or timed-out function: API Gateway answers 500 / 503 without details.
      options.log(`[api] ${match.route.handler} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      return error(res, e instanceof LambdaTimeoutError ? 503 : 500, apiMessages.internal);
    }
    const answer = toHttpAnswer(result);
    res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
    res.end(answer.body);
  };
}
