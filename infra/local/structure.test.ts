/**
 * The local environment's composition root sits on top: `start.ts`/`dev.ts` → the root modules here
 * (environment.ts, process-stand-ins.ts, describe.ts) → the stand-in folders → `core/`. No import runs back
 * up: a stand-in or `core/` never imports the root, and `core/` imports no stand-in (it is handed one).
 * Tests are left out: they may assemble what they check.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const ROOT_MODULES = ['environment.ts', 'process-stand-ins.ts', 'describe.ts', 'start.ts', 'dev.ts'];
const standInFolders = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'core' && entry.name !== 'seed')
  .map((entry) => entry.name);

const modulesIn = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|mjs)$/.test(file) && !/\.test\.ts$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(folder, file));

/** The repository-relative targets of a module's relative imports, static and dynamic. */
export function importTargets(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']+)'/g)].map((match) => match[1] ?? '');
  return specifiers.map((specifier) => path.normalize(path.join(path.dirname(file), specifier)));
}

const importsOf = (file: string): string[] => importTargets(file, readFileSync(path.join(root, file), 'utf8'));
const isRootModule = (target: string): boolean => ROOT_MODULES.some((module) => target === module || `${target}.ts` === module);

describe('infra/local layers', () => {
  it('finds the stand-in folders and core/', () => {
    expect(standInFolders).toEqual(expect.arrayContaining(['cognito', 'crm', 'dynamodb', 'events', 'gateway', 'lambda', 's3', 'ses', 'site']));
    expect(modulesIn('core').length).toBeGreaterThan(3);
  });

  it('never imports the composition root from a stand-in or from core/', () => {
    const upward = ['core', ...standInFolders].flatMap(modulesIn).flatMap((file) => importsOf(file).filter(isRootModule).map((target) => `${file} imports ${target}`));
    expect(upward).toEqual([]);
  });

  it('keeps core/ free of stand-ins: it is handed one, it names none', () => {
    const intoStandIns = modulesIn('core').flatMap((file) =>
      importsOf(file)
        .filter((target) => standInFolders.includes(target.split(path.sep)[0] ?? ''))
        .map((target) => `${file} imports ${target}`),
    );
    expect(intoStandIns).toEqual([]);
  });

  it('sees a planted upward import', () => {
    expect(importTargets('core/ports.ts', "import { startLocalEnvironment } from '../environment';").filter(isRootModule)).toEqual(['environment']);
    expect(importTargets('core/service-process.ts', "const s3 = await import('../s3/s3.ts');")).toEqual([path.join('s3', 's3.ts')]);
  });
});
