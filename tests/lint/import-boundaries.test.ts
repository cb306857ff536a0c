import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js fire: each probe is linted as if it were a file at
 * `filePath` (the file need not exist; what it imports does), with the repository's own config.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root, ignore: false });

async function importRuleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('import-x/')).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries', { timeout: 120_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await importRuleErrors('web/src/features/contact-form/probe.ts', "export { DemoForm } from '../demo-form/demo-form';\n");
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature never imports another feature/)]);
  });

  it('refuses a feature importing a page, and seo or content importing a section', async () => {
    expect(await importRuleErrors('web/src/features/demo-form/probe.ts', "export { default } from '../../pages/home-page';\n")).toHaveLength(1);
    expect(await importRuleErrors('web/src/seo/probe.ts', "export { FaqSection } from '../sections/faq';\n")).toHaveLength(1);
    expect(await importRuleErrors('web/src/content/probe.ts', "export { FaqSection } from '../sections/faq/faq-section';\n")).toHaveLength(1);
  });

  it('refuses a use case importing the HTTP layer', async () => {
    const errors = await importRuleErrors('services/src/use-cases/probe.ts', "export { HttpError } from '../http/http-error';\n");
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Use cases know nothing of HTTP/)]);
  });

  it('refuses shared/ importing the web app', async () => {
    expect(await importRuleErrors('shared/src/probe.ts', "export { formatFileSize } from '../../web/src/lib/file-size';\n")).toHaveLength(1);
  });

  it('allows the direction pages → features → lib', async () => {
    expect(await importRuleErrors('web/src/pages/probe.ts', "export { DemoForm } from '../features/demo-form/demo-form';\n")).toEqual([]);
    expect(await importRuleErrors('web/src/features/demo-form/probe.ts', "export { formatFileSize } from '../../lib/file-size';\n")).toEqual([]);
  });

  it('refuses an import cycle (oxlint, with the repository\'s .oxlintrc.json, as `npm run lint` runs it)', () => {
    const oxlint = path.join(root, 'node_modules/oxlint/bin/oxlint');
    const run = spawnSync(process.execPath, [oxlint, '-c', '.oxlintrc.json', '--tsconfig', 'tsconfig.json', 'tests/lint/fixtures/cycle-a.ts'], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('import(no-cycle)');
    expect(run.stdout).toContain('tests/lint/fixtures/cycle-b.ts');
  });

  it('refuses an import cycle through type-only imports too', () => {
    const oxlint = path.join(root, 'node_modules/oxlint/bin/oxlint');
    const run = spawnSync(process.execPath, [oxlint, '-c', '.oxlintrc.json', '--tsconfig', 'tsconfig.json', 'tests/lint/fixtures/type-cycle-a.ts'], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('import(no-cycle)');
    expect(run.stdout).toContain('tests/lint/fixtures/type-cycle-b.ts');
  });

  it('refuses what the recommended rule sets refuse (oxlint runs them, not ESLint: decision 0024)', () => {
    const oxlint = path.join(root, 'node_modules/oxlint/bin/oxlint');
    const run = spawnSync(process.execPath, [oxlint, '-c', '.oxlintrc.json', '--tsconfig', 'tsconfig.json', 'tests/lint/fixtures/recommended-rules.tsx'], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    for (const rule of ['eslint(no-unused-vars)', 'eslint(no-var)', 'typescript(no-explicit-any)', 'react-hooks(rules-of-hooks)']) expect(run.stdout).toContain(rule);
  });
});
