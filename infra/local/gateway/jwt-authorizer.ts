import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { JwtAuthorizerResult } from './api-event';

export interface JwtAuthorizerConfig {
  issuer: string;
  jwksUri: string;
  /** App client ids a token may be issued to (the authorizer's audience list). */
  audience: string[];
}

export type AuthorizeResult = { ok: true; jwt: JwtAuthorizerResult } | { ok: false };

/**
 * API Gateway's HTTP API puts claims into the event as strings; a list such as cognito:groups
 * arrives as `[admin editors]`. Handlers see the same locally.
 */
export function stringifyClaims(payload: JwtPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [name, Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'string' ? value : JSON.stringify(value)]),
  );
}

/**
 * API Gateway's JWT authorizer requires `exp` (in the future) and refuses `nbf` / `iat` in the
 * future; aws-jwt-verify checks `exp` only when the token has one, so a token without it (which
 * anyone holding the stand-in's published signing key could make) would never expire.
 */
export function hasRequiredTimes(payload: JwtPayload, nowSeconds: number): boolean {
  if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp) || payload.exp <= nowSeconds) return false;
  if (payload.nbf !== undefined && !(typeof payload.nbf === 'number' && payload.nbf <= nowSeconds)) return false;
  if (payload.iat !== undefined && !(typeof payload.iat === 'number' && payload.iat <= nowSeconds + CLOCK_SKEW_SECONDS)) return false;
  return true;
}
/** Tolerance for `iat` (the stand-in and the gateway share one clock; a second for rounding). */
const CLOCK_SKEW_SECONDS = 1;

/**
 * Verifies bearer tokens like the HTTP API JWT authorizer: RS256 signature against the pool's
 * JWKS, issuer, expiry (required), and `aud` (ID token) or `client_id` (access token) in the audience list.
 * Like the stack's authorizer it does not look at groups: admin handlers check `cognito:groups`
 * themselves (infra/src/constructs/api.ts), so a handler that forgot it fails here too.
 */
export function createJwtAuthorizer(config: JwtAuthorizerConfig): (authorization: string | undefined) => Promise<AuthorizeResult> {
  // Audience is checked below (aud OR client_id, as API Gateway does), so the verifier skips it.
  const verifier = JwtRsaVerifier.create({ issuer: config.issuer, jwksUri: config.jwksUri, audience: null });
  let jwksLoaded: Promise<void> | undefined;
  // aws-jwt-verify only fetches https JWKS; cognito-local serves http, so load it ourselves.
  const loadJwks = (): Promise<void> => {
    jwksLoaded ??= fetch(config.jwksUri)
      .then(async (response) => {
        if (!response.ok) throw new Error(`JWKS ${config.jwksUri} answered ${response.status}`);
        verifier.cacheJwks((await response.json()) as Jwks);
      })
      .catch((error: unknown) => {
        jwksLoaded = undefined;
        throw error;
      });
    return jwksLoaded;
  };

  return async (authorization) => {
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return { ok: false };
    await loadJwks();
    let payload: JwtPayload;
    try {
      payload = await verifier.verify(token);
    } catch {
      return { ok: false };
    }
    if (!hasRequiredTimes(payload, Date.now() / 1000)) return { ok: false };
    const audiences = [payload.aud, payload.client_id].flat().filter((a): a is string => typeof a === 'string');
    if (!audiences.some((a) => config.audience.includes(a))) return { ok: false };
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : null;
    return { ok: true, jwt: { claims: stringifyClaims(payload), scopes } };
  };
}
