/**
 * Who may call a protected route, checked in the handler as well as at the gateway (defence in
 * depth, one place). API Gateway's JWT authorizer (and the local gateway) has verified signature,
 * issuer, expiry and audience; this checks what it does not: that the token is an access token of
 * our app client, and for `admin` routes that the account is in the admin group. The route's access
 * level comes from the shared route table, never from the handler's own idea of it.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ADMIN_GROUP, apiMessages, apiRoutes, type ApiRouteId, type RouteAccess } from '@rufbereit/shared';
import { HttpError } from './http-error';

/** The signed-in caller, taken from the verified token only (never from a body or a parameter). */
export interface Principal {
  /** The token's `sub`: the account's stable id. */
  sub: string;
  /** Cognito's username (what the admin APIs take). */
  username: string;
  groups: string[];
  isAdmin: boolean;
}

type JwtClaims = Record<string, string | number | boolean | string[] | undefined>;

function claimsOf(event: APIGatewayProxyEventV2): JwtClaims | undefined {
  const context = event.requestContext as APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims?: JwtClaims } };
  };
  return context.authorizer?.jwt?.claims;
}

/**
 * API Gateway hands list claims to the function as strings: `[admin editors]`. A JSON array string
 * or a real array (other integrations, tests) is read as well.
 */
export function parseGroupsClaim(value: JwtClaims[string]): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text.startsWith('[') && text.includes('"')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // Not JSON: fall through to the space-separated form.
    }
  }
  return text.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
}

const unauthorized = (): HttpError => new HttpError(401, { message: apiMessages.unauthorized });

/** Throws 401 (no usable token) or 403 (signed in, but not allowed); returns the caller otherwise. */
export function authorize(event: APIGatewayProxyEventV2, access: Exclude<RouteAccess, 'public'>): Principal {
  const claims = claimsOf(event);
  if (!claims) throw unauthorized();
  // ID tokens carry profile data for the browser; the API takes the access token only.
  if (claims.token_use !== 'access') throw unauthorized();
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  const username = typeof claims.username === 'string' ? claims.username : sub;
  if (!sub) throw unauthorized();
  const groups = parseGroupsClaim(claims['cognito:groups']);
  const isAdmin = groups.includes(ADMIN_GROUP);
  if (access === 'admin' && !isAdmin) throw new HttpError(403, { message: apiMessages.forbidden });
  return { sub, username, groups, isAdmin };
}

/** The access level the shared route table gives a route. */
export function routeAccess(routeId: ApiRouteId): RouteAccess {
  const route = apiRoutes.find((r) => r.id === routeId);
  if (!route) throw new Error(`Unknown route ${routeId}`);
  return route.access;
}
