/**
 * `npm run preflight -- [--phase mail|site] -c stage=prod -c domainNames=… -c certificateArn=…` (the deploy's own context)
 *
 * Checks with the AWS SDK what a deployment cannot (infra/src/preflight/checks.ts) and prints a
 * checklist; exits 1 on a blocker. `npm run deploy` runs it twice: `--phase mail` before the mail stack,
 * `--phase site` (the default) before the rest. Credentials and region come from the usual AWS sources;
 * the certificate is read in us-east-1, as CloudFront requires.
 */
import { App } from 'aws-cdk-lib';
import { ACMClient } from '@aws-sdk/client-acm';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SSMClient } from '@aws-sdk/client-ssm';
import { mailConfigurationSetName } from '@rufbereit/shared';
import { readStackConfig, StackConfigError } from '../infra/src/config';
import { mailStackName } from '../infra/src/mail-stack';
import { formatChecklist, preflightPhases, runPreflight, type PreflightPhase } from '../infra/src/preflight/checks';
import { contextFromArgs } from '../infra/src/preflight/context-args';
import { SECRETS_EXTENSION_LAYER_ARNS } from '../infra/src/lambda/secrets-extension';
import { readStageSettings } from '../infra/src/stage';
import { cdkJsonContext } from '../infra/src/testing/cdk-context';

function phaseFromArgs(args: readonly string[]): PreflightPhase {
  const at = args.indexOf('--phase');
  if (at < 0) return 'site';
  const value = args[at + 1];
  const phase = preflightPhases.find((p) => p === value);
  if (!phase) throw new StackConfigError(`--phase must be one of ${preflightPhases.join(', ')} (got ${JSON.stringify(value)}).`);
  return phase;
}

async function main(): Promise<number> {
  const phase = phaseFromArgs(process.argv.slice(2));
  const context = { ...cdkJsonContext, ...contextFromArgs(process.argv.slice(2)) };
  const app = new App({ context });
  const region = typeof context.region === 'string' ? context.region : 'eu-central-1';
  const { stage, stackName } = readStageSettings(app.node);
  const config = readStackConfig(app.node);
  const clients = {
    ses: new SESv2Client({ region }),
    ssm: new SSMClient({ region }),
    lambda: new LambdaClient({ region }),
    acm: new ACMClient({ region: 'us-east-1' }),
    fetch,
  };
  const results = await runPreflight(clients, {
    stage,
    phase,
    config,
    configurationSetName: mailConfigurationSetName(stage),
    mailStackName: mailStackName(stackName),
    layerArn: SECRETS_EXTENSION_LAYER_ARNS[region] ?? `(no layer listed for ${region})`,
  });
  const { text, blocked } = formatChecklist(stage, results, phase);
  console.log(text);
  return blocked ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof StackConfigError ? error.message : error);
    process.exit(1);
  },
);
