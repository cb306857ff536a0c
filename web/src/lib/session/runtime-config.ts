import '../zod-jitless';
import { RUNTIME_CONFIG_PATH, runtimeConfigSchema, type RuntimeConfig } from '@rufbereit/shared';

let loaded: Promise<RuntimeConfig> | undefined;

/**
 * The deployment's sign-in settings, read once from `/runtime-config.json` (written by the stack on
 * AWS and by `npm start` locally), so the same bundle runs against both. A failed load is retried
 * on the next call.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loaded ??= fetch(RUNTIME_CONFIG_PATH, { cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} answered ${response.status}`);
      return runtimeConfigSchema.parse(await response.json());
    })
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
}
