import path from 'node:path';
import { ALTCHA_HMAC_KEY_ENV } from '@rufbereit/shared';
import { localUrl } from '../core/http-util';
import { startServiceProcess } from '../core/service-process';
import { orStop, type Running, type StandIn } from '../core/stand-in';
import type { LocalCognito, LocalCognitoOptions } from './cognito';
import { localAdminUser, provisionCognito, type CognitoIds, type LocalAdminUser } from './cognito-provision';

export interface CognitoNeeds {
  /** The pool's pre-sign-up trigger: its handler, the environment the stack gives it, the runtime that runs it. */
  preSignUp: NonNullable<LocalCognitoOptions['preSignUp']>;
}

export interface RunningCognito extends Running, CognitoIds {
  endpoint: string;
  /** `iss` of its tokens, and where their keys are. */
  issuer: string;
  jwksUrl: string;
  /** cognito-local's own log (the codes it would mail are there too). */
  logFile: string;
  /** The local admin, provisioned at start-up (LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD). */
  admin: LocalAdminUser;
}

/**
 * Cognito: cognito-local behind our front, in a process of its own, with the pool, the web app client, the
 * group `admin` and the local admin provisioned at start-up (their ids kept in `{dataDir}/cognito-ids.json`).
 */
export const cognitoStandIn: StandIn<CognitoNeeds, RunningCognito> = {
  name: 'cognito',
  standsInFor: 'Cognito user pool',
  emulator: 'cognito-local 5.3.0 (its targets in-process, behind our HTTP front `cognito-front.ts`), in a child process',
  adds: [
    'a pool with required TOTP: AWS answers a user without a factor with the `MFA_SETUP` challenge and enrols by `Session` (`AssociateSoftwareToken` / `VerifySoftwareToken`); cognito-local hands out tokens (pool `OPTIONAL`) or refuses every user (`ON`) and enrols only with an access token. Our front holds the tokens back, answers `MFA_SETUP`, enrols by `Session` and releases the tokens after a verified code',
    "challenge `Session`s bound to the user, 3 minutes, 5 wrong codes at most: cognito-local accepts any made-up `Session`, our front issues and checks its own",
    "`GetTokensFromRefreshToken` (Amplify's refresh call), missing in cognito-local: answered with `REFRESH_TOKEN_AUTH`",
    'the password policy on sign-up, reset and new password, stored but never checked by cognito-local (`InvalidPasswordException`); a generated temporary password meets it',
    'a wrong password answered with `NotAuthorizedException` (cognito-local: `InvalidPasswordException`); a disabled account cannot sign in (cognito-local lets it)',
    '`AdminListGroupsForUser` by e-mail alias: cognito-local answers no groups, our front resolves the alias first',
    "sign-out everywhere: `GlobalSignOut`, `AdminUserGlobalSignOut`, `RevokeToken` and `AdminDisableUser` revoke the tokens issued before (missing in cognito-local): refresh tokens removed from the user record, the sign-out time kept in `{data}/cognito/signed-out.json`, older access tokens refused by every target that takes one, a disabled account's refresh refused (`cognito-revocation.ts`)",
    "`ListUsers` pages (`Limit` ≤ 60, `PaginationToken`; a token it did not hand out → `InvalidParameterException`): cognito-local answers every account at once (`cognito-paging.ts`)",
    "codes and invitations mailed in German through the local SES, as the pool does via SES (cognito-local prints them to its log); the pre-sign-up trigger run as the stack attaches it",
    'the pool, the web app client, the group `admin` and the local admin provisioned at start-up (`cognito-provision.ts`)',
  ],
  gaps: [
    'no SRP: the browser uses `USER_PASSWORD_AUTH` locally, SRP on AWS, chosen by the runtime configuration',
    'no `ResendConfirmationCode`, no `AdminSetUserMFAPreference`; AdminCreateUser cannot resend an invitation (`MessageAction` RESEND)',
    'a TOTP code may be used twice within its 30 s window (AWS refuses reuse)',
    "its `ListUsers` filter compares `email` case-sensitively like AWS's, but it finds an account by its e-mail alias only in the exact spelling (the AWS pool signs in case-blind)",
    'tokens live 24 h (its client\'s default), not the 15 min of the AWS client',
    '`CognitoJwtVerifier` rejects its pool ids and issuer, so its tokens are verified with `JwtRsaVerifier` (custom issuer and JWKS URI), and aws-jwt-verify refuses an `http:` JWKS URI, so the JWKS is loaded and handed over (`cacheJwks`)',
  ],
  async start(context) {
    const logFile = path.join(context.dataDir, 'cognito.log');
    // Its process may serve the next environment's Cognito (the test kit: service-process.ts) if the trigger
    // would load with the same environment: the trigger's module, loaded on its first sign-up, keeps what it
    // made from it (its DynamoDB client). The HMAC key, new with every environment, it reads on each call
    // (services/src/adapters/altcha-hmac-key.ts), and startCognito writes it into the environment each start.
    const { [ALTCHA_HMAC_KEY_ENV]: _keyReadPerCall, ...triggerEnvironment } = context.preSignUp.environment;
    const reusable = { keeps: JSON.stringify({ ...context.preSignUp, environment: triggerEnvironment }) };
    const cognito = await startServiceProcess<LocalCognito>({ name: 'cognito', module: new URL('./cognito.ts', import.meta.url), start: 'startCognito', reusable }, [
      {
        directory: path.join(context.dataDir, 'cognito'),
        port: context.ports.cognito,
        logFile,
        sesEndpoint: localUrl(context.ports.ses),
        // The site starts later on this port: the links in its mails lead there.
        siteUrl: localUrl(context.ports.site),
        mfaRequired: true,
        preSignUp: context.preSignUp,
      } satisfies LocalCognitoOptions,
    ]);
    const admin = localAdminUser(context.env);
    const ids = await orStop(cognito, () => provisionCognito(cognito.endpoint, path.join(context.dataDir, 'cognito-ids.json'), admin));
    const issuer = `${cognito.issuerDomain}/${ids.userPoolId}`;
    return { ...ids, endpoint: cognito.endpoint, issuer, jwksUrl: `${issuer}/.well-known/jwks.json`, logFile: cognito.logFile, admin, stop: () => cognito.stop() };
  },
};
