import { apiPaths, type ApiPathName } from '@rufbereit/shared';

/** The `{name}` placeholders of a route path as an object type. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
export type ApiPathParams<P extends string> = { [K in ParamNames<P>]: string };

/**
 * The URL of an API resource, named as in the shared `apiPaths` (the paths the route table serves; never
 * typed by hand): each `{name}` is filled with its encoded value. An unknown name, or a missing or
 * misnamed parameter, does not compile.
 */
export function apiPath<N extends ApiPathName>(
  name: N,
  ...[params]: ParamNames<(typeof apiPaths)[N]> extends never ? [] : [ApiPathParams<(typeof apiPaths)[N]>]
): string {
  const path: string = apiPaths[name];
  const values = (params ?? {}) as Record<string, string>;
  return path.replace(/\{(\w+)\}/g, (_placeholder, placeholder: string) => {
    const value = values[placeholder];
    if (value === undefined) throw new Error(`apiPath: no value for {${placeholder}} in ${path}`);
    return encodeURIComponent(value);
  });
}
