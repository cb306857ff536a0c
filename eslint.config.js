import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { boundaryZones } from './eslint.boundaries.js';

/**
 * ESLint checks only the import boundaries (docs/web-structure.md), which oxlint does not have; oxlint
 * (.oxlintrc.json) runs the recommended rule sets and the cycle check at a twentieth of the CPU
 * (docs/decisions/0024-lint-rules-by-oxlint.md). So ESLint reads only the folders the boundaries guard
 * (eslint.boundaries.js: their targets), and no tests: they check the assembled site across layers.
 */
const GUARDED = ['web/src/**/*.{ts,tsx}', 'services/src/use-cases/**/*.ts', 'shared/**/*.ts'];

export default tseslint.config(
  // ESLint reads every .js file it finds whether a rule applies or not: only the guarded folders, then.
  { ignores: ['**/*', '!web/', '!web/src/', '!web/src/**', '!services/', '!services/src/', '!services/src/use-cases/', '!services/src/use-cases/**', '!shared/', '!shared/**', '**/node_modules', '**/dist', '**/*.test.{ts,tsx}'] },
  {
    files: GUARDED,
    languageOptions: { parser: tseslint.parser },
    // The disable comments name rules oxlint runs (and reads): not ESLint's to call unused.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    // react-hooks registered, not enabled: disable comments name its rules.
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Without these the import rules cannot read a TypeScript dependency.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
);
