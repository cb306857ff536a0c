/**
 * `npm test`: every check as a stage, all of them at once as far as their inputs allow, then a table of
 * when each stage started and how long it took. A stage's output is printed when it ends, whole, so
 * parallel stages never interleave. Every stage runs to its end (a failure does not stop the others:
 * the table then shows every failure at once); the exit code is non-zero if any failed.
 *
 * On two cores the run is bound by CPU, not by waiting (docs/testing.md): the two tiers that run
 * against a clock (integration + security, end to end: deadlines, timeouts) get the CPU first; the
 * checks that only compute (lint, types, unit, synth) run at a lower priority (`nice`) and fill the
 * time the tiers wait, instead of running before them in a group of their own. Once no timed tier
 * runs any more, the checks still running get the normal priority back (as root, as on CI) and the
 * ones that start after that start with it: beside
 * other work on the machine (a CPU hog), a check at `nice 10` got a tenth of a core and became the
 * run's tail (the unit stage took 972 s of a 1,108 s run).
 *
 * The table gives each stage's CPU seconds (user + system of every process it waited for: bash's
 * `times`), the critical path on two cores is then about the larger of the longest stage and all
 * stages' CPU ÷ 2.
 *
 *   npx tsx scripts/test-stages.ts                  all stages
 *   npx tsx scripts/test-stages.ts --only lint,unit those stages (and the stages they need)
 *   npx tsx scripts/test-stages.ts --list           the stages, their inputs and their commands
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync } from 'node:fs';
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
  /** Runs against a clock (deadlines, timeouts): while one runs, the niced stages yield to it. */
  timed?: boolean;
}

const vitest = (...projects: string[]): string => `npx vitest run ${projects.map((p) => `--project ${p}`).join(' ')}`;

/** Below the tiers, above nothing else: they get the cores whenever a tier waits. */
const CHECKS = 10;

export const stages: Stage[] = [
  // The end-to-end tests and the synth need the built site: it goes first, at full priority.
  { name: 'build', commands: ['npm run build'] },
  { name: 'integration + security', commands: [`${vitest('integration', 'integration-own', 'stand-ins', 'stand-ins-isolated', 'security', 'security-own')} --maxWorkers=2`], timed: true },
  { name: 'end to end', commands: ['npx playwright test -c tests/playwright.config.ts'], after: ['build'], timed: true },
  // The cloud tier (tests/cloud/) against the local site, as it runs after a deployment: ~30 s of CPU (one
  // environment, 90 tests over HTTP), a minute of wall time, half of it waiting for a fresh TOTP period.
  { name: 'cloud tier (local)', commands: ['npx tsx tests/cloud/prove-locally.ts'], after: ['build'], timed: true },
  { name: 'lint', commands: ['npm run lint'], nice: CHECKS },
  // TypeScript 7's native compiler: the same checks as the editors' TypeScript 6 at a third of the CPU (decision 0013).
  // One thread: beside the other stages both cores are busy anyway, and its parallel checkers each redo part of
  // the work (10–15 s of CPU single-threaded against 14–19 s, measured in pairs on a busy machine).
  { name: 'typecheck', commands: ['npm run typecheck -- --singleThreaded'], nice: CHECKS },
  // Two workers, as `npm run test:unit`: vitest's default on two cores is one, and the largest check (~90 s of
  // CPU) is the one most likely still running when the timed tiers end, with both cores to itself.
  { name: 'unit', commands: [`${vitest('unit', 'unit-isolated')} --maxWorkers=2`], nice: CHECKS },
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
  /** User + system CPU seconds of the stage's processes; undefined when bash could not report them. */
  cpuSeconds?: number;
}

/** The processes of the niced stages running now (their bash's pid), to give them the normal priority back. */
const nicedRunning = new Set<number>();
/** Set once no timed tier runs any more: a stage that starts after that starts at the normal priority. */
let timedTiersEnded = false;

/**
 * The command, then bash's `times` on fd 3: its second line is the user and system time of every
 * process the shell waited for (and theirs, recursively). A process left running past its parent's
 * end is not counted; every stage's runner waits for its own.
 */
const measured = (command: string): string => `${command}\nstatus=$?\ntimes >&3\nexit $status`;

/** Seconds from bash's `times` output ("0m0.01s 0m0.00s\n1m2.50s 0m3.25s": the children's line second). */
function childCpuSeconds(times: string): number | undefined {
  const children = times.trim().split('\n')[1]?.match(/^(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s$/);
  if (!children) return undefined;
  const [, userMin, userSec, sysMin, sysSec] = children.map(Number);
  return (userMin ?? 0) * 60 + (userSec ?? 0) + (sysMin ?? 0) * 60 + (sysSec ?? 0);
}

function runCommand(command: string, log: string, stageNice: number): Promise<{ ok: boolean; cpuSeconds?: number }> {
  const fd = openSync(log, 'a');
  // Starting at the normal priority needs no privilege (only lowering a running process's nice value does).
  const nice = timedTiersEnded ? 0 : stageNice;
  // Through `nice`, so every process the command starts (vitest's workers, esbuild) inherits the priority.
  const script = measured(command);
  const [file, args] = nice > 0 && existsSync(NICE) ? [NICE, ['-n', String(nice), 'bash', '-c', script]] : ['bash', ['-c', script]];
  return new Promise((resolve) => {
    const child = spawn(file, args, { cwd: root, stdio: ['ignore', fd, fd, 'pipe'], env: process.env });
    let times = '';
    child.stdio[3]?.on('data', (chunk: Buffer) => (times += chunk.toString()));
    if (nice > 0 && child.pid) nicedRunning.add(child.pid);
    child.on('close', (code) => {
      if (child.pid) nicedRunning.delete(child.pid);
      closeSync(fd);
      resolve({ ok: code === 0, cpuSeconds: childCpuSeconds(times) });
    });
  });
}

/** `pid` and every process below it (Linux: /proc), found now. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // Fields after the command name (which may hold spaces and parentheses): state, ppid, …
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree: number[] = [];
  const visit = (p: number): void => {
    tree.push(p);
    for (const child of children.get(p) ?? []) visit(child);
  };
  visit(pid);
  return tree;
}

/**
 * No timed tier runs any more: the niced stages still running compete at the normal priority (what they
 * start from now on inherits it). Only root may lower a nice value; elsewhere they stay niced.
 */
function unniceTheRest(): void {
  timedTiersEnded = true;
  if (nicedRunning.size === 0 || !existsSync('/proc') || process.getuid?.() !== 0) return;
  const pids = [...nicedRunning].flatMap(processTree).map(String);
  spawnSync('renice', ['-n', '0', '-p', ...pids], { stdio: 'ignore' });
  process.stdout.write(`\n(no timed tier runs any more: ${nicedRunning.size} niced stage(s) back at the normal priority)\n`);
}

const runStarted = performance.now();
const secondsSinceStart = (): number => (performance.now() - runStarted) / 1000;

async function runStage(stage: Stage): Promise<Outcome> {
  const log = path.join(logDir, `${stage.name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  closeSync(openSync(log, 'w'));
  const startedAt = secondsSinceStart();
  let ok = true;
  let cpuSeconds: number | undefined = 0;
  for (const command of stage.commands) {
    const ran = await runCommand(command, log, stage.nice ?? 0);
    ok = ran.ok;
    cpuSeconds = cpuSeconds === undefined || ran.cpuSeconds === undefined ? undefined : cpuSeconds + ran.cpuSeconds;
    if (!ok) break;
  }
  const seconds = secondsSinceStart() - startedAt;
  const cpu = cpuSeconds === undefined ? '' : `, ${cpuSeconds.toFixed(0)} s of CPU`;
  process.stdout.write(`\n== ${stage.name} (${ok ? 'passed' : 'FAILED'}, ${seconds.toFixed(0)} s${cpu})\n${readLog(log)}`);
  return { name: stage.name, result: ok ? 'passed' : 'FAILED', startedAt, seconds, cpuSeconds };
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
function runAll(chosen: Stage[]): Promise<Outcome[]> {
  const outcomes = new Map<string, Promise<Outcome>>();
  const outcomeOf = (stage: Stage): Promise<Outcome> => {
    let pending = outcomes.get(stage.name);
    if (!pending) {
      const inputs = (stage.after ?? []).map((name) => {
        const input = chosen.find((s) => s.name === name);
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
  const all = chosen.map(outcomeOf);
  const timed = chosen.filter((stage) => stage.timed).map(outcomeOf);
  if (timed.length) void Promise.all(timed).then(unniceTheRest);
  return Promise.all(all);
}

/** The stages named by `--only a,b` and every stage they need; all stages without it. */
function selected(): Stage[] {
  const at = process.argv.indexOf('--only');
  if (at < 0) return stages;
  const wanted = new Set<string>();
  const add = (name: string): void => {
    const stage = stages.find((s) => s.name === name);
    if (!stage) throw new Error(`No stage named ${name}: ${stages.map((s) => s.name).join(', ')}`);
    wanted.add(name);
    for (const input of stage.after ?? []) add(input);
  };
  for (const name of (process.argv[at + 1] ?? '').split(',').filter(Boolean)) add(name.trim());
  return stages.filter((stage) => wanted.has(stage.name));
}

const CORES = 2;

function table(outcomes: Outcome[], total: number): string {
  const cpuOf = (o: Outcome): string => (o.cpuSeconds === undefined ? '—' : `${o.cpuSeconds.toFixed(0)} s`);
  const rows = outcomes.map((o) => `| ${o.name} | ${o.startedAt.toFixed(0)} s | ${o.seconds.toFixed(0)} s | ${cpuOf(o)} | ${o.result} |`);
  const cpu = outcomes.reduce((sum, o) => sum + (o.cpuSeconds ?? 0), 0);
  return [
    '| stage | started | took | CPU | result |',
    '|---|---|---|---|---|',
    ...rows,
    `| **npm test** | | **${total.toFixed(0)} s** | **${cpu.toFixed(0)} s** (÷ ${CORES} cores: ${(cpu / CORES).toFixed(0)} s) | |`,
  ].join('\n');
}

async function main(): Promise<void> {
  if (process.argv.includes('--list')) {
    for (const stage of stages) {
      const needs = stage.after?.length ? ` (after ${stage.after.join(', ')})` : '';
      console.log(`${stage.name}${needs}${stage.nice ? `, nice ${stage.nice}` : ''}${stage.timed ? ', timed' : ''}: ${stage.commands.join(' && ')}`);
    }
    return;
  }
  const outcomes = await runAll(selected());
  console.log(`\n${table(outcomes, secondsSinceStart())}`);
  const failed = outcomes.filter((o) => o.result !== 'passed');
  if (failed.length) {
    console.error(`\nFailed: ${failed.map((o) => `${o.name} (${o.result})`).join(', ')} (logs in ${logDir}/)`);
    process.exit(1);
  }
}

await main();
