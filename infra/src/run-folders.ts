/**
 * Temp folders that belong to one process's run, named `<prefix><pid>-…`: the synth's handler bundles
 * (lambda/handler-bundles.ts) and the synth tests' temp folder (tests/setup/synth-outdir.ts). A run removes
 * its folder when it ends, but not in every case (killed, a test worker, a removal racing a last write),
 * so each new run removes the folders of runs whose process is gone.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The start of this process's folder name; mkdtemp adds the rest. */
export const runFolderPrefix = (prefix: string): string => `${prefix}${process.pid}-`;

/** Removes a run's folder, retrying while a last write races the removal. */
export const removeRunFolder = (folder: string): void => rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });

/** Removes the folders in `parent` named `<prefix><pid>-…` whose process is gone; anything else stays. */
export function removeFoldersOfEndedRuns(parent: string, prefix: string): void {
  for (const name of readdirSync(parent)) {
    const pid = Number(name.slice(prefix.length).split('-')[0]);
    if (name.startsWith(prefix) && Number.isInteger(pid) && pid > 0 && !isRunning(pid)) removeRunFolder(path.join(parent, name));
  }
}
