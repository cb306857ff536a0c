/**
 * Every Lambda handler bundled by ONE esbuild call, once per process and only when a source changed since the
 * last bundling (bundle-cache.ts): the synth and the stack tests
 * take each function's code from its folder (`Code.fromAsset`, hashed by content).
 *
 * Why not NodejsFunction's own bundling: it starts esbuild through `npx` once per function, 55 times
 * per synth: 45–60 s of CPU for `cdk synth` on this 2-core machine and again for every stack the tests
 * build. One esbuild call over all entry points parses the shared code once and takes ~4 s (measured;
 * docs/decisions/0012-one-esbuild-call-for-all-handlers.md). The options are those of bundling.ts, which
 * the bundle benchmark uses too, so the figures stay comparable.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildSync, version as esbuildVersion } from 'esbuild';
import { repoRoot } from '../paths';
import { cachedBundles } from './bundle-cache';
import { BUNDLE_FILE, esbuildOptions } from './bundling';

const handlersDir = path.join(repoRoot, 'services/src/handlers');
/**
 * Inside the repository, at a fixed depth below it: the source maps name their sources relative to the
 * bundle, so the same sources give the same bytes (and the same asset hash) in every checkout, and no
 * redeploy follows from a different temp folder. Kept between runs while the sources stay the same
 * (bundle-cache.ts).
 */
const bundlesParent = path.join(repoRoot, 'node_modules/.cache/rufbereit-lambda-bundles');

let bundlesDir: string | undefined;
let names: string[] | undefined;

/** The handlers: every module of services/src/handlers except tests. */
function handlerNames(): string[] {
  names ??= readdirSync(handlersDir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .map((file) => path.basename(file, '.ts'));
  return names;
}

function bundleAll(): string {
  const { outfile: _single, entryPoints: _one, ...options } = esbuildOptions('', '');
  const entryPoints = Object.fromEntries(handlerNames().map((name) => [`${name}/${path.basename(BUNDLE_FILE, '.js')}`, path.join(handlersDir, `${name}.ts`)]));
  const key = JSON.stringify({ esbuildVersion, options, entryPoints: Object.keys(entryPoints) });
  return cachedBundles({
    parent: bundlesParent,
    key,
    root: repoRoot,
    build: (outdir) => {
      const result = buildSync({ ...options, entryPoints, outdir, absWorkingDir: repoRoot, sourcemap: true, logLevel: 'error', metafile: true });
      if (result.errors.length > 0) throw new Error(`esbuild could not bundle the handlers: ${result.errors.map((e) => e.text).join('; ')}`);
      return Object.keys(result.metafile.inputs);
    },
  });
}

/** The folder holding `index.js` (and its source map) of one handler. */
export function handlerBundleDir(handler: string): string {
  if (!handlerNames().includes(handler)) throw new Error(`no handler services/src/handlers/${handler}.ts`);
  bundlesDir ??= bundleAll();
  return path.join(bundlesDir, handler);
}
