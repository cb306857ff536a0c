/** The contact form's API route (one part of the route table, routes/api-routes.ts). */
import { apiPaths } from '../api/api-paths';
import type { ApiRoute } from '../api/api-route';
import { grantSets } from '../api/grant-sets';

export const contactRoutes = [
  {
    id: 'createContact',
    method: 'POST',
    path: apiPaths.contacts,
    handler: 'create-contact',
    access: 'public',
    proofOfWork: true,
    // Conditional put with the idempotency key, get for a retried submission, update once published.
    grants: [{ table: 'contacts', access: ['put', 'get', 'update'] }, ...grantSets.publicFormSubmission],
  },
] as const satisfies ReadonlyArray<ApiRoute>;
