/**
 * Security headers of every page, as plain data: the CloudFront response headers policies are built
 * from these values, and the local site server can send exactly the same headers.
 */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

export interface SecurityHeaderOptions {
  /** The embeddable demo player may be framed by any site; every other page by none. */
  embeddable: boolean;
  /**
   * Origins the browser app talks to besides its own: Cognito (sign-in) and the media bucket
   * (presigned POST uploads).
   */
  connectSources: readonly string[];
  /** `'sha256-…'` of the inline scripts of the built pages (see inline-script-hashes.ts). */
  scriptHashes?: readonly string[];
}

export function contentSecurityPolicy({ embeddable, connectSources, scriptHashes = [] }: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    // React style attributes and the toast library's injected <style> need inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Industry pages show photos from an external stock-photo host.
    'img-src': ["'self'", 'data:', 'https:'],
    'media-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectSources],
    'frame-src': ["'self'"],
    'frame-ancestors': embeddable ? ['*'] : ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Header name (lower case) → value, for servers other than CloudFront (the local site server). */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    ...(options.embeddable ? {} : { 'x-frame-options': 'DENY' }),
    'referrer-policy': REFERRER_POLICY,
    'content-security-policy': contentSecurityPolicy(options),
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/** Path pattern of the embeddable player (its own CloudFront behaviour, framable everywhere). */
export const EMBEDDABLE_PATH_PATTERN = '/demo-player*';

/** The behaviours' few patterns, compiled once (the local edge asks for every request). */
const compiledPatterns = new Map<string, RegExp>();

/**
 * Whether a path matches a CloudFront behaviour path pattern (e.g. EMBEDDABLE_PATH_PATTERN,
 * `/demo-player*`): a match of the whole path with `*` as the only wildcard. The stack and the local
 * site server pick the framable headers with it.
 */
export function matchesPathPattern(pattern: string, path: string): boolean {
  let compiled = compiledPatterns.get(pattern);
  if (!compiled) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    compiled = new RegExp(`^${source}$`);
    compiledPatterns.set(pattern, compiled);
  }
  return compiled.test(path);
}
