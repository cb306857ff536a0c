import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The features name API resources (`apiPath('contacts')`, `apiPaths.contacts`) and never write a path:
 * every path is written once, in shared/src/api/api-paths.ts, which the route table serves. A string that
 * starts with `/api` in a feature file (tests included) is a second copy that can drift from the table.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const features = path.join(root, 'web/src/features');

/** A string or template literal that begins with the API prefix: '/api/…', "/api", `/api?…`. */
const API_PATH_LITERAL = /['"`]\/api(?=[/'"`?])/;

/** The 1-based lines of a source text that hold an API path literal. */
const apiPathLiteralLines = (source: string): number[] =>
  source.split('\n').flatMap((line, index) => (API_PATH_LITERAL.test(line) ? [index + 1] : []));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });

describe('API paths in web/src/features', () => {
  it('are never written as string literals, only named', () => {
    const files = sourceFiles(features);
    expect(files.length).toBeGreaterThan(50);
    const literals = files.flatMap((file) => apiPathLiteralLines(readFileSync(file, 'utf8')).map((line) => `${path.relative(root, file)}:${line}`));
    expect(literals).toEqual([]);
  });

  it('the check catches a path in single, double or back quotes, and lets names, comments and imports be', () => {
    const violations = [
      "queryFn: () => apiFetch(apiPath('/api/me/assistant-config')),",
      'export const CONTACTS_ENDPOINT = "/api/contacts";',
      'apiFetch(`/api/admin/requests/${kind}`);',
      "expect(sent[0]!.url).toBe('/api/demo-requests');",
      "const base = '/api';",
    ];
    const allowed = [
      "queryFn: () => apiFetch(apiPath('assistantConfig')),",
      'expect(sent[0]!.url).toBe(apiPaths.demoRequests);',
      '/** POST /api/contacts. Every outcome is a result the form can show. */',
      "import { apiFetch } from '../../lib/api/api-client';",
      "const label = 'Die /api antwortet nicht';",
    ];
    expect(apiPathLiteralLines([...violations, ...allowed].join('\n'))).toEqual([1, 2, 3, 4, 5]);
  });
});
