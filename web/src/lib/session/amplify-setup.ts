import { Amplify } from 'aws-amplify';
import type { RuntimeConfig } from '@rufbereit/shared';
import { amplifyAuthConfig } from './amplify-auth-config';
import { loadRuntimeConfig } from './runtime-config';

let configured: Promise<RuntimeConfig> | undefined;

/** Configures Amplify Auth from the runtime configuration (amplify-auth-config.ts), once. */
export function ensureAmplify(): Promise<RuntimeConfig> {
  configured ??= loadRuntimeConfig()
    .then((config) => {
      Amplify.configure({ Auth: amplifyAuthConfig(config) });
      return config;
    })
    .catch((error: unknown) => {
      configured = undefined;
      throw error;
    });
  return configured;
}
