/**
 * When a rate-limited partner (Pipedrive's 429) takes the next request: `Retry-After` (seconds, or an
 * HTTP date as RFC 9110 allows) and Pipedrive's `x-ratelimit-reset` (seconds until the window resets).
 * The later of the two wins; undefined when neither header says anything usable.
 */
const MAX_WAIT_MS = 7 * 24 * 3600 * 1000; // a header promising more than a week is not believed

function secondsHeader(value: string | null, now: Date): Date | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return new Date(now.getTime() + Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : new Date(date);
}

export function retryNotBeforeOf(headers: Headers, now: Date): Date | undefined {
  const candidates = [secondsHeader(headers.get('retry-after'), now), secondsHeader(headers.get('x-ratelimit-reset'), now)]
    .filter((d): d is Date => d !== undefined)
    .filter((d) => d.getTime() - now.getTime() <= MAX_WAIT_MS);
  if (candidates.length === 0) return undefined;
  return new Date(Math.max(now.getTime(), ...candidates.map((d) => d.getTime())));
}
