/**
 * The one way integration tests call an API route as a user: a bearer token (when given) and a JSON
 * body (when given). The base URL is read at call time, because the environment starts in beforeAll.
 */
export type BearerToken = string | { access: string } | undefined;

const bearer = (token: BearerToken): Record<string, string> => {
  const value = typeof token === 'string' ? token : token?.access;
  return value ? { authorization: `Bearer ${value}` } : {};
};

export function apiRequest(baseUrl: () => string) {
  return (method: string, path: string, token?: BearerToken, body?: unknown): Promise<Response> =>
    fetch(`${baseUrl()}${path}`, {
      method,
      headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** As apiRequest, answering with the status and the parsed JSON body. */
export function apiJsonRequest(baseUrl: () => string) {
  const request = apiRequest(baseUrl);
  return async <T = unknown>(method: string, path: string, token?: BearerToken, body?: unknown): Promise<{ status: number; json: T }> => {
    const response = await request(method, path, token, body);
    return { status: response.status, json: (await response.json()) as T };
  };
}

/**
 * Every page of a paged admin list (`nextCursor`), in order: the shared environment holds other files'
 * accounts and requests too, so what a test looks for need not be on the first page.
 */
export async function walkPages<T extends { nextCursor?: string }>(baseUrl: () => string, path: string, token: BearerToken, maxPages = 50): Promise<T[]> {
  const call = apiJsonRequest(baseUrl);
  const pages: T[] = [];
  let cursor: string | undefined;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const { status, json } = await call<T>('GET', cursor ? `${path}${separator}cursor=${encodeURIComponent(cursor)}` : path, token);
    if (status !== 200) throw new Error(`GET ${path}: ${status}`);
    pages.push(json);
    cursor = json.nextCursor;
    if (pages.length > maxPages) throw new Error(`GET ${path}: more than ${maxPages} pages`);
  } while (cursor);
  return pages;
}
