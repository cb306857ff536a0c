/**
 * The values of the CloudFront origin secret a function accepts: the current one and, during a
 * rotation, the previous one (docs/operations.md, "Rotating the origin secret"). On AWS they are read
 * at run time from Secrets Manager through the AWS Parameters and Secrets Lambda extension (a local
 * HTTP endpoint with its own cache, no SDK client in the bundle), and kept for ORIGIN_SECRETS_CACHE_MS,
 * so a new value is accepted minutes after it was put, without a deployment. CloudFront keeps sending
 * the old value until its own deployment; that value is still AWSPREVIOUS, so nobody is locked out.
 */
import { originSecretSource } from '../config';
import { VERSION_STAGES, extensionReader, type SecretStageReader } from '../adapters/secrets-extension';

export type { SecretStageReader } from '../adapters/secrets-extension';

/** How long fetched values are used before they are read again (the extension caches as long). */
export const ORIGIN_SECRETS_CACHE_MS = 60_000;

export interface OriginSecrets {
  /** The accepted values; empty means "not configured, check nothing" (the local gateway). */
  accepted(): Promise<readonly string[]>;
}

/**
 * ORIGIN_VERIFY_SECRET_ARN: read from Secrets Manager (cached); ORIGIN_VERIFY_SECRET: one fixed value
 * (tests, a stage without rotation); neither: nothing is checked.
 */
export function originSecretsFromEnv(read: SecretStageReader = extensionReader, now: () => number = Date.now): OriginSecrets {
  let cached: { values: string[]; until: number } | undefined;
  return {
    async accepted() {
      const { plain: fixed, secretId } = originSecretSource();
      if (!secretId) return fixed ? [fixed] : [];
      if (cached && now() < cached.until) return cached.values;
      try {
        const values = (await Promise.all(VERSION_STAGES.map((stage) => read(secretId, stage)))).filter((v): v is string => Boolean(v));
        if (values.length === 0) throw new Error('The origin secret has no value');
        cached = { values, until: now() + ORIGIN_SECRETS_CACHE_MS };
        return values;
      } catch (error) {
        // A short outage of the read keeps the last known values rather than refusing everyone.
        if (cached) return cached.values;
        throw error;
      }
    },
  };
}
