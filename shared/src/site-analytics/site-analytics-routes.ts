/** The cookieless measurement's beacon route (one part of the route table, routes/api-routes.ts). */
import { apiPaths } from '../api/api-paths';
import type { ApiRoute } from '../api/api-route';

export const siteAnalyticsRoutes = [
  {
    // The cookieless beacon (shared/src/site-analytics/site-analytics.ts): page views and events as daily
    // aggregates. No proof of work (a beacon cannot solve one); the per-client hourly limit instead.
    id: 'trackVisit',
    method: 'POST',
    path: apiPaths.analytics,
    handler: 'track-visit',
    access: 'public',
    proofOfWork: false,
    sentByMachine: 'beacon',
    // site_analytics: the daily salt (get, conditional put, yesterday's deleted), the visit's hash
    // record (conditional put) and the counters (update ADD). idempotency: the per-client counter.
    grants: [{ table: 'site_analytics', access: ['get', 'put', 'update', 'delete'] }, { table: 'idempotency', access: ['update'] }],
  },
] as const satisfies ReadonlyArray<ApiRoute>;
