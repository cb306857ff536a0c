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
