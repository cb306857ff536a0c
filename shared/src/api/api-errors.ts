import { apiErrorMessages, apiMessages } from './api-messages';

/**
 * Every API error a screen can receive, in German (one mapping for the whole web app). Our own handlers
 * answer in German (`{message, errors}`); what else can arrive is English or no JSON at all:
 * - API Gateway's own answers (`{"message":"Internal Server Error"}`, 'Service Unavailable',
 *   'Too Many Requests', 'Endpoint request timed out', 'Unauthorized', 'Forbidden', 'Not Found', …);
 * - a Lambda that crashed before our wrapper (`{"errorMessage":…,"errorType":…}`);
 * - CloudFront's or a firewall's HTML page (403, 502, 503, 504);
 * - no answer at all (network failure: status 0).
 * Such an answer is mapped by its status. For every failure on our side (5xx, 429, a firewall block,
 * no answer) the request id is added so staff can quote it to support.
 */

/**
 * Where the request id can be read, in order of preference: API Gateway HTTP API, API Gateway REST
 * API / Lambda, CloudFront (when the request never reached the API).
 */
export const REQUEST_ID_HEADERS = ['apigw-requestid', 'x-amzn-requestid', 'x-amz-cf-id'] as const;
/** The request id in a body (`requestId`, as Lambda and some gateway templates put it). */
const BODY_REQUEST_ID_FIELDS = ['requestId', 'request_id'] as const;

/** The English texts API Gateway, Lambda and CloudFront answer with by themselves (compared case-insensitively). */
const FOREIGN_MESSAGES = new Set(
  [
    'Internal Server Error',
    'Service Unavailable',
    'Too Many Requests',
    'Endpoint request timed out',
    'Network error communicating with endpoint',
    'Unauthorized',
    'Forbidden',
    'Not Found',
    'Request Entity Too Large',
    'Bad Gateway',
    'Gateway Timeout',
    'Bad Request',
    'Missing Authentication Token',
    'Limit Exceeded',
  ].map((text) => text.toLowerCase()),
);

export interface ApiFailure {
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  /** The parsed JSON body, or undefined (no body, not JSON). */
  body: unknown;
  /** The request id from the answer's headers, if any. */
  headerRequestId?: string;
}

export interface GermanApiError {
  message: string;
  /** Field messages of a 400 from our own validation. */
  fields?: Record<string, string>;
  requestId?: string;
}

const record = (value: unknown): Record<string, unknown> | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined);

/** Our handler's German message, or undefined when the body is not ours (English, another shape, none). */
function ownMessage(body: unknown): string | undefined {
  const message = record(body)?.message;
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  return FOREIGN_MESSAGES.has(message.trim().toLowerCase()) ? undefined : message;
}

function ownFields(body: unknown): Record<string, string> | undefined {
  const errors = record(record(body)?.errors);
  if (!errors) return undefined;
  const fields = Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** The German text for a status when the body gives none of ours. */
function statusMessage(status: number): string {
  if (status === 0) return apiErrorMessages.network;
  if (status === 401) return apiMessages.unauthorized;
  // A 403 without our message: a firewall or CloudFront refused the request.
  if (status === 403) return apiMessages.blockedByFirewall;
  if (status === 404) return apiMessages.notFound;
  if (status === 413) return apiMessages.bodyTooLarge;
  if (status === 429) return apiMessages.tooManyRequests;
  if (status === 502 || status === 504) return apiErrorMessages.timeout;
  if (status === 503) return apiErrorMessages.unavailable;
  if (status >= 400 && status < 500) return apiMessages.invalidInput;
  return apiMessages.internal;
}

/** A failure support can look up (server, limits, firewall, no answer): not an answer our handler gave on purpose to the user's input. */
const forSupport = (status: number, message: string): boolean => status === 0 || status >= 500 || status === 429 || message === apiMessages.blockedByFirewall;

/** The German message (with the request id for support where it helps) of any failed API call. */
export function germanApiError({ status, body, headerRequestId }: ApiFailure): GermanApiError {
  const own = ownMessage(body);
  const bodyId = BODY_REQUEST_ID_FIELDS.map((field) => record(body)?.[field]).find((value): value is string => typeof value === 'string' && value !== '');
  const requestId = headerRequestId || bodyId || undefined;
  const base = own ?? statusMessage(status);
  const message = requestId && forSupport(status, base) ? `${base} (${apiErrorMessages.supportId(requestId)})` : base;
  const fields = own ? ownFields(body) : undefined;
  return { message, ...(fields ? { fields } : {}), ...(requestId ? { requestId } : {}) };
}

/** The request id of an answer, from the first of REQUEST_ID_HEADERS it carries. */
export function requestIdOf(headers: { get(name: string): string | null }): string | undefined {
  for (const name of REQUEST_ID_HEADERS) {
    const value = headers.get(name);
    if (value) return value;
  }
  return undefined;
}
