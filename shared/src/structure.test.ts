import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * shared/ is sorted by concern, and its public surface is named name by name in index.ts. These checks
 * keep it so: a module dropped into the root or into a folder of its own, or an `export *` that would
 * publish whatever a module happens to export, fails here.
 */
const SOURCE_ROOT = import.meta.dirname;
const CONCERNS = ['api', 'storage', 'messages', 'domain'];

const entries = readdirSync(SOURCE_ROOT, { withFileTypes: true, recursive: true });
const typeScriptFiles = entries.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name)).map((entry) => relative(SOURCE_ROOT, join(entry.parentPath, entry.name)));

describe('shared/src structure', () => {
  it('finds the modules it checks', () => {
    expect(typeScriptFiles).toContain('index.ts');
    expect(typeScriptFiles).toContain(join('api', 'api-routes.ts'));
  });

  it('has no module in its root but index.ts (tests of the whole package aside)', () => {
    const rootModules = typeScriptFiles.filter((file) => !file.includes('/') && !file.includes('\\') && !file.endsWith('.test.ts'));
    expect(rootModules).toEqual(['index.ts']);
  });

  it('keeps every other module in one of the concern folders, one level deep', () => {
    const misplaced = typeScriptFiles.filter((file) => {
      const parts = file.split(/[\\/]/);
      return parts.length > 1 && (parts.length !== 2 || !CONCERNS.includes(parts[0] ?? ''));
    });
    expect(misplaced).toEqual([]);
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.toSorted()).toEqual(CONCERNS.toSorted());
  });

  it('never re-exports a whole module (`export *`)', () => {
    const withStar = typeScriptFiles.filter((file) => /^\s*export\s*\*/m.test(readFileSync(join(SOURCE_ROOT, file), 'utf8')));
    expect(withStar).toEqual([]);
  });

  it('keeps the German texts in messages/ (every `…Messages`, `…Texts`, `…Toasts` and `…Labels` object)', () => {
    const textsElsewhere = typeScriptFiles
      .filter((file) => !file.startsWith('messages') && !file.endsWith('.test.ts'))
      .flatMap((file) => [...readFileSync(join(SOURCE_ROOT, file), 'utf8').matchAll(/^export const (\w+(?:Messages|Texts|Toasts|Labels))\b(?!\s*=\s*\()/gm)].map((match) => `${file}: ${match[1]}`));
    expect(textsElsewhere).toEqual([]);
  });

  it('keeps messages/ a leaf: its modules import other messages and the constant modules, nothing that could import them back', () => {
    // The constants (limits, business constants, site settings) import nothing themselves, so no cycle can run through them.
    const constants = ['../domain/limits', '../domain/constants', '../domain/site-settings'];
    const importsOf = (file: string): string[] => [...readFileSync(join(SOURCE_ROOT, file), 'utf8').matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*'([^']+)'/gm)].map((match) => match[1] ?? '');
    const reachingOut = typeScriptFiles
      .filter((file) => file.startsWith('messages') && !file.endsWith('.test.ts'))
      .flatMap((file) => importsOf(file).filter((source) => !source.startsWith('./') && !constants.includes(source)).map((source) => `${file} imports ${source}`));
    expect(reachingOut).toEqual([]);
    const constantsImporting = constants.flatMap((source) => importsOf(join('messages', `${source}.ts`)).map((imported) => `${source} imports ${imported}`));
    expect(constantsImporting).toEqual([]);
  });

  it('offers only its index to other packages (no deep imports)', () => {
    const manifest = JSON.parse(readFileSync(join(SOURCE_ROOT, '..', 'package.json'), 'utf8')) as { exports: Record<string, string> };
    expect(manifest.exports).toEqual({ '.': './src/index.ts' });
  });
});
