/**
 * Global setup of the synth tests: their temporary files go to one folder of this run, removed when the
 * run ends. aws-cdk-lib writes every App it synthesises to a fresh `cdk.outXXXX` folder in the system's
 * temp directory and never removes it: ~100 MB each (the handler bundles and the site), thousands of
 * them after a day of `npm test`, until the disk was full. The workers inherit TMPDIR (they start after
 * this runs), and aws-cdk-lib reads it through os.tmpdir().
 *
 * A run that ends without its teardown (killed, or the removal racing a last write) leaves its folder; the
 * folder names its run's process, and the next run removes the folders of processes that are gone.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { removeFoldersOfEndedRuns, removeRunFolder, runFolderPrefix } from '../../infra/src/run-folders';

const PREFIX = 'rufbereit-synth-';

export default function setup(): () => void {
  const previous = process.env.TMPDIR;
  const parent = tmpdir();
  removeFoldersOfEndedRuns(parent, PREFIX);
  const folder = mkdtempSync(path.join(parent, runFolderPrefix(PREFIX)));
  process.env.TMPDIR = folder;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    removeRunFolder(folder);
  };
}
