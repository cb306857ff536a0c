import { apiRoutes } from '@rufbereit/shared';
import type { ApiOrigin } from '../core/edge';
import type { InvokeHandler } from '../core/lambda';
import type { Running, StandIn } from '../core/stand-in';
import { createApiGateway } from './api-gateway';
import { createJwtAuthorizer } from './jwt-authorizer';
import { createThrottle } from './throttle';

export interface GatewayNeeds {
  /** The user pool whose tokens the JWT authorizer accepts, and the app client (its audience). */
  pool: { issuer: string; jwksUrl: string; clientId: string };
  /** Runs a route's function (in this process, as the Lambda stand-in runs the API's). */
  invoke: InvokeHandler;
  /** Apply the stack's throttles (429). */
  throttles: boolean;
}

export interface RunningGateway extends Running {
  /** The HTTP API, for the edge (site) to forward `/api/*` to. */
  api: ApiOrigin;
}

/** The stack gives route functions 10 s. */
const ROUTE_TIMEOUT_MS = 10_000;

/** API Gateway's HTTP API: the shared route table (`apiRoutes`) on one request handler, behind the local edge. */
export const gatewayStandIn: StandIn<GatewayNeeds, RunningGateway> = {
  name: 'gateway',
  standsInFor: 'API Gateway (HTTP API)',
  emulator: 'ours',
  adds: [
    'the shared route table and API Gateway v2 payload events (`api-event.ts`); claims as strings (`cognito:groups` arrives as `[admin]`)',
    "the JWT authorizer's checks (`jwt-authorizer.ts`): signature against the pool's JWKS, issuer, `exp` required, audience / `client_id`; groups left to the handlers, as on AWS",
    'the 10 MB payload limit; a crashed function answered 500, a timed-out one 503, without details',
    "the stage's throttle and the routes' own (forms, beacon: `routeThrottle` in shared) with the stack's numbers (`throttle.ts`: the same 429 as on AWS; `LOCAL_THROTTLES=0` turns them off)",
    "called by the local edge, the event's `sourceIp` is the edge's own address, as API Gateway sees CloudFront's",
  ],
  gaps: [
    "all routes without throttle settings of their own share one stage bucket (on AWS each gets the stage's defaults on its own): stricter, never looser",
  ],
  start: async (context) => {
    const api = createApiGateway({
      routes: apiRoutes,
      authorize: createJwtAuthorizer({ issuer: context.pool.issuer, jwksUri: context.pool.jwksUrl, audience: [context.pool.clientId] }),
      invoke: (handler, event) => context.invoke(handler, event, ROUTE_TIMEOUT_MS),
      log: context.warn,
      throttle: context.throttles ? createThrottle() : undefined,
    });
    // Nothing of its own to stop: it answers on the site's server.
    return { api, stop: async () => undefined };
  },
};
