import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Sign-out everywhere, which cognito-local lacks (no GlobalSignOut, AdminUserGlobalSignOut,
 * RevokeToken; AdminDisableUser revokes nothing). On AWS these revoke the account's refresh tokens
 * and every access token issued before: Cognito's own APIs then refuse such an access token
 * ("Access Token has been revoked") and a refresh fails. Here the refresh tokens are removed from
 * cognito-local's user record (its refresh flow then refuses them by itself), and the moment of the
 * sign-out is kept per account in a small JSON file, so access tokens issued at or before it are
 * refused by the Cognito front (cognito-front.ts). As on AWS, the API's JWT authorizer does not ask
 * Cognito: a signed-out access token still passes the gateway until it expires; admin routes refuse
 * it through their group check against the pool.
 */
export interface RevocationStore {
  /** Epoch seconds of the account's last sign-out everywhere, if any. */
  signedOutAt(userPoolId: string, username: string): number | undefined;
  record(userPoolId: string, username: string, atSeconds: number): void;
}

/** Kept in a JSON file beside cognito-local's data, so a restart of the stand-in does not revive tokens. */
export function fileRevocationStore(file: string): RevocationStore {
  let entries: Record<string, number> = {};
  try {
    entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
  } catch {
    // No sign-out recorded yet.
  }
  const key = (userPoolId: string, username: string): string => `${userPoolId}/${username}`;
  return {
    signedOutAt: (userPoolId, username) => entries[key(userPoolId, username)],
    record: (userPoolId, username, atSeconds) => {
      entries[key(userPoolId, username)] = atSeconds;
      writeFileSync(file, `${JSON.stringify(entries)}\n`);
    },
  };
}

export interface AccessTokenClaims {
  userPoolId: string;
  username: string;
  /** Issued at, epoch seconds. */
  iat: number;
}

/**
 * The claims that name an access token's account and age, read without verifying the signature:
 * cognito-local verifies its tokens itself where it uses them; this only decides on revocation.
 */
export function readAccessTokenClaims(token: string): AccessTokenClaims | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const iss = typeof payload.iss === 'string' ? payload.iss : '';
    const username = typeof payload.username === 'string' ? payload.username : '';
    const iat = typeof payload.iat === 'number' ? payload.iat : NaN;
    const userPoolId = iss.split('/').pop() ?? '';
    if (!userPoolId || !username || !Number.isFinite(iat)) return undefined;
    return { userPoolId, username, iat };
  } catch {
    return undefined;
  }
}

/**
 * Revoked: issued at or before the last sign-out. Tokens carry whole seconds, so one issued in the
 * same second as the sign-out counts as revoked (the safe side).
 */
export function isRevoked(store: RevocationStore, claims: AccessTokenClaims): boolean {
  const at = store.signedOutAt(claims.userPoolId, claims.username);
  return at !== undefined && claims.iat <= at;
}
