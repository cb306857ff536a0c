/**
 * The handler bundles kept between runs while their sources do not change (issue 34, item 5): a synth or
 * a synth test run reuses the last bundles instead of running esbuild again. A bundling reports its inputs
 * (esbuild's metafile: every source file it read, node_modules included); the record beside the bundles
 * keeps each input's content hash, and the next run reuses the bundles when the key (bundle options,
 * handler list, esbuild's version) is the same and every input still has its hash. A new import can only
 * come through an edited file, whose hash then differs, so the inputs' list stays complete.
 *
 * Several processes may bundle at once (`npm test` runs the synth tests beside `cdk synth`): each builds
 * into a folder of its own, then renames it to a name made of the inputs' hashes (the first rename wins,
 * a later one for the same sources is dropped) and writes the record by rename. A folder other processes
 * may still read is removed only when it is an hour old and not the record's.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { removeFoldersOfEndedRuns, removeRunFolder, runFolderPrefix } from '../run-folders';

const RECORD_FILE = 'latest.json';
const RUN_PREFIX = 'run-';
const KEPT_PREFIX = 'bundles-';
const STALE_AFTER_MS = 60 * 60 * 1000;
const CLOCK_MARGIN_MS = 2_000;

interface CacheRecord {
  key: string;
  folder: string;
  /** Input path (relative to the root the bundler read from) → sha256 of its content. */
  inputs: Record<string, string>;
}

const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const contentHash = (file: string): string => (existsSync(file) ? sha256(readFileSync(file)) : 'missing');

function readRecord(parent: string): CacheRecord | undefined {
  try {
    return JSON.parse(readFileSync(path.join(parent, RECORD_FILE), 'utf8')) as CacheRecord;
  } catch {
    return undefined;
  }
}

function writeRecord(parent: string, record: CacheRecord): void {
  const temporary = path.join(parent, `${RECORD_FILE}.${process.pid}.tmp`);
  writeFileSync(temporary, JSON.stringify(record));
  renameSync(temporary, path.join(parent, RECORD_FILE));
}

function removeStaleFolders(parent: string, current: string): void {
  removeFoldersOfEndedRuns(parent, RUN_PREFIX);
  for (const name of readdirSync(parent)) {
    const folder = path.join(parent, name);
    if (name.startsWith(KEPT_PREFIX) && name !== current && Date.now() - statSync(folder).mtimeMs > STALE_AFTER_MS) removeRunFolder(folder);
  }
}

export interface BundleCacheOptions {
  /** The folder of the kept bundles (inside the repository: see handler-bundles.ts). */
  parent: string;
  /** Everything besides the inputs' contents that makes the output: options, entry points, the bundler's version. */
  key: string;
  /** The root the inputs' paths are relative to. */
  root: string;
  /** Bundles into `outDir` and returns the paths of the files it read. */
  build: (outDir: string) => string[];
}

/** The folder of bundles for `key` and the current sources: the kept one, or a new bundling's. */
export function cachedBundles({ parent, key, root, build }: BundleCacheOptions): string {
  mkdirSync(parent, { recursive: true });
  const record = readRecord(parent);
  const kept = record && path.join(parent, record.folder);
  if (record?.key === key && kept && existsSync(kept) && Object.entries(record.inputs).every(([file, hash]) => contentHash(path.resolve(root, file)) === hash)) {
    return kept;
  }
  const startedAt = Date.now();
  const work = mkdtempSync(path.join(parent, runFolderPrefix(RUN_PREFIX)));
  const inputs = [...new Set(build(work))].sort();
  const hashes = Object.fromEntries(inputs.map((file) => [file, contentHash(path.resolve(root, file))]));
  // A source saved while esbuild read it: the bundle may hold the older text. Use it, keep no record of it.
  // (With a margin: a file's time stamp comes from the kernel's coarser clock, a little behind Date.now().)
  const editedMeanwhile = inputs.some((file) => existsSync(path.resolve(root, file)) && statSync(path.resolve(root, file)).mtimeMs >= startedAt - CLOCK_MARGIN_MS);
  if (editedMeanwhile) {
    process.once('exit', () => removeRunFolder(work));
    return work;
  }
  const folder = `${KEPT_PREFIX}${sha256(`${key}\n${JSON.stringify(hashes)}`).slice(0, 16)}`;
  const target = path.join(parent, folder);
  try {
    renameSync(work, target);
  } catch {
    // Another process kept the same bundles first (the folder exists): its copy is as good as ours.
    removeRunFolder(work);
  }
  writeRecord(parent, { key, folder, inputs: hashes });
  removeStaleFolders(parent, folder);
  return target;
}
