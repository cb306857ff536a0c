import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiPaths, type ApiPathName } from './api-paths';
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

  it('names each path once', () => {
    expect(new Set(namedPaths).size).toBe(namedPaths.length);
  });

  it('keeps the route paths literal types, the same union as the named paths (the web type-checks URLs against it)', () => {
    expectTypeOf<(typeof apiRoutes)[number]['path']>().toEqualTypeOf<(typeof apiPaths)[ApiPathName]>();
    expectTypeOf<(typeof apiRoutes)[number]['path']>().not.toEqualTypeOf<string>();
  });
});
