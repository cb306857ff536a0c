/**
 * Options of every prerender (build and tests): never outline large Suspense boundaries into hidden
 * templates revealed by inline scripts. The raw HTML must show every section's text without
 * JavaScript (and without inline JS, for the Content-Security-Policy).
 */
export const PRERENDER_OPTIONS = { progressiveChunkSize: Number.POSITIVE_INFINITY } as const;
