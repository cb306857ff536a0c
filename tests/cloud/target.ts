/** The deployed stage the cloud tier talks to, and how it signs in its test admin. */
import { CognitoIdentityProviderClient, InitiateAuthCommand, RespondToAuthChallengeCommand, type AuthenticationResultType } from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';
import { RUNTIME_CONFIG_PATH, runtimeConfigSchema, type RuntimeConfig } from '@rufbereit/shared';

export const baseUrl = (): string => {
  const url = process.env.CLOUD_URL;
  if (!url) throw new Error('CLOUD_URL is not set: run the tier with npm run test:cloud -- --url …');
  return url;
};

/** The execute-api address of the stage (stack output ApiEndpoint, `--api-url`), if given. */
export const apiUrl = (): string | undefined => process.env.CLOUD_API_URL?.replace(/\/$/, '') || undefined;

/** A run's own marker: every address it submits contains it, so its erase finds exactly them. */
export const RUN_ID = `cloudtest-${Date.now().toString(36)}`;
export const testEmail = (label: string): string => `${RUN_ID}-${label}@example.com`;

/**
 * A browser's user agent with the run's marker and a label: the beacon ignores automated agents, and the
 * measurement tells visits apart by address and user agent, so each label is a visit of its own.
 */
export const browserUserAgent = (label: string): string =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 ${RUN_ID}-${label}`;

export async function runtimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(`${baseUrl()}${RUNTIME_CONFIG_PATH}`);
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH}: HTTP ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}

export interface AdminCredentials {
  email: string;
  password: string;
  totpSecret: string;
}

/** The test admin from the environment (made once with `npm run create-admin`, TOTP enrolled at its first sign-in). */
export function adminCredentials(): AdminCredentials | undefined {
  const { CLOUD_ADMIN_EMAIL: email, CLOUD_ADMIN_PASSWORD: password, CLOUD_ADMIN_TOTP_SECRET: totpSecret } = process.env;
  return email && password && totpSecret ? { email, password, totpSecret } : undefined;
}

/**
 * Signs the admin in with the flow the stage's app client allows (runtime config): USER_PASSWORD_AUTH
 * through the SDK, or SRP (AWS) through Amplify's Auth, as the browser does; then the TOTP code.
 */
export async function signInAdmin(credentials: AdminCredentials): Promise<{ idToken: string; accessToken: string }> {
  const config = await runtimeConfig();
  if (config.authFlowType === 'USER_SRP_AUTH') return signInWithSrp(config, credentials);
  const client = new CognitoIdentityProviderClient({ region: config.region, ...(config.cognitoEndpoint ? { endpoint: config.cognitoEndpoint, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } } : {}) });
  try {
    const first = await client.send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.userPoolClientId, AuthParameters: { USERNAME: credentials.email, PASSWORD: credentials.password } }),
    );
    let result: AuthenticationResultType | undefined = first.AuthenticationResult;
    if (first.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
      const done = await client.send(
        new RespondToAuthChallengeCommand({
          ClientId: config.userPoolClientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: first.Session,
          ChallengeResponses: { USERNAME: credentials.email, SOFTWARE_TOKEN_MFA_CODE: generateSync({ secret: credentials.totpSecret }) },
        }),
      );
      result = done.AuthenticationResult;
    }
    if (!result?.IdToken || !result.AccessToken) throw new Error(`The test admin's sign-in ended at ${first.ChallengeName ?? 'no challenge'} (TOTP enrolled?)`);
    return { idToken: result.IdToken, accessToken: result.AccessToken };
  } finally {
    client.destroy();
  }
}

/** SRP as the site does it: Amplify's signIn (tokens kept in memory), then the TOTP code. */
async function signInWithSrp(config: RuntimeConfig, credentials: AdminCredentials): Promise<{ idToken: string; accessToken: string }> {
  const { Amplify } = await import('aws-amplify');
  const { signIn, confirmSignIn, fetchAuthSession } = await import('aws-amplify/auth');
  const { cognitoUserPoolsTokenProvider } = await import('aws-amplify/auth/cognito');
  const { sharedInMemoryStorage } = await import('aws-amplify/utils');
  Amplify.configure({ Auth: { Cognito: { userPoolId: config.userPoolId, userPoolClientId: config.userPoolClientId } } });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(sharedInMemoryStorage);
  const step = await signIn({ username: credentials.email, password: credentials.password, options: { authFlowType: 'USER_SRP_AUTH' } });
  if (step.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') {
    await confirmSignIn({ challengeResponse: generateSync({ secret: credentials.totpSecret }) });
  }
  const { tokens } = await fetchAuthSession();
  if (!tokens?.idToken || !tokens.accessToken) throw new Error(`The test admin's SRP sign-in ended at ${step.nextStep.signInStep}`);
  return { idToken: tokens.idToken.toString(), accessToken: tokens.accessToken.toString() };
}
