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
import { build } from 'esbuild';
import { apiRoutes, eventRules, scheduledTasks } from '@rufbereit/shared';
import { LAMBDA_BUNDLE_BUDGET_BYTES, bundleBudgetBytes, esbuildOptions } from '../../infra/src/lambda/bundling';
import { handlerEntry, repoRoot } from '../../infra/src/paths';

const RUNS = 5;
/** Below node_modules, so a bundle resolves @aws-sdk/* as it does in the Lambda runtime. */
const workDir = path.join(repoRoot, 'node_modules/.cache/bench-lambda');

/** How each SDK package's client is constructed (what the handlers' lazy adapters do). */
const CLIENTS: Record<string, string> = {
  '@aws-sdk/client-dynamodb': 'new m.DynamoDBClient({})',
  '@aws-sdk/lib-dynamodb': 'm.DynamoDBDocumentClient.from(new (await import("@aws-sdk/client-dynamodb")).DynamoDBClient({}))',
  '@aws-sdk/client-eventbridge': 'new m.EventBridgeClient({})',
  '@aws-sdk/client-ses': 'new m.SESClient({})',
  '@aws-sdk/client-ssm': 'new m.SSMClient({})',
  '@aws-sdk/client-s3': 'new m.S3Client({})',
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
  });
  return Number(out.trim().split('\n').pop());
}

function measure(file: string, sdkPackages: string[]): { bundleOnly: number; withSdk: number } {
  const url = JSON.stringify(`./${path.basename(file)}`);
  const preload = sdkPackages.map((p) => `await import(${JSON.stringify(p)});`).join('');
  const construct = sdkPackages
    .map((p) => `{ const m = await import(${JSON.stringify(p)}); ${CLIENTS[p] ?? ''}; }`)
    .join('');
  const bundleOnly: number[] = [];
  const withSdk: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    bundleOnly.push(timeInFreshProcess(`${preload} const t = performance.now(); await import(${url}); console.log(performance.now() - t);`));
    withSdk.push(timeInFreshProcess(`const t = performance.now(); await import(${url}); ${construct} console.log(performance.now() - t);`));
  }
  return { bundleOnly: median(bundleOnly), withSdk: median(withSdk) };
}

rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
const rows: string[][] = [];
for (const handler of handlers) {
  const file = path.join(workDir, `${handler}.mjs`);
  await build(esbuildOptions(handlerEntry(handler), file));
  const code = readFileSync(file, 'utf8');
  const sdkPackages = [...new Set([...code.matchAll(/["'](@aws-sdk\/[\w-]+)["']/g)].map((m) => m[1] ?? ''))].sort();
  const { bundleOnly, withSdk } = measure(file, sdkPackages);
  const kb = statSync(file).size / 1024;
  rows.push([
    handler,
    `${kb.toFixed(1)} KB${kb * 1024 > bundleBudgetBytes(handler) ? ' (over budget)' : ''}`,
    `${bundleOnly.toFixed(1)} ms`,
    `${withSdk.toFixed(1)} ms`,
    sdkPackages.map((p) => p.replace('@aws-sdk/', '')).join(', '),
  ]);
}
rmSync(workDir, { recursive: true, force: true });

const header = ['handler', 'bundle (minified)', 'cold import: bundle only', 'cold import: + SDK clients', 'SDK packages'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(`Lambda bundles (esbuild as in cdk synth; budget ${LAMBDA_BUNDLE_BUDGET_BYTES / 1024} KB; median of ${RUNS} fresh processes, Node ${process.versions.node})`);
console.log(line(header));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.log(line(row));
