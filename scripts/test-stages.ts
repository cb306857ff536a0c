/**
 * `npm test`: every check as a stage, all of them at once as far as their inputs allow, then a table of
 * when each stage started and how long it took. A stage's output is printed when it ends, whole, so
 * parallel stages never interleave. Every stage runs to its end (a failure does not stop the others:
 * the table then shows every failure at once); the exit code is non-zero if any failed.
 *
 * On two cores the run is bound by CPU, not by waiting (docs/testing.md): the two tiers that run
 * against a clock (integration + security, end to end: deadlines, timeouts) get the CPU first; the
 * checks that only compute (lint, types, unit, synth) run at a lower priority (`nice`) and fill the
 * time the tiers wait, instead of running before them in a group of their own.
 *
 *   npx tsx scripts/test-stages.ts            all stages
 *   npx tsx scripts/test-stages.ts --list     the stages, their inputs and their commands
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Stage {
  name: string;
  /** Run one after the other; the stage fails at the first that fails. */
  commands: string[];
  /** Stages whose output this one needs; it starts when they passed (and is skipped if one failed). */
  after?: string[];
  /** Nice value (0–19): a stage that only computes yields the CPU to the tiers that run against a clock. */
  nice?: number;
}

const vitest = (...projects: string[]): string => `npx vitest run ${projects.map((p) => `--project ${p}`).join(' ')}`;

/** Below the tiers, above nothing else: they get the cores whenever a tier waits. */
const CHECKS = 10;

export const stages: Stage[] = [
  // The end-to-end tests and the synth need the built site: it goes first, at full priority.
  { name: 'build', commands: ['npm run build'] },
  { name: 'integration + security', commands: [`${vitest('integration', 'integration-own', 'stand-ins', 'stand-ins-isolated', 'security', 'security-own')} --maxWorkers=2`] },
  { name: 'end to end', commands: ['npx playwright test -c tests/playwright.config.ts'], after: ['build'] },
  // The cloud tier (tests/cloud/) against the local site, as it runs after a deployment: ~30 s of CPU (one
  // environment, 90 tests over HTTP), a minute of wall time, half of it waiting for a fresh TOTP period.
  { name: 'cloud tier (local)', commands: ['npx tsx tests/cloud/prove-locally.ts'], after: ['build'] },
  { name: 'lint', commands: ['npm run lint'], nice: CHECKS },
  // TypeScript 7's native compiler: the same checks as the editors' TypeScript 6 at a third of the CPU (decision 0013).
  // One thread: beside the other stages both cores are busy anyway, and its parallel checkers each redo part of
  // the work (10–15 s of CPU single-threaded against 14–19 s, measured in pairs on a busy machine).
  { name: 'typecheck', commands: ['npm run typecheck -- --singleThreaded'], nice: CHECKS },
  { name: 'unit', commands: [vitest('unit', 'unit-isolated')], nice: CHECKS },
  // The seed images' WebP variants (a build cache in node_modules/.cache) once, before both synths: each made
  // all 224 itself when they ran side by side on a fresh clone (~15 s of CPU twice).
  { name: 'image variants', commands: ['npx tsx scripts/make-image-variants.ts'], nice: CHECKS },
  { name: 'synth tests', commands: [vitest('synth')], after: ['image variants'], nice: CHECKS },
  // synth packages the built site (and refuses to run without it).
  { name: 'cdk synth', commands: ['CDK_DISABLE_CLI_TELEMETRY=true npx cdk synth --quiet --no-notices > /dev/null'], after: ['build', 'image variants'], nice: CHECKS },
];

const root = path.resolve(import.meta.dirname, '..');
// Outside test-results/: Playwright empties its output folder when it starts.
const logDir = mkdtempSync(path.join(tmpdir(), 'rufbereit-test-stages-'));
const NICE = '/usr/bin/nice';

interface Outcome {
  name: string;
  result: 'passed' | 'FAILED' | 'skipped';
  /** Seconds after the run started. */
  startedAt: number;
  seconds: number;
}

function runCommand(command: string, log: string, nice: number): Promise<boolean> {
  const fd = openSync(log, 'a');
  // Through `nice`, so every process the command starts (vitest's workers, esbuild) inherits the priority.
  const [file, args] = nice > 0 && existsSync(NICE) ? [NICE, ['-n', String(nice), 'bash', '-c', command]] : ['bash', ['-c', command]];
  return new Promise((resolve) => {
    const child = spawn(file, args, { cwd: root, stdio: ['ignore', fd, fd], env: process.env });
    child.on('close', (code) => {
      closeSync(fd);
      resolve(code === 0);
    });
  });
}

const runStarted = performance.now();
const secondsSinceStart = (): number => (performance.now() - runStarted) / 1000;

async function runStage(stage: Stage): Promise<Outcome> {
  const log = path.join(logDir, `${stage.name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  closeSync(openSync(log, 'w'));
  const startedAt = secondsSinceStart();
  let ok = true;
  for (const command of stage.commands) {
    ok = await runCommand(command, log, stage.nice ?? 0);
    if (!ok) break;
  }
  const seconds = secondsSinceStart() - startedAt;
  process.stdout.write(`\n== ${stage.name} (${ok ? 'passed' : 'FAILED'}, ${seconds.toFixed(0)} s)\n${readLog(log)}`);
  return { name: stage.name, result: ok ? 'passed' : 'FAILED', startedAt, seconds };
}

/** A stage's output; a missing log (something deleted it) must not turn a passed stage into a crash. */
function readLog(log: string): string {
  try {
    return readFileSync(log, 'utf8');
  } catch (error) {
    return `(log ${log} unreadable: ${String(error)})\n`;
  }
}

/** Starts every stage as soon as the stages it needs have passed; resolves with all outcomes, in the list's order. */
function runAll(): Promise<Outcome[]> {
  const outcomes = new Map<string, Promise<Outcome>>();
  const outcomeOf = (stage: Stage): Promise<Outcome> => {
    let pending = outcomes.get(stage.name);
    if (!pending) {
      const inputs = (stage.after ?? []).map((name) => {
        const input = stages.find((s) => s.name === name);
        if (!input) throw new Error(`${stage.name} needs an unknown stage: ${name}`);
        return outcomeOf(input);
      });
      pending = Promise.all(inputs).then((done) =>
        done.every((o) => o.result === 'passed') ? runStage(stage) : { name: stage.name, result: 'skipped' as const, startedAt: secondsSinceStart(), seconds: 0 },
      );
      outcomes.set(stage.name, pending);
    }
    return pending;
  };
  return Promise.all(stages.map(outcomeOf));
}

function table(outcomes: Outcome[], total: number): string {
  const rows = outcomes.map((o) => `| ${o.name} | ${o.startedAt.toFixed(0)} s | ${o.seconds.toFixed(0)} s | ${o.result} |`);
  return ['| stage | started | took | result |', '|---|---|---|---|', ...rows, `| **npm test** | | **${total.toFixed(0)} s** | |`].join('\n');
}

async function main(): Promise<void> {
  if (process.argv.includes('--list')) {
    for (const stage of stages) {
      const needs = stage.after?.length ? ` (after ${stage.after.join(', ')})` : '';
      console.log(`${stage.name}${needs}${stage.nice ? `, nice ${stage.nice}` : ''}: ${stage.commands.join(' && ')}`);
    }
    return;
  }
  const outcomes = await runAll();
  console.log(`\n${table(outcomes, secondsSinceStart())}`);
  const failed = outcomes.filter((o) => o.result !== 'passed');
  if (failed.length) {
    console.error(`\nFailed: ${failed.map((o) => `${o.name} (${o.result})`).join(', ')} (logs in ${logDir}/)`);
    process.exit(1);
  }
}

await main();
