import type { SiteRoute } from '@rufbereit/shared';

/** Every routed page receives its entry of the shared route table. */
export interface PageProps {
  route: SiteRoute;
}

/** A route title without the trailing "| Brand" part, for use as a visible heading. */
export const headingFromTitle = (title: string): string => title.replace(/\s*\|[^|]*$/, '').trim();
