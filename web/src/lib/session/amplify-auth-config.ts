import type { ResourcesConfig } from 'aws-amplify';
import type { RuntimeConfig } from '@rufbereit/shared';

/**
 * Amplify's Auth settings for the runtime configuration: the browser's (amplify-setup.ts) and the
 * end-to-end tests' sign-in in the Playwright worker (tests/e2e/support/new-account-session.ts), so both
 * talk to Cognito alike. `userPoolEndpoint` is set only locally (the Cognito stand-in); on AWS Amplify
 * talks to the regional endpoint.
 */
export const amplifyAuthConfig = (config: RuntimeConfig): NonNullable<ResourcesConfig['Auth']> => ({
  Cognito: {
    userPoolId: config.userPoolId,
    userPoolClientId: config.userPoolClientId,
    ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
    loginWith: { email: true },
    signUpVerificationMethod: 'code',
    mfa: { status: 'on', totpEnabled: true, smsEnabled: false },
  },
});
