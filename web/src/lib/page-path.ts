import { pagePath as routePath, siteRoutes, type BranchSlug, type FixedPageId } from '@rufbereit/shared';

/**
 * Page paths, named as in the shared `siteRoutes` and never typed by hand (the twin of `apiPath` in
 * lib/api/api-path.ts): `pagePath('adminAuditLog')` is '/admin/audit-log'. An unknown name does not
 * compile. `web/src/lib/page-path.test.ts` fails on a page path written as a literal in web/src.
 */
export interface PagePathOptions {
  /**
   * The page under its other name, where the specification links to that one (the footer's
   * '/ki-terminbuchung', the about page's '/contact#contact'): the route's first alias.
   */
  alias?: boolean;
  /** A section of the page: `#contact`. */
  hash?: string;
}

const aliasOf = (id: FixedPageId): string => {
  const alias = siteRoutes.find((route) => route.id === id)?.aliases[0];
  if (!alias) throw new Error(`pagePath: the page ${id} has no alias`);
  return alias;
};

const withHash = (path: string, hash: string | undefined): string => (hash ? `${path}#${hash}` : path);

/** The path of a page with one fixed address. */
export function pagePath(id: FixedPageId, options: PagePathOptions = {}): string {
  return withHash(options.alias ? aliasOf(id) : routePath(id), options.hash);
}

/** The path of an industry page (`/branchen/friseursalons`), read from the route table. */
export function branchPath(slug: BranchSlug): string {
  const route = siteRoutes.find((candidate) => candidate.branch === slug);
  if (!route) throw new Error(`branchPath: no industry page for ${slug}`);
  return route.path;
}

export type { FixedPageId };
