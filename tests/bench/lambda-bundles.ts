/**
 * `npm run bench:lambda`: every Lambda handler bundled exactly as `cdk synth` bundles it
 * (infra/src/lambda/bundling.ts), then, for each bundle, its minified size and its cold import time,
 * median of 5 fresh Node processes:
 * - bundle only: the AWS SDK packages it imports are loaded first, then the bundle is timed;
 * - with SDK: the bundle with the SDK packages it imports, plus constructing each of those clients
 *   (what a Lambda cold start pays before the first line of the handler runs).
 * Prints a table and exits 0; it measures, it does not judge (the size budget is a stack test).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { apiRoutes, eventRules, scheduledTasks } from '@rufbereit/shared';
import { LAMBDA_BUNDLE_BUDGET_BYTES, bundleBudgetBytes, esbuildOptions } from '../../infra/src/lambda/bundling';
import { handlerEntry, repoRoot } from '../../infra/src/paths';
import { formatTable, type SummaryRow } from './summary';

const RUNS = 5;
/** Below node_modules, so a bundle resolves @aws-sdk/* as it does in the Lambda runtime. */
const workDir = path.join(repoRoot, 'node_modules/.cache/bench-lambda');

/** How each SDK package's client is constructed (what the handlers' lazy adapters do). */
const CLIENTS: Record<string, string> = {
  '@aws-sdk/client-dynamodb': 'new m.DynamoDBClient({})',
  '@aws-sdk/lib-dynamodb': 'm.DynamoDBDocumentClient.from(new (require("@aws-sdk/client-dynamodb")).DynamoDBClient({}))',
  '@aws-sdk/client-eventbridge': 'new m.EventBridgeClient({})',
  '@aws-sdk/client-ses': 'new m.SESClient({})',
  '@aws-sdk/client-ssm': 'new m.SSMClient({})',
  '@aws-sdk/client-s3': 'new m.S3Client({})',
  '@aws-sdk/client-cognito-identity-provider': 'new m.CognitoIdentityProviderClient({})',
};

const handlers = [
  ...new Set([...apiRoutes.map((r) => r.handler), ...eventRules.flatMap((r) => r.targets.map((t) => t.handler)), ...scheduledTasks.map((t) => t.handler)]),
];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Runs `script` in a fresh Node process and returns the milliseconds it prints. */
function timeInFreshProcess(script: string): number {
  // The SDK warns on every start under Node < 22 (Lambda runs 22); the warning is not a figure.
  const out = execFileSync(process.execPath, ['--disable-warning=NodeVersionSupportWarning', '--input-type=module', '-e', script], {
    cwd: workDir,
    env: { ...process.env, AWS_REGION: 'eu-central-1', POWERTOOLS_METRICS_DISABLED: 'true' },
    encoding: 'utf8',
    // The SDK's Node-version notice is not a figure (and the flag above does not catch it on every SDK version).
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return Number(out.trim().split('\n').pop());
}

function measure(file: string, sdkPackages: string[]): { bundleOnly: number; withSdk: number } {
  // The runtime loads a CommonJS bundle (index.js) with require(), and the bundle requires the SDK.
  const requireHere = `import { createRequire } from 'node:module'; const require = createRequire(process.cwd() + '/');`;
  const url = JSON.stringify(`./${path.basename(file)}`);
  const preload = sdkPackages.map((p) => `require(${JSON.stringify(p)});`).join('');
  const construct = sdkPackages
    .map((p) => {
      const expression = CLIENTS[p];
      if (!expression) throw new Error(`No client construction for ${p}: add it to CLIENTS`);
      return `{ const m = require(${JSON.stringify(p)}); ${expression}; }`;
    })
    .join('');
  const bundleOnly: number[] = [];
  const withSdk: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    bundleOnly.push(timeInFreshProcess(`${requireHere} ${preload} const t = performance.now(); require(${url}); console.log(performance.now() - t);`));
    withSdk.push(timeInFreshProcess(`${requireHere} const t = performance.now(); require(${url}); ${construct} console.log(performance.now() - t);`));
  }
  return { bundleOnly: median(bundleOnly), withSdk: median(withSdk) };
}

export interface LambdaFigures {
  handler: string;
  bytes: number;
  budgetBytes: number;
  bundleOnlyMs: number;
  withSdkMs: number;
  sdkPackages: string[];
}

/** Bundles and times every handler of the route table and the event rules. */
export async function measureLambdaBundles(): Promise<LambdaFigures[]> {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const figures: LambdaFigures[] = [];
  try {
    for (const handler of handlers) {
      // .cjs: below the repository's package.json ("type": "module") a .js file would be taken for ESM.
      const file = path.join(workDir, `${handler}.cjs`);
      await build(esbuildOptions(handlerEntry(handler), file));
      const code = readFileSync(file, 'utf8');
      // The external SDK packages (BUNDLE_EXTERNAL_MODULES) the bundle imports; other @aws-sdk names in
      // it are optional requires of bundled code (the presigner's CRT signer) that never load.
      const sdkPackages = [...new Set([...code.matchAll(/["'](@aws-sdk\/(?:client|lib)-[\w-]+)["']/g)].map((m) => m[1] ?? ''))].sort();
      const { bundleOnly, withSdk } = measure(file, sdkPackages);
      figures.push({ handler, bytes: statSync(file).size, budgetBytes: bundleBudgetBytes(handler), bundleOnlyMs: bundleOnly, withSdkMs: withSdk, sdkPackages });
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  return figures;
}

/** Cold-import targets of the Lambda cold-start requirement on this machine (Lambda cold starts follow both). */
export const BUNDLE_ONLY_TARGET_MS = 25;
export const WITH_SDK_TARGET_MS = 100;

/** One row per handler for the summary table of `npm run bench`. */
export const lambdaSummaryRows = (figures: LambdaFigures[]): SummaryRow[] =>
  figures.map((f) => ({
    section: 'Lambda',
    item: f.handler,
    figures: `${(f.bytes / 1024).toFixed(1)} KB, cold import ${f.bundleOnlyMs.toFixed(0)} ms, with SDK clients ${f.withSdkMs.toFixed(0)} ms`,
    target: `<= ${f.budgetBytes / 1024} KB, ${BUNDLE_ONLY_TARGET_MS} ms, ${WITH_SDK_TARGET_MS} ms`,
    met: f.bytes <= f.budgetBytes && f.bundleOnlyMs <= BUNDLE_ONLY_TARGET_MS && f.withSdkMs <= WITH_SDK_TARGET_MS,
  }));

function printDetails(figures: LambdaFigures[]): void {
  const header = ['handler', 'bundle (minified)', 'cold import: bundle only', 'cold import: + SDK clients', 'SDK packages'];
  const rows = figures.map((f) => [
    f.handler,
    `${(f.bytes / 1024).toFixed(1)} KB${f.bytes > f.budgetBytes ? ' (over budget)' : ''}`,
    `${f.bundleOnlyMs.toFixed(1)} ms`,
    `${f.withSdkMs.toFixed(1)} ms`,
    f.sdkPackages.map((p) => p.replace('@aws-sdk/', '')).join(', '),
  ]);
  console.log(`Lambda bundles (esbuild as in cdk synth; budget ${LAMBDA_BUNDLE_BUDGET_BYTES / 1024} KB; median of ${RUNS} fresh processes, Node ${process.versions.node})`);
  console.log(formatTable(header, rows));
}

// `npm run bench:lambda` runs this file alone; `npm run bench` imports it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printDetails(await measureLambdaBundles());
