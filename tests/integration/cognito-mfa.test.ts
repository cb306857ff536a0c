import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminDisableUserCommand,
  AssociateSoftwareTokenCommand,
  ConfirmSignUpCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoMail } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { MAX_CODE_ATTEMPTS } from '../../infra/local/cognito/cognito-front';
import { cognitoClient, createAccount, signInWithTotp, totpCode } from '../support/cognito';
import { signUpProof } from '../support/proof-of-work';
import { sentMails, sharedTestEnvironment, uniqueEmail } from '../support/local-environment';

/** The local user pool behaves like the stack's: TOTP required, enrolment in the MFA_SETUP challenge. */
let local: LocalEnvironment;
let client: CognitoIdentityProviderClient;
beforeAll(async () => {
  local = await sharedTestEnvironment();
  client = cognitoClient(local);
});
afterAll(async () => {
  client?.destroy();
});

const PASSWORD = 'Sicheres-Passwort-7';
const passwordAuth = (email: string, password = PASSWORD) =>
  client.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: local.cognito.clientId, AuthParameters: { USERNAME: email, PASSWORD: password } }));
const errorName = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'no error',
    (error: unknown) => (error instanceof Error ? error.name : String(error)),
  );
const decode = (jwt: string): Record<string, unknown> => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe('first sign-in: TOTP enrolment in the MFA_SETUP challenge', () => {
  it('gives no tokens before a verified code, then tokens with the groups', async () => {
    const email = uniqueEmail('enrol');
    await createAccount(local, email, PASSWORD, { admin: true });

    const first = await passwordAuth(email);
    expect(first.AuthenticationResult).toBeUndefined();
    expect(first.ChallengeName).toBe('MFA_SETUP');
    expect(JSON.parse(first.ChallengeParameters?.MFAS_CAN_SETUP ?? '[]')).toEqual(['SOFTWARE_TOKEN_MFA']);

    // Skipping the verification gets nothing.
    const skip = client.send(
      new RespondToAuthChallengeCommand({ ClientId: local.cognito.clientId, ChallengeName: 'MFA_SETUP', Session: first.Session, ChallengeResponses: { USERNAME: email } }),
    );
    expect(await errorName(skip)).toBe('NotAuthorizedException');

    const associated = await client.send(new AssociateSoftwareTokenCommand({ Session: first.Session }));
    expect(associated.SecretCode).toMatch(/^[A-Z2-7]{16,}$/);
    const wrong = client.send(new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: '000000' }));
    expect(await errorName(wrong)).toBe('EnableSoftwareTokenMFAException');

    const verified = await client.send(new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: totpCode(associated.SecretCode ?? '') }));
    expect(verified.Status).toBe('SUCCESS');
    const done = await client.send(
      new RespondToAuthChallengeCommand({ ClientId: local.cognito.clientId, ChallengeName: 'MFA_SETUP', Session: verified.Session, ChallengeResponses: { USERNAME: email } }),
    );
    const access = decode(done.AuthenticationResult?.AccessToken ?? '');
    expect(access.token_use).toBe('access');
    expect(access['cognito:groups']).toEqual(['admin']);

    // The next sign-in asks for a code.
    const again = await passwordAuth(email);
    expect(again.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(again.AuthenticationResult).toBeUndefined();
  });
});

describe('later sign-ins: the code challenge', () => {
  let email: string;
  let secret: string;
  beforeAll(async () => {
    email = uniqueEmail('code');
    await createAccount(local, email, PASSWORD);
    const first = await passwordAuth(email);
    const associated = await client.send(new AssociateSoftwareTokenCommand({ Session: first.Session }));
    secret = associated.SecretCode ?? '';
    const verified = await client.send(new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: totpCode(secret) }));
    await client.send(
      new RespondToAuthChallengeCommand({ ClientId: local.cognito.clientId, ChallengeName: 'MFA_SETUP', Session: verified.Session, ChallengeResponses: { USERNAME: email } }),
    );
  });
  const answer = (session: string | undefined, code: string) =>
    client.send(
      new RespondToAuthChallengeCommand({
        ClientId: local.cognito.clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: session,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
      }),
    );

  it('refuses a wrong code, then accepts the right one on the same session', async () => {
    const challenge = await passwordAuth(email);
    expect(await errorName(answer(challenge.Session, '123456'))).toBe('CodeMismatchException');
    const done = await answer(challenge.Session, totpCode(secret));
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('refuses a session it did not issue, or one issued for another user', async () => {
    expect(await errorName(answer('erfundene-session', totpCode(secret)))).toBe('NotAuthorizedException');
    const other = uniqueEmail('other');
    await createAccount(local, other, PASSWORD);
    const otherChallenge = await passwordAuth(other);
    expect(await errorName(answer(otherChallenge.Session, totpCode(secret)))).toBe('NotAuthorizedException');
  });

  it(`ends the session after ${MAX_CODE_ATTEMPTS} wrong codes`, async () => {
    const challenge = await passwordAuth(email);
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) expect(await errorName(answer(challenge.Session, '000000'))).toBe('CodeMismatchException');
    expect(await errorName(answer(challenge.Session, totpCode(secret)))).toBe('NotAuthorizedException');
  });

  it('refreshes tokens with GetTokensFromRefreshToken (Amplify refresh call)', async () => {
    // An account of its own: the environment's admin is signed in by other files of the worker too.
    const email = uniqueEmail('refresh');
    await createAccount(local, email, PASSWORD, { admin: true });
    const tokens = await signInWithTotp(local, email, PASSWORD);
    const refreshed = await client.send(new GetTokensFromRefreshTokenCommand({ ClientId: local.cognito.clientId, RefreshToken: tokens.refresh }));
    expect(decode(refreshed.AuthenticationResult?.AccessToken ?? '').token_use).toBe('access');
    expect(decode(refreshed.AuthenticationResult?.IdToken ?? '').email).toBe(email);
  });
});

describe('sign-up, password policy and disabled accounts', () => {
  it('refuses a password below the policy and confirms sign-up with the mailed code', async () => {
    const email = uniqueEmail('signup');
    const weak = client.send(new SignUpCommand({ ClientId: local.cognito.clientId, Username: email, Password: 'kurz123', UserAttributes: [{ Name: 'email', Value: email }] }));
    expect(await errorName(weak)).toBe('InvalidPasswordException');

    await client.send(
      new SignUpCommand({ ClientId: local.cognito.clientId, Username: email, Password: PASSWORD, UserAttributes: [{ Name: 'email', Value: email }], ClientMetadata: await signUpProof(local) }),
    );
    expect(await errorName(passwordAuth(email))).toBe('UserNotConfirmedException');
    expect(await errorName(passwordAuth(email, 'Falsches-Passwort-1'))).toBe('NotAuthorizedException');

    const mail = (await sentMails(local)).find((m) => m.destination.to.includes(email));
    expect(mail?.subject).toBe(cognitoMail.signUpSubject);
    const code = /lautet (\d+)/.exec(mail?.body.html ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await client.send(new ConfirmSignUpCommand({ ClientId: local.cognito.clientId, Username: email, ConfirmationCode: code }));
    expect((await passwordAuth(email)).ChallengeName).toBe('MFA_SETUP');
  });

  it('refuses a disabled account', async () => {
    const email = uniqueEmail('disabled');
    await createAccount(local, email, PASSWORD);
    await client.send(new AdminDisableUserCommand({ UserPoolId: local.cognito.userPoolId, Username: email }));
    expect(await errorName(passwordAuth(email))).toBe('NotAuthorizedException');
  });
});
