/** The branch pages' image route (one part of the route table, routes/api-routes.ts). */
import { apiPaths } from '../api/api-paths';
import type { ApiRoute } from '../api/api-route';

export const branchImagesRoutes = [
  {
    id: 'getBranchImage',
    method: 'GET',
    path: apiPaths.branchImage,
    handler: 'get-branch-image',
    access: 'public',
    // The same hero image for every visitor of an industry page: no query.
    sharedCache: { query: [] },
    grants: [{ table: 'branch_image_configs', access: ['get'] }, { table: 'branch_images', access: ['query'] }],
  },
] as const satisfies ReadonlyArray<ApiRoute>;
