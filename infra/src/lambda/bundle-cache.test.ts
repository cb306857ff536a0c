import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedBundles } from './bundle-cache';

/** A bundler stand-in: concatenates its inputs into `out.js` and reports them, counting its runs. */
function fakeBundler(root: string, inputs: string[]) {
  const bundler = {
    runs: 0,
    build: (outDir: string): string[] => {
      bundler.runs += 1;
      writeFileSync(path.join(outDir, 'out.js'), inputs.map((file) => readFileSync(path.join(root, file), 'utf8')).join('\n'));
      return inputs;
    },
  };
  return bundler;
}

describe('the handler bundles kept between runs', () => {
  let root: string;
  let parent: string;
  const past = new Date(Date.now() - 60_000);
  const write = (file: string, text: string) => {
    writeFileSync(path.join(root, file), text);
    // Written before the bundling started: a file saved during it is not kept (tested below).
    utimesSync(path.join(root, file), past, past);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'bundle-cache-'));
    parent = path.join(root, 'cache');
    write('a.ts', 'export const a = 1;');
    write('b.ts', 'export const b = 2;');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('bundles once and reuses the bundles while no input and no option changed', () => {
    const bundler = fakeBundler(root, ['a.ts', 'b.ts']);
    const first = cachedBundles({ parent, key: 'k', root, build: bundler.build });
    const second = cachedBundles({ parent, key: 'k', root, build: bundler.build });
    expect(bundler.runs).toBe(1);
    expect(second).toBe(first);
    expect(readFileSync(path.join(second, 'out.js'), 'utf8')).toBe('export const a = 1;\nexport const b = 2;');
  });

  it('bundles again when an input changed, and serves the new text', () => {
    const bundler = fakeBundler(root, ['a.ts', 'b.ts']);
    cachedBundles({ parent, key: 'k', root, build: bundler.build });
    write('b.ts', 'export const b = 3;');
    const again = cachedBundles({ parent, key: 'k', root, build: bundler.build });
    expect(bundler.runs).toBe(2);
    expect(readFileSync(path.join(again, 'out.js'), 'utf8')).toContain('b = 3');
  });

  it('bundles again when the key changed (options, handlers) or an input is gone', () => {
    const bundler = fakeBundler(root, ['a.ts', 'b.ts']);
    cachedBundles({ parent, key: 'k', root, build: bundler.build });
    cachedBundles({ parent, key: 'other options', root, build: bundler.build });
    expect(bundler.runs).toBe(2);
    rmSync(path.join(root, 'a.ts'));
    expect(() => cachedBundles({ parent, key: 'other options', root, build: bundler.build })).toThrow(/ENOENT/);
    expect(bundler.runs).toBe(3);
  });

  it('keeps no record of a bundling whose input was saved while it ran', () => {
    const bundler = fakeBundler(root, ['a.ts', 'b.ts']);
    const build = (outDir: string) => {
      writeFileSync(path.join(root, 'a.ts'), 'export const a = 10;');
      return bundler.build(outDir);
    };
    cachedBundles({ parent, key: 'k', root, build });
    cachedBundles({ parent, key: 'k', root, build: bundler.build });
    expect(bundler.runs).toBe(2);
  });
});
