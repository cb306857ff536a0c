import { randomBytes } from 'node:crypto';
import { passwordPolicyGaps } from '@rufbereit/shared';
import { pageListUsers } from './cognito-paging';
import { isRevoked, readAccessTokenClaims, type RevocationStore } from './cognito-revocation';

/**
 * What cognito-local lacks of a user pool with required TOTP MFA, added in front of it (its own
 * targets do the rest). The browser's unchanged Amplify code then meets the same steps as on AWS:
 *
 * - MFA_SETUP: cognito-local hands out tokens to a user without a factor. Here they are held back:
 *   the client gets the MFA_SETUP challenge, enrols with AssociateSoftwareToken / VerifySoftwareToken
 *   by Session (cognito-local only takes an access token there), and gets the tokens from
 *   RespondToAuthChallenge(MFA_SETUP) only after a verified code.
 * - Sessions: cognito-local answers any challenge for any made-up Session. Here a challenge answer
 *   needs the Session this front issued for that user, within 3 minutes, with at most 5 wrong codes.
 * - GetTokensFromRefreshToken (Amplify's refresh call): answered with cognito-local's REFRESH_TOKEN_AUTH.
 * - The password policy: cognito-local stores the pool's policy but never checks it; AdminCreateUser
 *   without a temporary password gets one that meets it (cognito-local generates 6 characters).
 * - Disabled accounts: cognito-local lets them sign in.
 * - ListUsers pages (Limit, PaginationToken) like AWS: cognito-paging.ts.
 * - AdminListGroupsForUser by e-mail alias: cognito-local finds the user but matches the groups'
 *   members against the alias, so it answers no groups; here the alias is resolved first.
 * - A wrong password: cognito-local answers InvalidPasswordException (the policy error), AWS NotAuthorizedException.
 * - Sign-out everywhere (GlobalSignOut, AdminUserGlobalSignOut, AdminDisableUser, RevokeToken): see
 *   cognito-revocation.ts. Revoked access tokens are refused by every target that takes one, and a
 *   refresh of a disabled account is refused (cognito-local would hand out new tokens).
 */

/** One of cognito-local's targets, called in-process: request in, response out, CognitoError thrown. */
export type CognitoCall = (target: string, request: Record<string, unknown>) => Promise<Record<string, unknown>>;

export interface PoolUser {
  username: string;
  enabled: boolean;
  totpVerified: boolean;
}

export interface CognitoFrontOptions {
  call: CognitoCall;
  /** Looks a user up by username or e-mail alias in the pool of this app client. */
  findUser: (clientId: string, username: string) => Promise<PoolUser | undefined>;
  /** The stored username of a user named by username or e-mail alias in a pool. */
  canonicalUsername: (userPoolId: string, username: string) => Promise<string | undefined>;
  /** The pool requires MFA (the stack's `Mfa.REQUIRED`). */
  mfaRequired: boolean;
  /** When each account last signed out everywhere. */
  revocations: RevocationStore;
  /** Removes the account's refresh tokens (all, or the one given); false when there is no such account. */
  revokeRefreshTokens: (userPoolId: string, username: string, only?: string) => Promise<boolean>;
  /** The account a refresh token of this app client belongs to, with its pool. */
  userByRefreshToken: (clientId: string, refreshToken: string) => Promise<(PoolUser & { userPoolId: string }) | undefined>;
  now?: () => number;
}

/** An error in Cognito's wire form (`__type` and `message`), like AWS sends it. */
export class CognitoApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** AWS's session lifetime for sign-in challenges. */
export const CHALLENGE_SESSION_TTL_MS = 3 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

type ChallengeKind = 'MFA_SETUP' | 'SOFTWARE_TOKEN_MFA' | 'NEW_PASSWORD_REQUIRED';

interface PendingChallenge {
  kind: ChallengeKind;
  clientId: string;
  username: string;
  expiresAt: number;
  failures: number;
  /** MFA_SETUP: the tokens cognito-local issued, held until a code is verified. */
  tokens?: Record<string, unknown>;
  verified?: boolean;
}

const INTERCEPTED = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'GetTokensFromRefreshToken',
  'SignUp',
  'ConfirmForgotPassword',
  'ChangePassword',
  'AdminSetUserPassword',
  'AdminCreateUser',
  'AdminListGroupsForUser',
  'ListUsers',
  'GlobalSignOut',
  'AdminUserGlobalSignOut',
  'AdminDisableUser',
  'RevokeToken',
]);

const REFRESH_FLOWS = new Set(['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']);

/** Targets that take the caller's access token (passed on unchanged once the token is not revoked). */
const ACCESS_TOKEN_TARGETS = new Set([
  'GetUser',
  'ChangePassword',
  'DeleteUser',
  'DeleteUserAttributes',
  'UpdateUserAttributes',
  'GetUserAttributeVerificationCode',
  'VerifyUserAttribute',
  'SetUserMFAPreference',
]);

const invalidSession = (): CognitoApiError => new CognitoApiError('NotAuthorizedException', 'Invalid session for the user, session is expired.');

function checkPassword(password: unknown): void {
  if (typeof password !== 'string') return;
  const gaps = passwordPolicyGaps(password);
  if (gaps.length) throw new CognitoApiError('InvalidPasswordException', `Password did not conform with policy: ${gaps.join(', ')}`);
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A temporary password as Cognito generates one: random, and meeting the pool's policy (every class, 12+). */
export function policyTemporaryPassword(): string {
  const password = `${randomBytes(12).toString('base64url')}Aa7!`;
  if (passwordPolicyGaps(password).length) throw new Error('generated temporary password misses the policy');
  return password;
}

export function createCognitoFront(options: CognitoFrontOptions) {
  const { call, findUser, mfaRequired, revocations } = options;
  const now = options.now ?? Date.now;
  const pending = new Map<string, PendingChallenge>();

  /** AWS's sign-out everywhere: refresh tokens gone, access tokens issued until now revoked. */
  const signOutEverywhere = async (userPoolId: string, username: string): Promise<void> => {
    const canonical = await options.canonicalUsername(userPoolId, username);
    if (!canonical || !(await options.revokeRefreshTokens(userPoolId, canonical))) throw new CognitoApiError('UserNotFoundException', 'User does not exist.');
    revocations.record(userPoolId, canonical, Math.floor(now() / 1000));
  };

  /** A refresh of a disabled account is refused, as on AWS (revoked refresh tokens cognito-local refuses itself). */
  const refuseDisabledRefresh = async (clientId: string, refreshToken: unknown): Promise<void> => {
    const user = await options.userByRefreshToken(clientId, str(refreshToken));
    if (user && !user.enabled) throw new CognitoApiError('NotAuthorizedException', 'User is disabled.');
  };

  /** Every target that takes an access token refuses a revoked one first. */
  const refuseRevokedAccessToken = (request: Record<string, unknown>): void => {
    if (typeof request.AccessToken !== 'string') return;
    const claims = readAccessTokenClaims(request.AccessToken);
    if (claims && isRevoked(revocations, claims)) throw new CognitoApiError('NotAuthorizedException', 'Access Token has been revoked');
  };

  const open = (challenge: Omit<PendingChallenge, 'expiresAt' | 'failures'>): string => {
    for (const [id, c] of pending) if (c.expiresAt <= now()) pending.delete(id);
    const id = randomBytes(48).toString('base64url');
    pending.set(id, { ...challenge, expiresAt: now() + CHALLENGE_SESSION_TTL_MS, failures: 0 });
    return id;
  };

  /** The live challenge a Session names; it must be of the expected kind (and user, when given). */
  const challengeFor = async (session: unknown, kinds: ChallengeKind[], clientId?: string, username?: string): Promise<[string, PendingChallenge]> => {
    const id = str(session);
    const challenge = pending.get(id);
    if (!challenge || challenge.expiresAt <= now() || !kinds.includes(challenge.kind)) throw invalidSession();
    if (clientId !== undefined && clientId !== challenge.clientId) throw invalidSession();
    if (username !== undefined) {
      const user = await findUser(challenge.clientId, username);
      if (user?.username !== challenge.username) throw invalidSession();
    }
    return [id, challenge];
  };

  /** A wrong code: counted, and the session ends after the last allowed try. */
  const countFailure = (id: string, challenge: PendingChallenge): void => {
    challenge.failures += 1;
    if (challenge.failures >= MAX_CODE_ATTEMPTS) pending.delete(id);
  };

  /** Turns cognito-local's answer to a successful password step into what a required-MFA pool answers. */
  const afterPasswordStep = async (clientId: string, username: string, answer: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const challengeName = str(answer.ChallengeName);
    if (answer.AuthenticationResult) {
      const user = await findUser(clientId, username);
      if (!mfaRequired || !user || user.totpVerified) return answer;
      const session = open({ kind: 'MFA_SETUP', clientId, username: user.username, tokens: answer.AuthenticationResult as Record<string, unknown> });
      return {
        ChallengeName: 'MFA_SETUP',
        ChallengeParameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]', USER_ID_FOR_SRP: user.username },
        Session: session,
      };
    }
    if (challengeName === 'SOFTWARE_TOKEN_MFA' || challengeName === 'NEW_PASSWORD_REQUIRED') {
      const user = await findUser(clientId, username);
      if (!user) throw new CognitoApiError('NotAuthorizedException', 'Incorrect username or password.');
      return { ...answer, Session: open({ kind: challengeName, clientId, username: user.username }) };
    }
    return answer;
  };

  const handlers: Record<string, (request: Record<string, unknown>) => Promise<Record<string, unknown>>> = {
    async InitiateAuth(request) {
      const clientId = str(request.ClientId);
      const params = (request.AuthParameters ?? {}) as Record<string, unknown>;
      if (REFRESH_FLOWS.has(str(request.AuthFlow))) await refuseDisabledRefresh(clientId, params.REFRESH_TOKEN);
      if (request.AuthFlow !== 'USER_PASSWORD_AUTH') return call('InitiateAuth', request);
      const username = str(params.USERNAME);
      const user = await findUser(clientId, username);
      if (user && !user.enabled) throw new CognitoApiError('NotAuthorizedException', 'User is disabled.');
      let answer: Record<string, unknown>;
      try {
        answer = await call('InitiateAuth', request);
      } catch (error) {
        // cognito-local names a wrong password InvalidPasswordException; AWS says NotAuthorizedException.
        if ((error as { code?: string }).code === 'InvalidPasswordException') throw new CognitoApiError('NotAuthorizedException', 'Incorrect username or password.');
        throw error;
      }
      return afterPasswordStep(clientId, username, answer);
    },

    async RespondToAuthChallenge(request) {
      const clientId = str(request.ClientId);
      const responses = (request.ChallengeResponses ?? {}) as Record<string, unknown>;
      const username = str(responses.USERNAME);
      const name = str(request.ChallengeName);
      if (name === 'MFA_SETUP') {
        const [id, challenge] = await challengeFor(request.Session, ['MFA_SETUP'], clientId, username);
        if (!challenge.verified || !challenge.tokens) throw invalidSession();
        pending.delete(id);
        return { ChallengeParameters: {}, AuthenticationResult: challenge.tokens };
      }
      if (name === 'SOFTWARE_TOKEN_MFA') {
        const [id, challenge] = await challengeFor(request.Session, ['SOFTWARE_TOKEN_MFA'], clientId, username);
        try {
          const answer = await call('RespondToAuthChallenge', { ...request, ChallengeResponses: { ...responses, USERNAME: challenge.username } });
          pending.delete(id);
          return answer;
        } catch (error) {
          if (error instanceof Error && (error as { code?: string }).code === 'CodeMismatchException') countFailure(id, challenge);
          throw error;
        }
      }
      if (name === 'NEW_PASSWORD_REQUIRED') {
        const [id, challenge] = await challengeFor(request.Session, ['NEW_PASSWORD_REQUIRED'], clientId, username);
        checkPassword(responses.NEW_PASSWORD);
        const answer = await call('RespondToAuthChallenge', { ...request, ChallengeResponses: { ...responses, USERNAME: challenge.username } });
        pending.delete(id);
        return afterPasswordStep(clientId, challenge.username, answer);
      }
      throw new CognitoApiError('InvalidParameterException', `Unsupported challenge ${name}`);
    },

    async AssociateSoftwareToken(request) {
      if (request.AccessToken) return call('AssociateSoftwareToken', request);
      const [id, challenge] = await challengeFor(request.Session, ['MFA_SETUP']);
      const answer = await call('AssociateSoftwareToken', { AccessToken: challenge.tokens?.AccessToken });
      return { SecretCode: answer.SecretCode, Session: id };
    },

    async VerifySoftwareToken(request) {
      if (request.AccessToken) return call('VerifySoftwareToken', request);
      const [id, challenge] = await challengeFor(request.Session, ['MFA_SETUP']);
      try {
        await call('VerifySoftwareToken', { AccessToken: challenge.tokens?.AccessToken, UserCode: request.UserCode, FriendlyDeviceName: request.FriendlyDeviceName });
      } catch (error) {
        if (error instanceof Error && (error as { code?: string }).code === 'CodeMismatchException') {
          countFailure(id, challenge);
          // What AWS answers for a wrong code during enrolment.
          throw new CognitoApiError('EnableSoftwareTokenMFAException', 'Code mismatch');
        }
        throw error;
      }
      challenge.verified = true;
      return { Status: 'SUCCESS', Session: id };
    },

    async GetTokensFromRefreshToken(request) {
      await refuseDisabledRefresh(str(request.ClientId), request.RefreshToken);
      const answer = await call('InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: request.ClientId,
        AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
      });
      const result = (answer.AuthenticationResult ?? {}) as Record<string, unknown>;
      return { AuthenticationResult: { AccessToken: result.AccessToken, IdToken: result.IdToken, ExpiresIn: 3600, TokenType: 'Bearer' } };
    },

    async SignUp(request) {
      checkPassword(request.Password);
      return call('SignUp', request);
    },
    async ConfirmForgotPassword(request) {
      checkPassword(request.Password);
      return call('ConfirmForgotPassword', request);
    },
    async ChangePassword(request) {
      checkPassword(request.ProposedPassword);
      return call('ChangePassword', request);
    },
    async ListUsers(request) {
      const { Limit: _limit, PaginationToken: _token, ...rest } = request;
      return pageListUsers(await call('ListUsers', rest), request, (message) => new CognitoApiError('InvalidParameterException', message));
    },
    async AdminListGroupsForUser(request) {
      const username = await options.canonicalUsername(str(request.UserPoolId), str(request.Username));
      return call('AdminListGroupsForUser', { ...request, Username: username ?? request.Username });
    },
    async GlobalSignOut(request) {
      const claims = readAccessTokenClaims(str(request.AccessToken));
      if (!claims) throw new CognitoApiError('NotAuthorizedException', 'Invalid Access Token');
      // cognito-local checks the token's signature and expiry.
      await call('GetUser', { AccessToken: request.AccessToken });
      await signOutEverywhere(claims.userPoolId, claims.username);
      return {};
    },
    async AdminUserGlobalSignOut(request) {
      await signOutEverywhere(str(request.UserPoolId), str(request.Username));
      return {};
    },
    async AdminDisableUser(request) {
      // AWS: "Deactivates a user and revokes all access tokens for the user."
      const answer = await call('AdminDisableUser', request);
      await signOutEverywhere(str(request.UserPoolId), str(request.Username));
      return answer;
    },
    async RevokeToken(request) {
      const user = await options.userByRefreshToken(str(request.ClientId), str(request.Token));
      // AWS answers success for an unknown or already revoked token.
      if (user) await options.revokeRefreshTokens(user.userPoolId, user.username, str(request.Token));
      return {};
    },
    async AdminSetUserPassword(request) {
      checkPassword(request.Password);
      return call('AdminSetUserPassword', request);
    },
    async AdminCreateUser(request) {
      // A given temporary password must meet the policy; without one, AWS generates one that does
      // (cognito-local would make 6 characters, which the sign-in form refuses to send).
      if (request.TemporaryPassword !== undefined) checkPassword(request.TemporaryPassword);
      return call('AdminCreateUser', { ...request, TemporaryPassword: request.TemporaryPassword ?? policyTemporaryPassword() });
    },
  };

  return {
    handles: (target: string): boolean => INTERCEPTED.has(target) || ACCESS_TOKEN_TARGETS.has(target),
    handle: async (target: string, request: Record<string, unknown>): Promise<Record<string, unknown>> => {
      refuseRevokedAccessToken(request);
      const handler = handlers[target];
      if (!handler) return call(target, request);
      return handler(request);
    },
  };
}

export type CognitoFront = ReturnType<typeof createCognitoFront>;
