/**
 * The values of the CloudFront origin secret a function accepts: the current one and, during a
 * rotation, the previous one (docs/operations.md, "Rotating the origin secret"). On AWS they are read
 * at run time from Secrets Manager through the AWS Parameters and Secrets Lambda extension (a local
 * HTTP endpoint with its own cache, no SDK client in the bundle), and kept for ORIGIN_SECRETS_CACHE_MS,
 * so a new value is accepted minutes after it was put, without a deployment. CloudFront keeps sending
 * the old value until its own deployment; that value is still AWSPREVIOUS, so nobody is locked out.
 */
import { ORIGIN_VERIFY_SECRET_ARN_ENV, ORIGIN_VERIFY_SECRET_ENV } from '@rufbereit/shared';

/** How long fetched values are used before they are read again (the extension caches as long). */
export const ORIGIN_SECRETS_CACHE_MS = 60_000;
/** The extension's default port (PARAMETERS_SECRETS_EXTENSION_HTTP_PORT changes it). */
const EXTENSION_DEFAULT_PORT = 2773;
const VERSION_STAGES = ['AWSCURRENT', 'AWSPREVIOUS'] as const;
type VersionStage = (typeof VERSION_STAGES)[number];

/** Reads one version stage of the secret; undefined when that stage does not exist (no rotation yet). */
export type SecretStageReader = (secretId: string, stage: VersionStage) => Promise<string | undefined>;

/** The extension's answer to /secretsmanager/get (GetSecretValue's shape). */
interface ExtensionAnswer {
  SecretString?: string;
}

export const extensionReader: SecretStageReader = async (secretId, stage) => {
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? String(EXTENSION_DEFAULT_PORT);
  const url = `http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}&versionStage=${stage}`;
  const response = await fetch(url, { headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' } });
  // Before the first rotation there is no AWSPREVIOUS: Secrets Manager answers 400 (ResourceNotFound).
  if (stage === 'AWSPREVIOUS' && (response.status === 400 || response.status === 404)) return undefined;
  if (!response.ok) throw new Error(`Reading the origin secret (${stage}) failed with HTTP ${response.status}`);
  return ((await response.json()) as ExtensionAnswer).SecretString || undefined;
};

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
      const fixed = process.env[ORIGIN_VERIFY_SECRET_ENV];
      const secretId = process.env[ORIGIN_VERIFY_SECRET_ARN_ENV];
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
