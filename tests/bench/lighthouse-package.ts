/**
 * Lighthouse is not a dependency of the repository (decision 0023): its ~170 packages, which only the
 * Lighthouse bench uses, cost every fresh `npm ci` (CI's too) ~30 s. tests/bench/lighthouse/ is a package
 * of its own with its lock file; the first Lighthouse bench installs it there (`npm ci`, once), and the
 * bench's code that imports Lighthouse lives in it, type-checked by its own tsconfig.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LighthouseResults } from './lighthouse-figures';

const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lighthouse');

/** Installs tests/bench/lighthouse from its lock file unless it is installed. */
export function installLighthouse(): void {
  if (existsSync(path.join(packageDir, 'node_modules/lighthouse/package.json'))) return;
  console.log('Lighthouse is installed on first use: npm ci in tests/bench/lighthouse …');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: packageDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ci in ${packageDir} failed (exit ${String(result.status ?? result.signal)})`);
}

interface BenchPagesModule {
  benchPages(paths: readonly string[]): Promise<LighthouseResults>;
}

/** Lighthouse on each path of the built site (tests/bench/lighthouse/bench-pages.ts), installing it first if needed. */
export async function benchPages(paths: readonly string[]): Promise<LighthouseResults> {
  installLighthouse();
  // A computed specifier: the root type check must not follow it into the package, which needs Lighthouse's types.
  const entry = pathToFileURL(path.join(packageDir, 'bench-pages.ts')).href;
  const loaded = (await import(entry)) as BenchPagesModule;
  return loaded.benchPages(paths);
}

// `npm run typecheck:lighthouse` runs this file first: install, then the package's own type check.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) installLighthouse();
