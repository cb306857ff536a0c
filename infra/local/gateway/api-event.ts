import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiRoute } from '@rufbereit/shared';

/** A route of the table with its path template compiled (API Gateway's `{param}` / `{proxy+}`). */
export interface CompiledRoute {
  route: ApiRoute;
  pattern: RegExp;
  params: string[];
}

export function compileRoute(route: ApiRoute): CompiledRoute {
  const params: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{([A-Za-z0-9_]+)(\+?)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(param[1] ?? '');
      return param[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), params };
}

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export type RouteMatch = { route: ApiRoute; pathParameters: Record<string, string> };

/** The route for a method and raw path, or undefined (API Gateway answers 404 either way). */
export function matchRoute(routes: ReadonlyArray<CompiledRoute>, method: string, rawPath: string): RouteMatch | undefined {
  for (const compiled of routes) {
    if (compiled.route.method !== method) continue;
    const match = compiled.pattern.exec(rawPath);
    if (!match) continue;
    const pathParameters = Object.fromEntries(compiled.params.map((name, i) => [name, decode(match[i + 1] ?? '')]));
    return { route: compiled.route, pathParameters };
  }
  return undefined;
}

/** Content types API Gateway hands to the function as text; everything else arrives base64-encoded. */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type.startsWith('text/') || /^application\/([a-z0-9.+-]*\+)?(json|xml)$/.test(type) || type === 'application/javascript';
}

export interface IncomingApiRequest {
  method: string;
  /** Path + query as received, e.g. `/api/contacts?x=1`. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  sourceIp: string;
  host: string;
  requestId: string;
  now: Date;
}

export interface JwtAuthorizerResult {
  claims: Record<string, string>;
  scopes: string[] | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** API Gateway's requestContext.time format: `12/Mar/2020:19:03:58 +0000`. */
export function requestTime(date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

/** Builds the HTTP API payload format 2.0 event the Lambda integration sends. */
export function buildApiEvent(req: IncomingApiRequest, match: RouteMatch, jwt?: JwtAuthorizerResult): APIGatewayProxyEventV2 & { requestContext: { authorizer?: { jwt: JwtAuthorizerResult } } } {
  const queryIndex = req.url.indexOf('?');
  const rawPath = queryIndex === -1 ? req.url : req.url.slice(0, queryIndex);
  const rawQueryString = queryIndex === -1 ? '' : req.url.slice(queryIndex + 1);

  // Header names lower-cased, repeated headers joined with commas; cookies travel separately.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.toLowerCase() === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  headers['x-forwarded-for'] ??= req.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  const cookieHeader = req.headers.cookie;
  const cookies = (Array.isArray(cookieHeader) ? cookieHeader.join('; ') : (cookieHeader ?? ''))
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);

  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) query[key] = key in query ? `${query[key]},${value}` : value;

  const routeKey = `${match.route.method} ${match.route.path}`;
  const hasBody = req.body.length > 0;
  const asText = isTextContentType(headers['content-type']);
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(match.pathParameters).length ? { pathParameters: match.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: req.host,
      domainPrefix: req.host.split('.')[0] ?? req.host,
      http: { method: req.method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: req.sourceIp, userAgent: headers['user-agent'] ?? '' },
      requestId: req.requestId,
      routeKey,
      stage: '$default',
      time: requestTime(req.now),
      timeEpoch: req.now.getTime(),
      ...(jwt ? { authorizer: { jwt } } : {}),
    },
    ...(hasBody ? { body: asText ? req.body.toString('utf8') : req.body.toString('base64') } : {}),
    isBase64Encoded: hasBody && !asText,
  };
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/**
 * Maps what a function returned to the HTTP answer, like the 2.0 payload format: an object with
 * `statusCode` is taken as the response; anything else is a 200 JSON body.
 */
export function toHttpAnswer(result: unknown): HttpAnswer {
  if (result && typeof result === 'object' && 'statusCode' in result) {
    const r = result as { statusCode: unknown; headers?: Record<string, unknown>; cookies?: unknown; body?: unknown; isBase64Encoded?: unknown };
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(r.headers ?? {})) headers[name.toLowerCase()] = String(value);
    if (Array.isArray(r.cookies) && r.cookies.length) headers['set-cookie'] = r.cookies.map(String);
    const text = typeof r.body === 'string' ? r.body : '';
    return { status: Number(r.statusCode), headers, body: r.isBase64Encoded === true ? Buffer.from(text, 'base64') : Buffer.from(text, 'utf8') };
  }
  const text = typeof result === 'string' ? result : (JSON.stringify(result) ?? '');
  return { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(text, 'utf8') };
}
