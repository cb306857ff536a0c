import { Duration, Stack, Token } from 'aws-cdk-lib';
import { ParamsAndSecretsLayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import { StackConfigError } from '../errors';

/**
 * The AWS Parameters and Secrets Lambda extension (arm64, as every handler), by region. aws-cdk-lib
 * only knows version 1.0.103 of 2023 (`ParamsAndSecretsVersions`), so the current layer version is
 * named here; AWS lists the ARNs in the Secrets Manager user guide ("Use AWS Secrets Manager secrets
 * in AWS Lambda functions"). `npm run preflight` confirms the layer version exists before a deploy.
 */
export const SECRETS_EXTENSION_LAYER_ARNS: Readonly<Record<string, string>> = {
  'eu-central-1': 'arn:aws:lambda:eu-central-1:187925254637:layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:19',
};

/** How long the extension keeps a secret (as long as the functions' own caches, origin-secrets.ts). */
export const SECRETS_EXTENSION_TTL = Duration.seconds(60);

/** The extension's layer for the region of `scope`'s stack, its cache on. */
export function secretsExtension(scope: IConstruct): ParamsAndSecretsLayerVersion {
  const region = Stack.of(scope).region;
  const arn = Token.isUnresolved(region) ? undefined : SECRETS_EXTENSION_LAYER_ARNS[region];
  if (!arn) {
    throw new StackConfigError(`No Parameters and Secrets extension layer is listed for region ${region}: add its ARN to infra/src/lambda/secrets-extension.ts.`);
  }
  return ParamsAndSecretsLayerVersion.fromVersionArn(arn, { cacheEnabled: true, secretsManagerTtl: SECRETS_EXTENSION_TTL });
}
