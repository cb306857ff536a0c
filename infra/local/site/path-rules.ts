import { MEDIA_KEY_PREFIX, redirects as siteRedirects } from '@rufbereit/shared';
import { PLAYER_PAGE_PATHS, playerPageApiPath } from '../../src/website/cloudfront-function-code';

/**
 * The path rules of the CloudFront distribution, as one pure function: permanent redirects,
 * /api and /media routing, the index rewrite of prerendered pages, and the 404 page.
 */
export type SiteAction =
  | { kind: 'redirect'; location: string }
  | { kind: 'api' }
  /** A player page, served by the API under `apiUrl` (its path and the request's query), as CloudFront does. */
  | { kind: 'playerPage'; apiUrl: string }
  | { kind: 'media'; key: string }
  | { kind: 'file'; file: string; cacheControl: string }
  | { kind: 'notFound'; file: string };

export const NOT_FOUND_FILE = '404.html';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything outside assets/ (pages, favicon, robots.txt): what the stack's page deployment sets. */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=86400, must-revalidate';
export const REDIRECT_CACHE = 'public, max-age=86400';

export function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

/**
 * Redirect target of a request path, like the CloudFront function. The shared table lists its
 * sources in DECODED form, so the request path is decoded exactly once: `/terminvergabe%20` matches
 * the source `/terminvergabe ` and `/terminvergabe%2520` matches the source `/terminvergabe%20`.
 */
export function redirectFor(rawPath: string, table: Readonly<Record<string, string>> = siteRedirects): string | undefined {
  const path = withoutTrailingSlash(safeDecode(rawPath));
  const hit = Object.entries(table).find(([from]) => withoutTrailingSlash(from) === path);
  return hit?.[1];
}

/** Files that may answer a page path, most specific first (relative to the web/dist root). */
export function candidateFiles(decodedPath: string): string[] {
  const relative = decodedPath.replace(/^\/+/, '');
  if (relative === '') return ['index.html'];
  if (relative.endsWith('/')) return [`${relative}index.html`];
  const last = relative.slice(relative.lastIndexOf('/') + 1);
  if (last.includes('.')) return [relative];
  return [`${relative}/index.html`, `${relative}.html`];
}

export function cacheControlFor(file: string): string {
  return file.startsWith('assets/') ? IMMUTABLE_CACHE : PAGE_CACHE;
}

/** A path that could leave the site root or confuse the file system is never looked up. */
const isUnsafe = (decodedPath: string): boolean =>
  decodedPath.includes('\0') || decodedPath.includes('\\') || decodedPath.split('/').some((segment) => segment === '..' || segment === '.');

export function resolveSitePath(rawUrl: string, fileExists: (relativeFile: string) => boolean, table: Readonly<Record<string, string>> = siteRedirects): SiteAction {
  const queryIndex = rawUrl.indexOf('?');
  const rawPath = queryIndex === -1 ? rawUrl : rawUrl.slice(0, queryIndex);
  const query = queryIndex === -1 ? '' : rawUrl.slice(queryIndex);

  const target = redirectFor(rawPath, table);
  if (target !== undefined) return { kind: 'redirect', location: `${target}${query}` };
  if (rawPath === '/api' || rawPath.startsWith('/api/')) return { kind: 'api' };
  // CloudFront's behaviours for exactly these paths (constructs/website.ts) send them to the API.
  if (PLAYER_PAGE_PATHS.includes(rawPath)) return { kind: 'playerPage', apiUrl: `${playerPageApiPath(rawPath)}${query}` };

  const path = safeDecode(rawPath);
  if (isUnsafe(path)) return { kind: 'notFound', file: NOT_FOUND_FILE };
  if (rawPath.startsWith('/media/')) {
    // Like CloudFront's /media/* behaviour: the path (without its leading slash) is the bucket key.
    const key = path.slice(1);
    return key === MEDIA_KEY_PREFIX || key.endsWith('/') ? { kind: 'notFound', file: NOT_FOUND_FILE } : { kind: 'media', key };
  }
  const file = candidateFiles(path).find(fileExists);
  // The 404 page itself (/404, /404.html) also answers with status 404.
  return file && file !== NOT_FOUND_FILE ? { kind: 'file', file, cacheControl: cacheControlFor(file) } : { kind: 'notFound', file: NOT_FOUND_FILE };
}

/** CloudFront's path-pattern match (infra/src/website/security-headers.ts), for the site server. */
export { matchesPathPattern } from '../../src/website/security-headers';
