import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths';
import { BUNDLE_TARGET } from './bundling';
import { HANDLER_RUNTIME } from './handler-function';

/**
 * One Node version from laptop to Lambda: the `node` package pinned in the root devDependencies puts
 * that Node at `node_modules/.bin/node`, so every npm script (tests, local environment, synth) runs on
 * it, whatever Node the machine has. These checks keep the pin, `engines`, the esbuild target and the
 * Lambda runtime on one major version, and prove the test run itself is on it.
 */
const rootPackage = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const pinnedMajor = Number(/^(\d+)\./.exec(rootPackage.devDependencies.node ?? '')?.[1]);

describe('Node version', () => {
  it('pins an exact Node release in devDependencies', () => {
    expect(rootPackage.devDependencies.node).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('runs this test suite on the pinned major version (npm scripts use node_modules/.bin/node)', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(pinnedMajor);
  });

  it('uses the same major version for the Lambda runtime, the bundle target and engines', () => {
    expect(HANDLER_RUNTIME.name).toBe(`nodejs${pinnedMajor}.x`);
    expect(BUNDLE_TARGET).toBe(`node${pinnedMajor}`);
    expect(rootPackage.engines.node).toBe(`${pinnedMajor}.x`);
  });
});
