/**
 * A public page's title for the Marketing view's page rows, from the route table (the title its
 * <title> carries, without the brand suffix): staff read "Kontakt" beside `/kontakt`.
 */
import { siteRoutes, siteSettings } from '@rufbereit/shared';

const brandSuffix = ` | ${siteSettings.brandName}`;

/** The page's title, or undefined for a path the route table does not know (a page since removed). */
export function pageTitleOf(path: string): string | undefined {
  const route = siteRoutes.find((r) => r.path === path);
  if (!route) return undefined;
  return route.title.endsWith(brandSuffix) ? route.title.slice(0, -brandSuffix.length) : route.title;
}
