/** The staff audit log's API route (one part of the route table, routes/api-routes.ts). */
import { apiPaths } from '../api/api-paths';
import type { ApiRoute } from '../api/api-route';

export const staffAuditRoutes = [
  {
    // The staff audit log (shared/src/staff-audit/staff-audit.ts): newest first, one Query per page.
    id: 'listAuditLog',
    method: 'GET',
    path: apiPaths.adminAuditLog,
    handler: 'list-audit-log',
    access: 'admin',
    audit: { notAudited: 'the audit log itself' },
    grants: [{ table: 'staff_audit', access: ['query'] }],
  },
] as const satisfies ReadonlyArray<ApiRoute>;
