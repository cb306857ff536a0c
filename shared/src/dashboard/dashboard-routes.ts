/** The admin dashboard's API route (one part of the route table, routes/api-routes.ts). */
import { apiPaths } from '../api/api-paths';
import type { ApiRoute } from '../api/api-route';

export const dashboardRoutes = [
  {
    // The admin dashboard (dashboard.ts): 90 days of aggregates by one Query, the next
    // intro calls by key among the offered slots. Never a scan of the request tables.
    id: 'getDashboard',
    method: 'GET',
    path: apiPaths.adminDashboard,
    handler: 'get-dashboard',
    access: 'admin',
    audit: { notAudited: 'aggregates and the next calls, changes nothing' },
    grants: [{ table: 'request_stats', access: ['query'] }, { table: 'intro_call_slots', access: ['batchGet'] }],
  },
] as const satisfies ReadonlyArray<ApiRoute>;
