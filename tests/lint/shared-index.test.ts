import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportsOf, renderSharedIndex, SHARED_INDEX } from '../../scripts/shared-index';

/**
 * shared/src/index.ts is generated (scripts/generate-shared-index.ts): it must be exactly what the
 * generator renders from today's modules, so a new export, a moved module or a hand edit fails here
 * until `npx tsx scripts/generate-shared-index.ts` is run.
 */
describe('the barrel of @rufbereit/shared', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'shared-index-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is up to date with the modules of shared/src', () => {
    expect(readFileSync(SHARED_INDEX, 'utf8'), 'shared/src/index.ts is stale: run npx tsx scripts/generate-shared-index.ts').toBe(renderSharedIndex());
  });

  it('would publish a new export, and goes stale without it', () => {
    mkdirSync(join(scratch, 'probe'));
    writeFileSync(join(scratch, 'probe', 'probe.ts'), "export const probeValue = 1;\nexport interface ProbeShape { a: number }\n/** @internal */\nexport const hidden = 2;\n");
    const rendered = renderSharedIndex(scratch);
    expect(rendered).toContain("export { probeValue, type ProbeShape } from './probe/probe';");
    expect(rendered).not.toContain('hidden');
    writeFileSync(join(scratch, 'probe', 'probe.ts'), 'export const probeValue = 1;\nexport const another = 3;\n');
    expect(renderSharedIndex(scratch)).not.toBe(rendered);
  });

  it('refuses a name two modules export, and re-exports', () => {
    mkdirSync(join(scratch, 'twice'));
    writeFileSync(join(scratch, 'twice', 'a.ts'), 'export const same = 1;\n');
    writeFileSync(join(scratch, 'twice', 'b.ts'), 'export const same = 2;\n');
    expect(() => renderSharedIndex(join(scratch, 'twice'))).toThrow(/exports 'same' twice/);
    expect(() => exportsOf('x.ts', "export { a } from './a';\n")).toThrow(/re-exports/);
  });
});
