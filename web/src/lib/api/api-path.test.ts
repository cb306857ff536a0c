import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@rufbereit/shared';
import { apiPath } from './api-path';

describe('apiPath', () => {
  it('gives the path of a named resource as the shared table writes it', () => {
    expect(apiPath('me')).toBe(apiPaths.me);
    expect(apiPath('contacts')).toBe('/api/contacts');
  });

  it('fills and encodes the placeholders', () => {
    expect(apiPath('adminUserAdminGroup', { id: 'a/b c' })).toBe('/api/admin/users/a%2Fb%20c/admin');
    expect(apiPath('adminRequestNotes', { kind: 'contacts', requestId: '../x' })).toBe('/api/admin/requests/contacts/..%2Fx/notes');
    expect(apiPath('adminAssistantDocument', { userId: 'u?1', documentId: 'd#2' })).toBe('/api/admin/assistant-configs/u%3F1/documents/d%232');
  });

  it('does not compile for an unknown name or a missing, misnamed or unexpected parameter', () => {
    // Only the compiler checks these (npx tsc); at run time the missing value still throws.
    // @ts-expect-error: no resource of that name
    expect(() => apiPath('nonsense')).toThrow();
    // @ts-expect-error: {requestId} is missing
    expect(() => apiPath('adminRequestDetail', { kind: 'contacts' })).toThrow(/no value for \{requestId\}/);
    // @ts-expect-error: the placeholder is {id}, not {userId}
    expect(() => apiPath('adminUserAdminGroup', { userId: 'u-1' })).toThrow(/no value for \{id\}/);
    // @ts-expect-error: a path without placeholders takes no parameters
    expect(apiPath('me', { id: 'x' })).toBe('/api/me');
    // @ts-expect-error: a path with placeholders needs them
    expect(() => apiPath('adminDemo')).toThrow(/no value for \{trackId\}/);
  });
});

/** Every source file under a folder. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });

const features = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../features');
const featureSources = () => sourceFiles(features).filter((file) => !/\.test\.tsx?$/.test(file));

/**
 * A call that reaches the network: `fetch(` (also as window./globalThis.) or one of lib/api's clients.
 * `refetch(`, `fetchQuery(` and the functions an api.ts exports are not matched.
 */
const NETWORK_CALL = /(?<![\w$.])fetch\(|\b(?:window|globalThis)\.fetch\(|\b(?:apiFetch|apiRequest|sendRequest|requestJson)\(/;

/** The lines of a feature file that call the network, unless the file is its feature's api.ts. */
const networkCallsOutsideApi = (file: string, source: string): number[] =>
  path.basename(file) === 'api.ts' ? [] : source.split('\n').flatMap((line, index) => (NETWORK_CALL.test(line) ? [index + 1] : []));

describe('server calls in the features', () => {
  it('are made only in the api.ts of a feature, never inline in a component or another module', () => {
    const inline = featureSources().flatMap((file) =>
      networkCallsOutsideApi(file, readFileSync(file, 'utf8')).map((line) => `${path.relative(features, file)}:${line}`),
    );
    expect(inline).toEqual([]);
  });

  it('the check catches a component calling the client or fetch inline, and lets the api.ts and refetch be', () => {
    const component = [
      "const remove = useMutation({ mutationFn: () => apiFetch(apiPath('me'), { method: 'DELETE' }) });",
      'const answer = await fetch(url);',
      'await window.fetch(url);',
      'onRetry={() => void query.refetch()}',
      'queryClient.fetchQuery(options);',
    ].join('\n');
    expect(networkCallsOutsideApi('features/x/x-panel.tsx', component)).toEqual([1, 2, 3]);
    expect(networkCallsOutsideApi('features/x/api.ts', component)).toEqual([]);
  });
});

/** A string or template literal that begins with the API prefix: '/api/…', "/api", `/api?…`. */
const API_PATH_LITERAL = /['"`]\/api(?=[/'"`?])/;

/** The 1-based lines of a source text that hold an API path literal. */
const apiPathLiteralLines = (source: string): number[] =>
  source.split('\n').flatMap((line, index) => (API_PATH_LITERAL.test(line) ? [index + 1] : []));

/**
 * The features name API resources (`apiPath('contacts')`, `apiPaths.contacts`) and never write a path:
 * every path is written once, in shared/src/api/api-paths.ts, which the route table serves. A string that
 * starts with `/api` in a feature file (tests included) is a second copy that can drift from the table.
 */
describe('API paths in web/src/features', () => {
  it('are never written as string literals, only named', () => {
    const files = sourceFiles(features);
    expect(files.length).toBeGreaterThan(50);
    const literals = files.flatMap((file) => apiPathLiteralLines(readFileSync(file, 'utf8')).map((line) => `${path.relative(features, file)}:${line}`));
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
