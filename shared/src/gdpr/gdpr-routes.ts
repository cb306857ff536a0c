/** The GDPR export and erasure of one e-mail address: their API routes (one part of the route table, routes/api-routes.ts). */
import { apiPaths } from '../api/api-paths';
import type { ApiRoute } from '../api/api-route';
import { grantSets } from '../api/grant-sets';
import { PRIVATE_DOCUMENTS_PREFIX, PUBLISHED_AUDIO_PREFIX } from '../storage/media-keys';

export const gdprRoutes = [
  {
    id: 'gdprExport',
    method: 'POST',
    path: apiPaths.adminGdprExport,
    handler: 'gdpr-export',
    access: 'admin',
    audit: 'gdprExport',
    grants: [
      ...grantSets.requestTables('query', 'get'),
      // The person's intro-call bookings (a filtered scan: the table has no index by e-mail).
      { table: 'intro_call_slots', access: ['scan'] },
      // The account with the address (ListUsers) and its documents.
      { userPool: 'users', access: 'read' },
      ...grantSets.accountConfig.read,
      ...grantSets.auditEntry,
    ],
  },
  // Erases data: last of all routes (routes/api-routes.ts puts this table last), so the route-table-driven
  // tests run it after the others.
  {
    id: 'gdprErase',
    method: 'POST',
    path: apiPaths.adminGdprErase,
    handler: 'gdpr-erase',
    access: 'admin',
    audit: 'gdprErasure',
    grants: [
      // The staff member's e-mail for the history (staff-name.ts) and the account with the address (ListUsers).
      { userPool: 'users', access: 'read' },
      ...grantSets.requestTables('query', 'get', 'delete'),
      // put: what sales' calendar cancellation needs of an erased booking (no personal data), announced on the bus.
      { table: 'intro_call_slots', access: ['scan', 'delete', 'put'] },
      ...grantSets.publishEvents,
      // The CRM person lease keyed by the address.
      { table: 'idempotency', access: ['delete'] },
      // The documents and published MP3s of the account with the address (list entry and object).
      ...grantSets.accountConfig.readWrite,
      { bucket: 'media', access: ['delete'], keys: [PRIVATE_DOCUMENTS_PREFIX, PUBLISHED_AUDIO_PREFIX] },
      { table: 'gdpr_erasures', access: ['put'] },
      ...grantSets.auditEntry,
    ],
  },
] as const satisfies ReadonlyArray<ApiRoute>;
