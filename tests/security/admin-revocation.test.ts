import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminDisableUserCommand,
  AdminListGroupsForUserCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP, ADMIN_STANDING_CACHE_SECONDS, apiRoutes, type ApiRoute, type MeResponse } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { apiRequest } from '../support/api-call';
import { cognitoClient, createAccount, signInWithTotp, type Tokens } from '../support/cognito';
import { sharedTestEnvironment, uniqueEmail } from '../support/local-environment';

/**
 * Revoking an admin takes effect at once: the token still says `cognito:groups: [admin]`, but every
 * admin route of the route table asks the user pool (with a cache of ADMIN_STANDING_CACHE_SECONDS)
 * and refuses it; the account is signed out everywhere, so its refresh token and its access token
 * are refused by Cognito. The same for a disabled account. A revoked admin cannot grant itself again.
 */
let local: LocalEnvironment;
let seededAdmin: Tokens;
const PASSWORD = 'Admin-auf-Zeit-42!';
const adminRoutes = (apiRoutes as ReadonlyArray<ApiRoute>).filter((route) => route.access === 'admin');
/** Each function instance keeps an admin's standing this long: a revocation shows on every route once it ran out. */
const CACHE_MS = ADMIN_STANDING_CACHE_SECONDS * 1000;

beforeAll(async () => {
  local = await sharedTestEnvironment();
  seededAdmin = await signInWithTotp(local, local.admin.email, local.admin.password);
  // Starting the stand-ins takes longer on a busy machine than the default hook timeout.
}, 180_000);

const call = apiRequest(() => local.urls.site);

/** Every path parameter filled with a value that names nothing: the call passes the access check and then fails harmlessly (400/404). */
const harmlessPath = (route: ApiRoute): string => route.path.replace(/\{\w+\}/g, 'gibt-es-nicht');
const refused = (status: number): boolean => status === 401 || status === 403;

/** An account the seeded admin makes admin through the API; signed in again so its token carries the group. */
async function grantedAdmin(label: string): Promise<{ email: string; id: string; tokens: Tokens }> {
  const email = uniqueEmail(label);
  await createAccount(local, email, PASSWORD);
  const first = await signInWithTotp(local, email, PASSWORD);
  const me = (await (await call('GET', '/api/me', first.access)).json()) as MeResponse;
  const granted = await call('POST', `/api/admin/users/${encodeURIComponent(me.id)}/admin`, seededAdmin.access);
  expect(granted.status).toBe(200);
  const tokens = await signInWithTotp(local, email, PASSWORD);
  expect(String(JSON.parse(Buffer.from(tokens.access.split('.')[1] ?? '', 'base64url').toString('utf8'))['cognito:groups'])).toContain(ADMIN_GROUP);
  return { email, id: me.id, tokens };
}

/** Uses every admin route once (each function instance now holds a fresh "is admin" answer). */
async function useEveryAdminRoute(token: string): Promise<void> {
  for (const route of adminRoutes) {
    const response = await call(route.method, harmlessPath(route), token);
    expect({ route: route.id, refused: refused(response.status) }).toEqual({ route: route.id, refused: false });
  }
}

/**
 * Waits until every standing cached before `since` has run out: the cache time is the behaviour's own
 * clock. What is asked after it must be refused, however long each call takes (an earlier version
 * polled and measured how long the polling took, which a busy machine stretched past its deadline).
 */
async function cacheRanOutSince(since: number): Promise<void> {
  const left = since + CACHE_MS - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** The admin routes that still accept `token`, each asked once. */
async function routesAccepting(token: string): Promise<string[]> {
  const accepting: string[] = [];
  for (const route of adminRoutes) if (!refused((await call(route.method, harmlessPath(route), token)).status)) accepting.push(route.id);
  return accepting;
}

const errorName = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'no error',
    (error: unknown) => (error instanceof Error ? error.name : String(error)),
  );

describe('revoking the admin group', () => {
  it('refuses the old token on every admin route of the table within the cache time, and signs the account out everywhere', async () => {
    const revoked = await grantedAdmin('widerruf');
    await useEveryAdminRoute(revoked.tokens.access);

    const revokedAt = Date.now();
    const answer = await call('DELETE', `/api/admin/users/${encodeURIComponent(revoked.id)}/admin`, seededAdmin.access);
    expect(answer.status).toBe(200);
    await cacheRanOutSince(revokedAt);
    expect(await routesAccepting(revoked.tokens.access)).toEqual([]);

    // Signed out everywhere: no new tokens from the refresh token, the access token revoked at Cognito.
    const client = cognitoClient(local);
    try {
      const refresh = client.send(new GetTokensFromRefreshTokenCommand({ ClientId: local.cognito.clientId, RefreshToken: revoked.tokens.refresh }));
      expect(await errorName(refresh)).toBe('NotAuthorizedException');
      const legacyRefresh = client.send(
        new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: local.cognito.clientId, AuthParameters: { REFRESH_TOKEN: revoked.tokens.refresh } }),
      );
      expect(await errorName(legacyRefresh)).toBe('NotAuthorizedException');
      expect(await errorName(client.send(new GetUserCommand({ AccessToken: revoked.tokens.access })))).toBe('NotAuthorizedException');
    } finally {
      client.destroy();
    }
  }, 120_000);

  it('refuses a revoked admin who grants itself admin again, and the group stays revoked', async () => {
    const revoked = await grantedAdmin('selbst');
    expect((await call('GET', '/api/admin/users', revoked.tokens.access)).status).toBe(200);
    const revokedAt = Date.now();
    expect((await call('DELETE', `/api/admin/users/${encodeURIComponent(revoked.id)}/admin`, seededAdmin.access)).status).toBe(200);

    const grantItself = () => call('POST', `/api/admin/users/${encodeURIComponent(revoked.id)}/admin`, revoked.tokens.access);
    // Tried again and again while a cached answer may still say admin: none of the tries may restore the
    // group (checked below), and once the cache ran out the try is refused.
    while (Date.now() < revokedAt + CACHE_MS) {
      await grantItself();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect((await grantItself()).status).toBe(403);
    const client = cognitoClient(local);
    try {
      const groups = await client.send(new AdminListGroupsForUserCommand({ UserPoolId: local.cognito.userPoolId, Username: revoked.id }));
      expect((groups.Groups ?? []).map((g) => g.GroupName)).not.toContain(ADMIN_GROUP);
    } finally {
      client.destroy();
    }
  }, 120_000);
});

describe('disabling an admin account', () => {
  it('refuses its token on every admin route within the cache time, and its refresh', async () => {
    const disabled = await grantedAdmin('gesperrt');
    await useEveryAdminRoute(disabled.tokens.access);
    const client = cognitoClient(local);
    try {
      const disabledAt = Date.now();
      await client.send(new AdminDisableUserCommand({ UserPoolId: local.cognito.userPoolId, Username: disabled.id }));
      await cacheRanOutSince(disabledAt);
      expect(await routesAccepting(disabled.tokens.access)).toEqual([]);
      const refresh = client.send(new GetTokensFromRefreshTokenCommand({ ClientId: local.cognito.clientId, RefreshToken: disabled.tokens.refresh }));
      expect(await errorName(refresh)).toBe('NotAuthorizedException');
    } finally {
      client.destroy();
    }
  }, 120_000);
});
