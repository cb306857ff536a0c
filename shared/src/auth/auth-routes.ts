/** The signed-in account and the staff's account administration: their API routes (one part of the route table, routes/api-routes.ts). */
import { apiPaths } from '../api/api-paths';
import type { ApiRoute } from '../api/api-route';
import { grantSets } from '../api/grant-sets';

export const authRoutes = [
  {
    id: 'getMe',
    method: 'GET',
    path: apiPaths.me,
    handler: 'get-me',
    access: 'user',
    // The account's MFA state and e-mail, as just read from the pool, kept for the paged admin lists.
    grants: [{ userPool: 'users', access: 'lookup' }, { table: 'accounts', access: ['update'] }],
  },
  {
    id: 'listUsers',
    method: 'GET',
    path: apiPaths.adminUsers,
    handler: 'list-users',
    access: 'admin',
    audit: { notAudited: 'the accounts list staff work from (e-mail and MFA state), changes nothing' },
    grants: [
      // One ListUsers page and the admin group's members; AdminGetUser only for accounts whose MFA state is not stored yet.
      { userPool: 'users', access: 'read' },
      { table: 'accounts', access: ['batchGet', 'put'] },
    ],
  },
  {
    id: 'grantAdmin',
    method: 'POST',
    path: apiPaths.adminUserAdminGroup,
    handler: 'set-admin-group',
    access: 'admin',
    audit: 'roleGranted',
    grants: [{ userPool: 'users', access: 'manageGroups' }, ...grantSets.auditEntry],
  },
  {
    id: 'revokeAdmin',
    method: 'DELETE',
    path: apiPaths.adminUserAdminGroup,
    handler: 'set-admin-group',
    access: 'admin',
    audit: 'roleRevoked',
    grants: [{ userPool: 'users', access: 'manageGroups' }, ...grantSets.auditEntry],
  },
] as const satisfies ReadonlyArray<ApiRoute>;
