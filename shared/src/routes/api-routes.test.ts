import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiPaths, type ApiPathName } from '../api/api-paths';
import { apiRoutes } from './api-routes';

const namedPaths: ReadonlyArray<string> = Object.values(apiPaths);
const routePaths: ReadonlyArray<string> = apiRoutes.map((route) => route.path);

describe('apiPaths and the route table', () => {
  it('names every path at least one route serves (a name no route uses is a path that answers 404)', () => {
    const unused = Object.entries(apiPaths)
      .filter(([, path]) => !routePaths.includes(path))
      .map(([name]) => name);
    expect(unused).toEqual([]);
  });

  it('gives every route a named path', () => {
    const unnamed = apiRoutes.filter((route) => !namedPaths.includes(route.path)).map((route) => route.id);
    expect(unnamed).toEqual([]);
  });

  it('reaches every route by its own path: no earlier route of the same method matches it (the local gateway takes the first match)', () => {
    const pattern = (path: string): RegExp =>
      new RegExp(`^${path.split('/').map((segment) => (/^\{\w+\+\}$/.test(segment) ? '.+' : /^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}$`);
    const shadowed = apiRoutes.flatMap((route) => {
      const sample = route.path.replaceAll(/\{\w+\+?\}/g, 'sample');
      const first = apiRoutes.find((other) => other.method === route.method && pattern(other.path).test(sample));
      return first?.id === route.id ? [] : [`${route.id} is shadowed by ${first?.id ?? 'nothing'}`];
    });
    expect(shadowed).toEqual([]);
  });

  it('names each path once', () => {
    expect(new Set(namedPaths).size).toBe(namedPaths.length);
  });

  it('keeps the route paths literal types, the same union as the named paths (the web type-checks URLs against it)', () => {
    expectTypeOf<(typeof apiRoutes)[number]['path']>().toEqualTypeOf<(typeof apiPaths)[ApiPathName]>();
    expectTypeOf<(typeof apiRoutes)[number]['path']>().not.toEqualTypeOf<string>();
  });
});
