import { useCallback, useRef } from 'react';

/** RFC 4122 v4 id; falls back to getRandomValues where randomUUID is missing (non-secure origins). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One idempotency key per submission attempt. Sending the very same values again after a failed
 * attempt reuses the key, so a request that did reach the server is not stored twice.
 */
export function useIdempotencyKey() {
  const last = useRef<{ payload: string; key: string } | null>(null);
  const keyFor = useCallback((payload: string): string => {
    if (last.current?.payload !== payload) last.current = { payload, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  /** The attempt is settled (stored or rejected as invalid): the next one gets a fresh key. */
  const settle = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, settle };
}
