/** The staff view 'Marketing': its API route (one part of the route table, routes/api-routes.ts). */
import { apiPaths } from '../api/api-paths';
import type { ApiRoute } from '../api/api-route';

export const marketingRoutes = [
  {
    // The staff view 'Marketing' (shared/src/marketing/marketing.ts): the cookieless measurement's daily
    // aggregates of a range (≤ MARKETING_MAX_DAYS), each day's shards summed; as JSON or CSV. Demo
    // track titles by id from the catalogue. Never a visit record, never a request table.
    id: 'getMarketing',
    method: 'GET',
    path: apiPaths.adminMarketing,
    handler: 'get-marketing',
    access: 'admin',
    audit: { notAudited: 'daily aggregates without personal data, changes nothing' },
    grants: [{ table: 'site_analytics', access: ['query'] }, { table: 'demo_tracks', access: ['scan'] }],
  },
] as const satisfies ReadonlyArray<ApiRoute>;
