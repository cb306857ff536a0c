/**
 * Signing in against the local user pool the way a browser does: password, then the TOTP step the
 * pool requires (enrolment on the first sign-in, a code afterwards). The secrets an "authenticator
 * app" would keep are remembered per user for the process.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';
import { ADMIN_GROUP } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';

export const cognitoClient = (local: LocalEnvironment): CognitoIdentityProviderClient =>
  new CognitoIdentityProviderClient({ endpoint: local.urls.cognito, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });

export const totpCode = (secret: string): string => generateSync({ secret });

export interface Tokens {
  id: string;
  access: string;
  refresh: string;
}

const secrets = new Map<string, string>();

/** Password + TOTP (enrolling on first use): the tokens a signed-in browser holds. */
export async function signInWithTotp(local: LocalEnvironment, email: string, password: string, clientId = local.cognito.clientId): Promise<Tokens> {
  const client = cognitoClient(local);
  try {
    const first = await client.send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: email, PASSWORD: password } }));
    let result = first.AuthenticationResult;
    if (first.ChallengeName === 'MFA_SETUP') {
      const associated = await client.send(new AssociateSoftwareTokenCommand({ Session: first.Session }));
      const secret = associated.SecretCode ?? '';
      const verified = await client.send(new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: totpCode(secret) }));
      const done = await client.send(
        new RespondToAuthChallengeCommand({ ClientId: clientId, ChallengeName: 'MFA_SETUP', Session: verified.Session, ChallengeResponses: { USERNAME: email } }),
      );
      secrets.set(email, secret);
      result = done.AuthenticationResult;
    } else if (first.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
      const secret = secrets.get(email);
      if (!secret) throw new Error(`No TOTP secret known for ${email}`);
      const done = await client.send(
        new RespondToAuthChallengeCommand({
          ClientId: clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: first.Session,
          ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) },
        }),
      );
      result = done.AuthenticationResult;
    }
    if (!result?.AccessToken || !result.IdToken) throw new Error(`Sign-in of ${email} ended without tokens (${first.ChallengeName ?? 'no challenge'})`);
    return { id: result.IdToken, access: result.AccessToken, refresh: result.RefreshToken ?? '' };
  } finally {
    client.destroy();
  }
}

/** A confirmed account with a permanent password, optionally in the admin group. */
export async function createAccount(local: LocalEnvironment, email: string, password: string, options: { admin?: boolean } = {}): Promise<void> {
  const client = cognitoClient(local);
  try {
    const UserPoolId = local.cognito.userPoolId;
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    await client.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: password, Permanent: true }));
    if (options.admin) await client.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: ADMIN_GROUP }));
  } finally {
    client.destroy();
  }
}
