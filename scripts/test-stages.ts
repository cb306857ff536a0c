/**
 * `npm test`: every check, in groups whose stages run side by side (2 cores: one stage that mostly waits
 * beside one that computes), then a table of how long each stage took. A stage's output is printed when it
 * ends, whole, so parallel stages never interleave. The first group with a failed stage ends the run
 * (after its other stages finished), with a non-zero exit code.
 *
 *   npx tsx scripts/test-stages.ts            all groups
 *   npx tsx scripts/test-stages.ts --list     the groups and their commands
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Stage {
  name: string;
  /** Run one after the other; the stage fails at the first that fails. */
  commands: string[];
}

const vitest = (...projects: string[]): string => `npx vitest run ${projects.map((p) => `--project ${p}`).join(' ')}`;

export const groups: Stage[][] = [
  // Work that only needs CPU, not time: it fills both cores. The build is here because the end-to-end tests and
  // the synth need the built site.
  [
    { name: 'lint', commands: ['npm run lint'] },
    // TypeScript 7's native compiler: the same checks as the editors' TypeScript 6 at a third of the CPU (decision 0013).
    { name: 'typecheck', commands: ['npm run typecheck'] },
    { name: 'unit', commands: [vitest('unit', 'unit-isolated')] },
    { name: 'synth tests', commands: [vitest('synth')] },
    { name: 'build', commands: ['npm run build'] },
  ],
  // The integration tier waits a third of its time (revocation deadlines, retry windows, one vitest worker on two
  // cores); the browser tests fill that time. Each starts its own local environment on its own ports.
  [
    // synth packages the built site (and refuses to run without it).
    { name: 'cdk synth', commands: ['CDK_DISABLE_CLI_TELEMETRY=true npx cdk synth --quiet --no-notices > /dev/null'] },
    { name: 'integration + security', commands: [vitest('integration', 'integration-own', 'security', 'security-own')] },
    { name: 'end to end', commands: ['npx playwright test -c tests/playwright.config.ts'] },
  ],
];

const root = path.resolve(import.meta.dirname, '..');
// Outside test-results/: Playwright empties its output folder when it starts.
const logDir = mkdtempSync(path.join(tmpdir(), 'rufbereit-test-stages-'));

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  group: number;
}

function runCommand(command: string, log: string): Promise<boolean> {
  const fd = openSync(log, 'a');
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { cwd: root, stdio: ['ignore', fd, fd], env: process.env });
    child.on('close', (code) => {
      closeSync(fd);
      resolve(code === 0);
    });
  });
}

async function runStage(stage: Stage, group: number): Promise<Outcome> {
  const log = path.join(logDir, `${stage.name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  closeSync(openSync(log, 'w'));
  const started = performance.now();
  let ok = true;
  for (const command of stage.commands) {
    ok = await runCommand(command, log);
    if (!ok) break;
  }
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`\n== ${stage.name} (${ok ? 'passed' : 'FAILED'}, ${seconds.toFixed(0)} s)\n${readLog(log)}`);
  return { name: stage.name, ok, seconds, group };
}

/** A stage's output; a missing log (something deleted it) must not turn a passed stage into a crash. */
function readLog(log: string): string {
  try {
    return readFileSync(log, 'utf8');
  } catch (error) {
    return `(log ${log} unreadable: ${String(error)})\n`;
  }
}

function table(outcomes: Outcome[], total: number): string {
  const rows = outcomes.map((o) => `| ${o.group + 1} | ${o.name} | ${o.seconds.toFixed(0)} s | ${o.ok ? 'passed' : 'FAILED'} |`);
  return ['| group | stage | time | result |', '|---|---|---|---|', ...rows, `| | **npm test** | **${total.toFixed(0)} s** | |`].join('\n');
}

async function main(): Promise<void> {
  if (process.argv.includes('--list')) {
    groups.forEach((group, index) => group.forEach((stage) => console.log(`${index + 1}  ${stage.name}: ${stage.commands.join(' && ')}`)));
    return;
  }
  const started = performance.now();
  const outcomes: Outcome[] = [];
  for (const [index, group] of groups.entries()) {
    const results = await Promise.all(group.map((stage) => runStage(stage, index)));
    outcomes.push(...results);
    if (results.some((r) => !r.ok)) break;
  }
  const total = (performance.now() - started) / 1000;
  console.log(`\n${table(outcomes, total)}`);
  const failed = outcomes.filter((o) => !o.ok);
  if (failed.length) {
    console.error(`\nFailed: ${failed.map((o) => o.name).join(', ')} (logs in ${logDir}/)`);
    process.exit(1);
  }
}

await main();
