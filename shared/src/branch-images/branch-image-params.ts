import * as z from 'zod/mini';
import { unknownBranchMessage } from './branch-image-messages';
import { branches, type BranchSlug } from '../site/site-routes';

/**
 * Path parameters of GET /api/branch-images/{branch}: a known branch slug. In a file of its own so
 * pages that only need the branch image messages never bundle zod.
 */
const branchSlugs = branches.map((b) => b.slug) as [BranchSlug, ...BranchSlug[]];

export const branchImageParamsSchema = z.object({
  branch: z.enum(branchSlugs, { error: unknownBranchMessage }),
});
