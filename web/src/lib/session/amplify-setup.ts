import { Amplify } from 'aws-amplify';
import type { RuntimeConfig } from '@rufbereit/shared';
import { loadRuntimeConfig } from './runtime-config';

let configured: Promise<RuntimeConfig> | undefined;

/**
 * Configures Amplify Auth from the runtime configuration, once. `userPoolEndpoint` is set only
 * locally (the Cognito stand-in); on AWS Amplify talks to the regional endpoint.
 */
export function ensureAmplify(): Promise<RuntimeConfig> {
  configured ??= loadRuntimeConfig()
    .then((config) => {
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: config.userPoolId,
            userPoolClientId: config.userPoolClientId,
            ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
            loginWith: { email: true },
            signUpVerificationMethod: 'code',
            mfa: { status: 'on', totpEnabled: true, smsEnabled: false },
          },
        },
      });
      return config;
    })
    .catch((error: unknown) => {
      configured = undefined;
      throw error;
    });
  return configured;
}
