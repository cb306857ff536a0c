export { SectionBoundary } from './section-boundary';
export { LazySection, lazyNamed } from './lazy-section';
export { SectionErrorBoundary } from './section-error-boundary';
export { SectionFallback } from './section-fallback';
export { SectionSpinner } from './section-spinner';
export { CRASH_QUERY_PARAM, requestedCrashes } from './crash-request';
export { HydrationGate, openAllSectionGates } from './hydration-gate';
