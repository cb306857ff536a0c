/** Audio sources (spec: validation): an empty URL or one starting with about: or data: is invalid. */
export function isValidAudioUrl(url: string | null | undefined): url is string {
  if (url === null || url === undefined) return false;
  const trimmed = url.trim().toLowerCase();
  return trimmed !== '' && !trimmed.startsWith('about:') && !trimmed.startsWith('data:');
}

export type AudioSourceStatus = 'idle' | 'valid' | 'invalid';

export interface ResolvedAudioSource {
  /** idle: no URL given at all; invalid: a URL was given but is unusable. */
  status: AudioSourceStatus;
  /** What to load first; undefined when there is nothing valid to load. */
  src?: string;
  /** What to load if `src` fails. */
  fallbackSrc?: string;
  /** True when the given src was rejected, so the user is told ('Ungültige Audio-URL'). */
  srcRejected: boolean;
}

/** Picks the sources to load: a rejected src falls through to a valid fallback. */
export function resolveAudioSource(src: string | null | undefined, fallbackSrc?: string | null): ResolvedAudioSource {
  const fallback = isValidAudioUrl(fallbackSrc) ? fallbackSrc : undefined;
  if (src === null || src === undefined) return { status: 'idle', srcRejected: false };
  if (isValidAudioUrl(src)) return { status: 'valid', src, fallbackSrc: fallback, srcRejected: false };
  if (fallback) return { status: 'valid', src: fallback, srcRejected: true };
  return { status: 'invalid', srcRejected: true };
}
