/**
 * Reading a JSON request body from an API Gateway HTTP API (payload v2) event: size limit, media
 * type, base64 decoding, JSON syntax. Each rejection is an HttpError with a German message.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MAX_FORM_BODY_BYTES, apiMessages } from '@rufbereit/shared';
import { HttpError } from './http-error';

/** A header value, looked up case-insensitively (API Gateway lower-cases, other callers may not). */
export function headerValue(event: Pick<APIGatewayProxyEventV2, 'headers'>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted && value !== undefined) return value;
  }
  return undefined;
}

/** The body as bytes (API Gateway base64-encodes bodies it considers binary). */
export function readRawBody(event: Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded'>): Buffer {
  if (event.body === undefined || event.body === null) return Buffer.alloc(0);
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
}

/**
 * `application/json` and `application/*+json` are JSON. A request without content type is parsed
 * as JSON too (curl and some clients omit it); any other declared type is refused with 415.
 */
function isJsonOrUnspecified(contentType: string | undefined): boolean {
  if (contentType === undefined || contentType.trim() === '') return true;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType);
}

/** Parses the JSON body; the result is untyped until a schema validates it. */
export function parseJsonBody(event: APIGatewayProxyEventV2, maxBytes = MAX_FORM_BODY_BYTES): unknown {
  // Cheap check on the encoded length first, so a huge body is never decoded: a UTF-8 string has at
  // least as many bytes as UTF-16 units; base64 carries 3 bytes per 4 characters.
  const encodedLength = event.body?.length ?? 0;
  if (encodedLength > (event.isBase64Encoded ? Math.ceil(maxBytes / 3) * 4 : maxBytes)) {
    throw new HttpError(413, { message: apiMessages.bodyTooLarge });
  }
  const raw = readRawBody(event);
  if (raw.byteLength > maxBytes) throw new HttpError(413, { message: apiMessages.bodyTooLarge });
  if (!isJsonOrUnspecified(headerValue(event, 'content-type'))) {
    throw new HttpError(415, { message: apiMessages.unsupportedMediaType });
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw new HttpError(400, { message: apiMessages.invalidEncoding });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, { message: apiMessages.malformedJson });
  }
  // API Gateway hands a text body to the function as a string: bytes that are not UTF-8 arrive as
  // U+FFFD. Nobody types that character, so any U+FFFD (raw or escaped as \ufffd) is refused rather
  // than stored in place of what the sender meant.
  if (containsReplacementCharacter(parsed)) throw new HttpError(400, { message: apiMessages.invalidEncoding });
  return parsed;
}

const REPLACEMENT_CHARACTER = '\uFFFD';

function containsReplacementCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(REPLACEMENT_CHARACTER);
  if (Array.isArray(value)) return value.some(containsReplacementCharacter);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, v]) => key.includes(REPLACEMENT_CHARACTER) || containsReplacementCharacter(v));
  return false;
}
