/** The demo request form's API route (one part of the route table, routes/api-routes.ts). */
import { apiPaths } from '../api/api-paths';
import type { ApiRoute } from '../api/api-route';
import { grantSets } from '../api/grant-sets';

export const demoRequestRoutes = [
  {
    id: 'createDemoRequest',
    method: 'POST',
    path: apiPaths.demoRequests,
    handler: 'create-demo-request',
    access: 'public',
    proofOfWork: true,
    grants: [{ table: 'demo_requests', access: ['put', 'get', 'update'] }, ...grantSets.publicFormSubmission],
  },
] as const satisfies ReadonlyArray<ApiRoute>;
