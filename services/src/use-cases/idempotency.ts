/**
 * Idempotent submissions: a client that retries with the same idempotency key gets the same record
 * id, because the id is derived from the key; the stored request hash tells a genuine retry from a
 * reused key with another body.
 */
import { createHash } from 'node:crypto';
import type { RequestKind } from '@rufbereit/shared';

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * A UUID-shaped id (RFC 9562 version 8, "custom") from sha256(kind, key). The kind is part of the
 * hash so one key used for a contact and a demo request yields two unrelated ids.
 */
export function idFromIdempotencyKey(kind: RequestKind, key: string): string {
  const hex = sha256(`${kind}\n${key}`).slice(0, 32).split('');
  hex[12] = '8'; // version 8
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16); // RFC variant 10xx
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** JSON with sorted keys, so the hash does not depend on property order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Hash of the validated input (after trimming and defaults, so cosmetic differences do not conflict). */
export const requestHash = (fields: object): string => sha256(canonicalJson(fields));
