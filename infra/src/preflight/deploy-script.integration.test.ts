import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../paths';

/**
 * `npm run deploy` (scripts/deploy.sh) in the order docs/deploy.md walks, step 5: the commands it runs are
 * stand-ins on PATH that write down their arguments and fail when told to, so the test sees which steps
 * run, in which order, and that a failing step stops the ones after it. What each step checks is tested
 * where it lives (checks.test.ts, deploy-order.synth.test.ts); CloudFormation itself only a real deploy proves.
 */
const bin = mkdtempSync(path.join(tmpdir(), 'rufbereit-deploy-'));
const calls = path.join(bin, 'calls.log');
afterAll(() => rmSync(bin, { recursive: true, force: true }));

// Each stand-in logs its name and arguments; it exits 1 when FAIL_WHEN is a substring of that line.
for (const command of ['tsx', 'npm', 'cdk']) {
  const file = path.join(bin, command);
  writeFileSync(file, `#!/usr/bin/env bash\nline="${command} $*"\necho "$line" >> "${calls}"\nif [ -n "\${FAIL_WHEN:-}" ] && [[ "$line" == *"$FAIL_WHEN"* ]]; then exit 1; fi\n`);
  chmodSync(file, 0o755);
}

function deploy(failWhen?: string): { status: number | null; steps: string[] } {
  writeFileSync(calls, '');
  const context = ['-c', 'stage=prod', '-c', 'alarmEmail=ops@example.com'];
  const result = spawnSync('bash', [path.join(repoRoot, 'scripts/deploy.sh'), ...context], {
    cwd: repoRoot,
    env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, FAIL_WHEN: failWhen ?? '' },
    encoding: 'utf8',
  });
  return { status: result.status, steps: readFileSync(calls, 'utf8').trim().split('\n').filter(Boolean) };
}

const CONTEXT = '-c stage=prod -c alarmEmail=ops@example.com';
const STEPS = [
  `tsx scripts/preflight.ts --phase mail ${CONTEXT}`,
  'npm run build',
  `cdk deploy *-Mail --exclusively --no-notices ${CONTEXT}`,
  `tsx scripts/preflight.ts --phase site ${CONTEXT}`,
  `cdk deploy --all --no-notices ${CONTEXT}`,
];

describe('npm run deploy', () => {
  it('runs the preflight, the mail stack alone, the preflight before the rest, then every stack, with the same context', () => {
    expect(deploy()).toEqual({ status: 0, steps: STEPS });
  });

  it('stops after the mail stack while its identity is unverified: the user pool is never created with it', () => {
    expect(deploy('--phase site')).toEqual({ status: 1, steps: STEPS.slice(0, 4) });
  });

  it('deploys nothing when the first preflight blocks, and nothing after a failed mail stack', () => {
    expect(deploy('--phase mail')).toEqual({ status: 1, steps: STEPS.slice(0, 1) });
    expect(deploy('*-Mail')).toEqual({ status: 1, steps: STEPS.slice(0, 3) });
  });
});
