/**
 * Reads a Secrets Manager secret through the AWS Parameters and Secrets Lambda extension: a local
 * HTTP endpoint in the function's sandbox with its own cache, so no Secrets Manager SDK client is
 * bundled. The stack attaches the extension's layer to every function that reads a secret (the API's
 * functions: origin secret, ALTCHA key; the user pool's trigger: ALTCHA key).
 */

import { secretsExtensionAccess } from '../config';

/** The extension's default port (PARAMETERS_SECRETS_EXTENSION_HTTP_PORT changes it). */
const EXTENSION_DEFAULT_PORT = 2773;
export const VERSION_STAGES = ['AWSCURRENT', 'AWSPREVIOUS'] as const;
export type VersionStage = (typeof VERSION_STAGES)[number];

/** Reads one version stage of the secret; undefined when that stage does not exist (no rotation yet). */
export type SecretStageReader = (secretId: string, stage: VersionStage) => Promise<string | undefined>;

/** The extension's answer to /secretsmanager/get (GetSecretValue's shape). */
interface ExtensionAnswer {
  SecretString?: string;
}

export const extensionReader: SecretStageReader = async (secretId, stage) => {
  const access = secretsExtensionAccess();
  const port = access.port ?? String(EXTENSION_DEFAULT_PORT);
  const url = `http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}&versionStage=${stage}`;
  const response = await fetch(url, { headers: { 'X-Aws-Parameters-Secrets-Token': access.sessionToken } });
  // Before the first rotation there is no AWSPREVIOUS: Secrets Manager answers 400 (ResourceNotFound).
  if (stage === 'AWSPREVIOUS' && (response.status === 400 || response.status === 404)) return undefined;
  if (!response.ok) throw new Error(`Reading the secret (${stage}) failed with HTTP ${response.status}`);
  return ((await response.json()) as ExtensionAnswer).SecretString || undefined;
};
