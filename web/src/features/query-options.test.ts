import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One data-layer style (docs/web-structure.md, "Data layer"): a feature's api.ts exports its
 * `…QueryOptions(…)` (TanStack Query `queryOptions`/`infiniteQueryOptions`) and its mutation functions;
 * a component only calls `useQuery(xQueryOptions(…))` (or spreads them to add a view's own options:
 * `useQuery({ ...xQueryOptions(…), enabled })`) and never writes a query key or a query function.
 */

/** A query hook whose options are not a feature's `…QueryOptions(…)` call. */
const INLINE_QUERY = /\buse(?:Suspense)?(?:Infinite)?Query\(\s*(?!(?:\{\s*\.\.\.\s*)?\w+QueryOptions\()/g;
/**
 * A query function, or a query key not taken from the api.ts (`xQueryOptions(…).queryKey`, or a prefix of
 * its `…Keys` to refresh a family after a change), written outside an api.ts.
 */
const INLINE_KEY_OR_FETCHER = /\bqueryFn\s*:|\bqueryKey\s*:(?!\s*\w+QueryOptions\(|\s*\w+Keys\.)/g;

const lineOf = (source: string, index: number): number => source.slice(0, index).split('\n').length;

/** `line: what` for each place of one source file that builds a query itself. */
export function inlineQueries(fileName: string, source: string): string[] {
  if (path.basename(fileName) === 'api.ts') return [];
  const hits = [
    ...[...source.matchAll(INLINE_QUERY)].map((match) => `${lineOf(source, match.index)}: query options written in place`),
    ...[...source.matchAll(INLINE_KEY_OR_FETCHER)].map((match) => `${lineOf(source, match.index)}: ${match[0].replace(/\s*:$/, '')} outside api.ts`),
  ];
  return hits.sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
}

const features = path.dirname(fileURLToPath(import.meta.url));
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('server data in the features', () => {
  it('comes through the …QueryOptions of the feature’s api.ts: no component writes a query key or a fetcher', () => {
    const hits = sourceFiles(features).flatMap((file) =>
      inlineQueries(file, readFileSync(file, 'utf8')).map((hit) => `${path.relative(features, file)}:${hit}`),
    );
    expect(hits).toEqual([]);
  });

  it('the check catches a key constant with an inline useQuery and a key factory with a raw fetcher, and lets the options be', () => {
    const component = [
      'const tracks = useQuery({ queryKey: ADMIN_TRACKS_KEY, queryFn: listAdminTracks });',
      'const list = useInfiniteQuery({',
      '  queryKey: inboxKeys.list(kind, filters),',
      '  queryFn: ({ pageParam }) => fetchPage(kind, filters, pageParam),',
      'const config = useQuery(assistantConfigQuery);',
      'const users = useInfiniteQuery(adminUsersQueryOptions());',
      'const detail = useQuery({ ...requestDetailQueryOptions(kind, id), refetchInterval });',
      'const news = useQuery({',
      '  ...inboxNewsQueryOptions(since),',
      'void queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey });',
      'void queryClient.invalidateQueries({ queryKey: inboxKeys.lists(kind) });',
      "queryClient.setQueryData(['admin', 'demos'], list);",
      "void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });",
    ].join('\n');
    expect(inlineQueries('features/x/x-panel.tsx', component)).toEqual([
      '1: query options written in place',
      '1: queryKey outside api.ts',
      '1: queryFn outside api.ts',
      '2: query options written in place',
      '4: queryFn outside api.ts',
      '5: query options written in place',
      '13: queryKey outside api.ts',
    ]);
    expect(inlineQueries('features/x/api.ts', component)).toEqual([]);
  });
});
