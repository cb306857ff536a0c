/**
 * How every Lambda handler is bundled: by NodejsFunction at synth (handler-function.ts) and by the
 * bundle benchmark (`npm run bench:lambda`), so both measure the same output.
 */
import type { BuildOptions } from 'esbuild';

/** Budget of each handler's minified bundle; a stack test fails above it. */
export const LAMBDA_BUNDLE_BUDGET_BYTES = 150 * 1024;

export const BUNDLE_TARGET = 'node22';
export const BUNDLE_MAIN_FIELDS = ['module', 'main'];
/** The runtime ships AWS SDK v3; bundling it again would only add cold-start time. */
export const BUNDLE_EXTERNAL_MODULES = ['@aws-sdk/*'];
/** CommonJS dependencies inside the ESM bundle still call require() for Node built-ins. */
export const BUNDLE_BANNER = "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);";

/** Plain esbuild options equal to the NodejsFunction bundling of handler-function.ts. */
export function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: BUNDLE_TARGET,
    mainFields: BUNDLE_MAIN_FIELDS,
    minify: true,
    external: BUNDLE_EXTERNAL_MODULES,
    banner: { js: BUNDLE_BANNER },
    logLevel: 'silent',
  };
}
