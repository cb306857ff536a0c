/** A parsed `Range: bytes=…` header with one range (the only kind the media route serves). */
export type RangeSpec = { kind: 'from'; start: number; end?: number } | { kind: 'suffix'; length: number };

/**
 * Parses a Range header. Syntax we do not serve (other units, several ranges, nonsense) returns
 * undefined, and the full object is sent with 200 — which RFC 9110 allows.
 */
export function parseRange(header: string | undefined): RangeSpec | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') return { kind: 'suffix', length: Number(to) };
  const start = Number(from);
  if (to === '') return { kind: 'from', start };
  const end = Number(to);
  return end < start ? undefined : { kind: 'from', start, end };
}

/** The inclusive byte range to send for an object of `size` bytes, or 'unsatisfiable' (→ 416). */
export function resolveRange(spec: RangeSpec, size: number): { start: number; end: number } | 'unsatisfiable' {
  if (spec.kind === 'suffix') {
    if (spec.length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - spec.length), end: size - 1 };
  }
  if (spec.start >= size) return 'unsatisfiable';
  return { start: spec.start, end: Math.min(spec.end ?? size - 1, size - 1) };
}

/**
 * Whether a Range request's `If-Range` condition holds (RFC 9110 §13.1.5): without the header the
 * range applies; with an entity tag it applies only if that tag is strong and equal to the object's
 * current ETag; with a date only if it is exactly the object's Last-Modified. Otherwise the object
 * changed since the client got its first part, and the whole object is sent with 200, so a player
 * resuming a download never stitches two versions together (S3 and CloudFront answer the same).
 */
export function rangeStillValid(ifRange: string | undefined, current: { etag?: string; lastModified?: Date }): boolean {
  const condition = ifRange?.trim();
  if (!condition) return true;
  if (condition.startsWith('"') || condition.startsWith('W/')) {
    // A weak tag never matches (strong comparison); nor does a current weak ETag.
    return !condition.startsWith('W/') && current.etag !== undefined && !current.etag.startsWith('W/') && condition === current.etag;
  }
  const date = Date.parse(condition);
  if (Number.isNaN(date) || !current.lastModified) return false;
  // HTTP dates have whole seconds; so has S3's Last-Modified.
  return Math.floor(current.lastModified.getTime() / 1000) === Math.floor(date / 1000);
}
