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

describe('API paths in the features', () => {
  it('are built with apiPath from the shared route table, never written as a string', () => {
    const features = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../features');
    const handWritten = sourceFiles(features)
      .filter((file) => !/\.test\.tsx?$/.test(file))
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
