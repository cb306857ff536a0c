import type { apiRoutes } from '@rufbereit/shared';

/** Every path of the shared route table, e.g. `/api/admin/users/{id}/admin`. */
export type ApiPath = (typeof apiRoutes)[number]['path'];

/** The `{name}` placeholders of a route path as an object type. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
export type ApiPathParams<P extends string> = { [K in ParamNames<P>]: string };

/**
 * The URL of an API route, built from the shared route table (never typed by hand): each `{name}`
 * is filled with its encoded value. A path not in the table, or a missing parameter, does not compile.
 */
export function apiPath<P extends ApiPath>(path: P, ...[params]: ParamNames<P> extends never ? [] : [ApiPathParams<P>]): string {
  const values = (params ?? {}) as Record<string, string>;
  return path.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`apiPath: no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}
