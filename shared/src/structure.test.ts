import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * shared/ is sorted by feature: `shared/src/<feature>/` holds that feature's schema (`<feature>.ts`),
 * its German texts (`…-messages.ts`) and its API routes (`…-routes.ts`); api/, storage/ and common/
 * hold what every feature builds on, routes/ joins the features' route tables. These checks keep it so:
 * a module in the root or two levels deep, a folder that imports a folder importing it back, a message
 * module that reaches out, a text outside the messages, an `export *` or an overlong file fails here.
 * The barrel index.ts is generated (tests/lint/shared-index.test.ts).
 */
const SOURCE_ROOT = import.meta.dirname;
const MAX_LINES = 400;

const entries = readdirSync(SOURCE_ROOT, { withFileTypes: true, recursive: true });
const typeScriptFiles = entries
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .map((entry) => relative(SOURCE_ROOT, join(entry.parentPath, entry.name)).split(sep).join('/'));
const modules = typeScriptFiles.filter((file) => !file.endsWith('.test.ts'));
const read = (file: string): string => readFileSync(join(SOURCE_ROOT, file), 'utf8');

/** The modules a module imports (relative imports, type-only ones included), as paths under src/. */
const importsOf = (file: string, text = read(file)): string[] =>
  [...text.matchAll(/^\s*(?:import|export)\b[^'";]*?from\s*'(\.{1,2}\/[^']+)'/gm)].map((match) => `${posix.join(posix.dirname(file), match[1] ?? '')}.ts`);

const folderOf = (file: string): string => file.split('/')[0] ?? '';
const isMessages = (file: string): boolean => /(^|\/|-)messages\.ts$/.test(file);

/**
 * The folders one folder's modules import, and every path of folders that leads back to where it
 * started (a cycle between folders, though each module's imports may be acyclic). Empty: the folders
 * form layers.
 */
export function folderCycles(importsByModule: ReadonlyMap<string, readonly string[]>): string[] {
  const folderImports = new Map<string, Set<string>>();
  for (const [module, imported] of importsByModule) {
    const from = folderOf(module);
    const targets = folderImports.get(from) ?? new Set<string>();
    for (const target of imported) if (folderOf(target) !== from) targets.add(folderOf(target));
    folderImports.set(from, targets);
  }
  const cycles: string[] = [];
  const visit = (folder: string, path: string[]): void => {
    for (const next of folderImports.get(folder) ?? []) {
      if (next === path[0]) cycles.push([...path, next].join(' → '));
      else if (!path.includes(next) && next > (path[0] ?? '')) visit(next, [...path, next]);
    }
  };
  for (const folder of [...folderImports.keys()].toSorted()) visit(folder, [folder]);
  return cycles;
}

describe('shared/src structure', () => {
  it('finds the modules it checks', () => {
    expect(typeScriptFiles).toContain('index.ts');
    expect(typeScriptFiles).toContain('routes/api-routes.ts');
    expect(typeScriptFiles).toContain('inbox/inbox-messages.ts');
  });

  it('has no module in its root but index.ts (tests of the whole package aside)', () => {
    expect(modules.filter((file) => !file.includes('/'))).toEqual(['index.ts']);
  });

  it('keeps every other module in a feature folder, one level deep, named in kebab case', () => {
    const misplaced = modules.filter((file) => file.includes('/') && !/^[a-z]+(?:-[a-z]+)*\/[a-z0-9-]+\.ts$/.test(file));
    expect(misplaced).toEqual([]);
  });

  it(`keeps every file at ${MAX_LINES} lines or fewer`, () => {
    const long = typeScriptFiles.filter((file) => read(file).split('\n').length > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('never re-exports a whole module (`export *`)', () => {
    const withStar = typeScriptFiles.filter((file) => /^\s*export\s*\*/m.test(read(file)));
    expect(withStar).toEqual([]);
  });

  it('keeps the German texts in the messages modules (every `…Messages`, `…Texts`, `…Toasts` and `…Labels` object)', () => {
    const textsElsewhere = modules
      .filter((file) => !isMessages(file))
      .flatMap((file) => [...read(file).matchAll(/^export const (\w+(?:Messages|Texts|Toasts|Labels))\b(?!\s*=\s*\()/gm)].map((match) => `${file}: ${match[1]}`));
    expect(textsElsewhere).toEqual([]);
  });

  it('keeps the messages leaves: they import other messages and the constant modules, nothing that could import them back', () => {
    // The constants (limits, business constants, site settings) import nothing themselves, so no cycle can run through them.
    const constants = ['common/limits.ts', 'common/constants.ts', 'common/site-settings.ts'];
    const reachingOut = modules
      .filter(isMessages)
      .flatMap((file) => importsOf(file).filter((target) => !isMessages(target) && !constants.includes(target)).map((target) => `${file} imports ${target}`));
    expect(reachingOut).toEqual([]);
    expect(constants.flatMap((file) => importsOf(file).map((target) => `${file} imports ${target}`))).toEqual([]);
  });

  it('keeps its folders in layers: no folder imports a folder that imports it back, type-only imports included', () => {
    const graph = new Map(modules.filter((file) => file !== 'index.ts').map((file) => [file, importsOf(file)]));
    expect(folderCycles(graph)).toEqual([]);
  });

  it('finds a cycle between folders when one is planted', () => {
    const planted = new Map([
      ['inbox/inbox.ts', ['requests/request-records.ts']],
      ['requests/request-records.ts', ['contact/contact.ts']],
      ['contact/contact.ts', ['inbox/inbox-range.ts']],
      ['api/api-route.ts', []],
    ]);
    expect(folderCycles(planted)).toEqual(['contact → inbox → requests → contact']);
    expect(importsOf('x/y.ts', "import type { A } from '../z/a';\nexport { b } from './b';\n")).toEqual(['z/a.ts', 'x/b.ts']);
  });

  it('offers only its index to other packages (no deep imports)', () => {
    const manifest = JSON.parse(readFileSync(join(SOURCE_ROOT, '..', 'package.json'), 'utf8')) as { exports: Record<string, string> };
    expect(manifest.exports).toEqual({ '.': './src/index.ts' });
  });
});
