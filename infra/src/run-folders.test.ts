import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeFoldersOfEndedRuns } from './run-folders';

/** Above Linux's largest pid (pid_max is at most 2^22): a process that cannot be running. */
const GONE_PID = 4_194_305;

let parent: string | undefined;
afterEach(() => {
  if (parent) rmSync(parent, { recursive: true, force: true });
});

describe('the temp folders of runs', () => {
  it('removes the folder of a run whose process is gone, keeps a running one’s and anything else', () => {
    parent = mkdtempSync(path.join(tmpdir(), 'synth-outdir-test-'));
    const folder = (name: string): string => {
      const full = path.join(parent ?? '', name);
      mkdirSync(path.join(full, 'cdk.outAbc123'), { recursive: true });
      return full;
    };
    const gone = folder(`rufbereit-synth-${GONE_PID}-aB3dEf`);
    const running = folder(`rufbereit-synth-${process.pid}-xY9zQw`);
    const unnamed = folder('rufbereit-synth-EkrlFB');
    const other = folder('something-else');

    removeFoldersOfEndedRuns(parent, 'rufbereit-synth-');

    expect([gone, running, unnamed, other].map(existsSync)).toEqual([false, true, true, true]);
  });
});
