import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { createAppStacks } from '../src/app-stacks';
import { StackConfigError } from '../src/config';
import { webDistDir } from '../src/paths';
import { missingSiteMessage } from '../src/site-dist';

/**
 * The CDK app (`cdk.json`: `npx tsx infra/bin/app.ts`). Synthesises offline: no lookups, Lambda
 * bundling with the local esbuild. cdk-nag's AWS Solutions rules run as a policy-validation plugin;
 * every acknowledged finding carries its reason next to the resource. `-c stage=dev|prod` picks the
 * stage (src/stage.ts; default dev); a missing or wrong setting stops with one line.
 */
const missingSite = missingSiteMessage(webDistDir);
if (missingSite) {
  // One line instead of a stack trace: a fresh clone must build the site before synth or deploy.
  console.error(missingSite);
  process.exit(1);
}

const app = new App();

const account = process.env.CDK_DEFAULT_ACCOUNT;
// Pinned (data of German customers stays in Frankfurt) rather than taken from CDK_DEFAULT_REGION,
// which the CLI sets to us-east-1 when no AWS profile is configured. Override: `-c region=…`.
const region = (app.node.tryGetContext('region') as string | undefined) ?? 'eu-central-1';

try {
  // The stacks refuse a wrong setting themselves (e.g. prod without its custom domain): one line, no stack trace.
  createAppStacks(app, { account, region });
} catch (error) {
  if (!(error instanceof StackConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
