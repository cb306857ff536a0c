import type { SiteRoute } from '@rufbereit/shared';
import { branchContent } from '../content/branches';
import { branchPageHead } from './branch-head';
import { pageHead, type PageHead } from './page-head';

/**
 * The complete <head> of any route, for the prerenderer (server side only: it pulls in every
 * page's content). In the browser the branch page sets the same head itself (see pages/branch-page).
 */
export function routeHead(route: SiteRoute): PageHead {
  if (route.id === 'branch' && route.branch) return branchPageHead(route, branchContent[route.branch]);
  return pageHead(route);
}
