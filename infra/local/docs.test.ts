import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths';
import { GENERATED_END, GENERATED_START, generatedParts, withGeneratedPart } from './docs';
import { standIns } from './environment';

describe('the stand-ins in the docs', () => {
  it.each(Object.entries(generatedParts()))('%s holds what the stand-ins say of themselves (run `npm run docs:local`)', (file, lines) => {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    expect(text).toBe(withGeneratedPart(text, lines, file));
  });

  it('lists every stand-in folder, each by its folder name, with what it adds and what stays different', () => {
    const here = import.meta.dirname;
    const folders = readdirSync(here, { withFileTypes: true })
      // core/stand-in.ts is the interface, not a stand-in.
      .filter((entry) => entry.isDirectory() && entry.name !== 'core' && existsSync(path.join(here, entry.name, 'stand-in.ts')))
      .map((entry) => entry.name);
    expect(Object.values(standIns).map((standIn) => standIn.name).sort()).toEqual(folders.sort());
    for (const standIn of Object.values(standIns)) {
      expect(standIn.adds.length, standIn.name).toBeGreaterThan(0);
      expect(standIn.gaps.length, standIn.name).toBeGreaterThan(0);
    }
  });

  it('sees a stale part, and a document without its markers', () => {
    const document = `# Title\n\n${GENERATED_START}\n| old |\n${GENERATED_END}\n\nAfter.\n`;
    const lines = generatedParts([{ name: 'ses', standsInFor: 'SES', emulator: 'ours', adds: ['a'], gaps: ['b'] }])['infra/local/README.md'] ?? [];
    const fresh = withGeneratedPart(document, lines, 'test');
    expect(fresh).not.toBe(document);
    expect(fresh).toContain('| [`ses/`](./ses/stand-in.ts) | SES | ours |');
    expect(fresh.endsWith(`${GENERATED_END}\n\nAfter.\n`)).toBe(true);
    expect(withGeneratedPart(fresh, lines, 'test')).toBe(fresh);
    expect(() => withGeneratedPart('# No markers\n', lines, 'test')).toThrow(/markers/);
  });
});
