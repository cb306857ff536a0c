/**
 * The local environment's composition root sits on top: `start.ts`/`dev.ts` → the root modules here
 * (environment.ts, describe.ts, docs.ts) → the stand-in folders → `core/`. No import runs back up or
 * sideways: a stand-in imports its own folder, `core/` and what lies outside infra/local (shared, services,
 * infra/src), never the root and never another stand-in (what it needs of one, core/ types and the root
 * hands over); `core/` imports only `core/`. A module file named by `new URL('…', import.meta.url)` (a
 * child process's entry, a module loaded by name) counts as an import. Tests are left out: they may
 * assemble what they check.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
/** Folders under infra/local that are neither a stand-in nor core/. */
const NOT_STAND_INS = new Set(['core', 'seed']);
const standInFolders = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_STAND_INS.has(entry.name))
  .map((entry) => entry.name);

const modulesIn = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|mjs)$/.test(file) && !/\.test\.ts$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(folder, file));

/** The infra/local-relative targets of a module's relative imports: static, dynamic and `new URL(…, import.meta.url)`. */
export function importTargets(file: string, text: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bnew\s+URL\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
  return [...text.matchAll(pattern)].map((match) => path.normalize(path.join(path.dirname(file), match[1] ?? '')));
}

/** Where a module or import target lies: `outside` infra/local, `core`, a stand-in folder's name, or `root`. */
function layerOf(target: string): string {
  const [first, ...rest] = target.split(path.sep);
  if (first === '..') return 'outside';
  if (rest.length === 0) return 'root';
  return first ?? 'root';
}

/**
 * Every import of a stand-in or core/ module that runs back up or sideways, as "file imports target".
 * `files` maps infra/local-relative module paths to their text.
 */
export function backArrows(files: ReadonlyMap<string, string>): string[] {
  const arrows: string[] = [];
  for (const [file, text] of files) {
    const from = layerOf(file);
    if (from === 'root' || from === 'outside') continue;
    for (const target of importTargets(file, text)) {
      const to = layerOf(target);
      const allowed = to === 'outside' || to === from || (to === 'core' && from !== 'core') || (to === 'seed' && from !== 'core');
      if (!allowed) arrows.push(`${file} imports ${target}`);
    }
  }
  return arrows;
}

const layeredModules = new Map(['core', ...standInFolders].flatMap(modulesIn).map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));

describe('infra/local layers', () => {
  it('finds the stand-in folders and core/', () => {
    expect(standInFolders).toEqual(expect.arrayContaining(['cognito', 'crm', 'dynamodb', 'events', 'gateway', 'lambda', 's3', 'scheduler', 'ses', 'site']));
    expect(modulesIn('core').length).toBeGreaterThan(3);
  });

  it('lets no import of a stand-in or core/ run back up to the root or sideways into another stand-in', () => {
    expect(backArrows(layeredModules)).toEqual([]);
  });

  it('gives every stand-in folder its stand-in module, the one the root starts it by', () => {
    const missing = standInFolders.filter((folder) => {
      const file = path.join(root, folder, 'stand-in.ts');
      return !existsSync(file) || !/export const \w+StandIn: StandIn</.test(readFileSync(file, 'utf8'));
    });
    expect(missing).toEqual([]);
  });

  it('sees a planted back-arrow of every kind', () => {
    const planted = new Map([
      ['core/ports.ts', "import { startLocalEnvironment } from '../environment';"],
      ['core/service-process.ts', "const s3 = await import('../s3/s3.ts');"],
      ['ses/ses.ts', "import { standIns } from '../environment';\nimport type { LocalS3 } from '../s3/s3';"],
      ['site/site-server.ts', "import { serveMedia } from \"../s3/media\";"],
      ['cognito/cognito.ts', "const runtime = new URL('../lambda/lambda-runtime.ts', import.meta.url);"],
      ['lambda/lambda-process-entry.mjs', "const { describeEnvironment } = await import('../describe.ts');"],
      // Not arrows: its own folder, core/, the seed data, outside infra/local.
      ['s3/stand-in.ts', "import { serveMedia } from './media';\nimport { orStop } from '../core/stand-in';\nconst seed = new URL('../seed/media/', import.meta.url);\nimport { seedMediaDir } from '../../src/paths';"],
    ]);
    expect(backArrows(planted)).toEqual([
      `core/ports.ts imports environment`,
      `core/service-process.ts imports ${path.join('s3', 's3.ts')}`,
      `ses/ses.ts imports environment`,
      `ses/ses.ts imports ${path.join('s3', 's3')}`,
      `site/site-server.ts imports ${path.join('s3', 'media')}`,
      `cognito/cognito.ts imports ${path.join('lambda', 'lambda-runtime.ts')}`,
      `lambda/lambda-process-entry.mjs imports describe.ts`,
    ]);
  });
});
