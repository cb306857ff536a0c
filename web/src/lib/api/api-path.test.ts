import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiPath } from './api-path';

describe('apiPath', () => {
  it('fills and encodes the placeholders of a route of the shared table', () => {
    expect(apiPath('/api/me')).toBe('/api/me');
    expect(apiPath('/api/admin/users/{id}/admin', { id: 'a/b c' })).toBe('/api/admin/users/a%2Fb%20c/admin');
    expect(apiPath('/api/admin/requests/{kind}/{requestId}/notes', { kind: 'contacts', requestId: '../x' })).toBe('/api/admin/requests/contacts/..%2Fx/notes');
  });
});

/** Every source file under a folder (tests included: they too should name routes through apiPath). */
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
      "const remove = useMutation({ mutationFn: () => apiFetch(apiPath('/api/me'), { method: 'DELETE' }) });",
      'const answer = await fetch(url);',
      'await window.fetch(url);',
      'onRetry={() => void query.refetch()}',
      'queryClient.fetchQuery(options);',
    ].join('\n');
    expect(networkCallsOutsideApi('features/x/x-panel.tsx', component)).toEqual([1, 2, 3]);
    expect(networkCallsOutsideApi('features/x/api.ts', component)).toEqual([]);
  });
});

describe('API paths in the features', () => {
  it('are built with apiPath from the shared route table, never written as a string', () => {
    const handWritten = featureSources()
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ file: path.relative(features, file), line: index + 1, text: line }))
          // A path given to apiPath is checked against the route table by the compiler; any other is hand-written.
          .filter(({ text }) => /(?<!apiPath\()['"`]\/api\//.test(text)),
      )
      .map(({ file, line }) => `${file}:${line}`);
    expect(handWritten).toEqual([]);
  });
});
