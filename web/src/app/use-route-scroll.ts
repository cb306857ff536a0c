import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { HASH_SCROLL_DELAY_MS } from '@rufbereit/shared';
import { openAllSectionGates } from '../components/section-boundary';
import { scrollToSection, sectionFromLocation } from '../lib/section-scroll';

/** How often, and how long, to look again for a section whose page or lazy chunk is still loading. */
const SECTION_RETRY_MS = 100;
const SECTION_WAIT_MS = 5000;

/**
 * Scroll handling on navigation: a new page starts at the top; a location that names a section
 * (hash or ?section=) scrolls there after 300 ms, once lazily loaded sections had time to render.
 * On a slow device the landing page's chunks can take longer than that, so while the section is not
 * on the page yet it keeps looking for a few seconds instead of giving up.
 */
export function useRouteScroll(): void {
  const { pathname, search, hash, key } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    // Another page or section was asked for: sections hydrate now rather than on approach.
    if (!isFirst) openAllSectionGates();
    const section = sectionFromLocation(search, hash);
    if (section) {
      const giveUpAt = Date.now() + HASH_SCROLL_DELAY_MS + SECTION_WAIT_MS;
      let timer = 0;
      const attempt = (): void => {
        if (!scrollToSection(section) && Date.now() < giveUpAt) timer = window.setTimeout(attempt, SECTION_RETRY_MS);
      };
      timer = window.setTimeout(attempt, HASH_SCROLL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    // On the first render keep the browser's own scroll restoration (reload, back/forward cache).
    if (!isFirst) window.scrollTo(0, 0);
    return undefined;
  }, [pathname, search, hash, key]);
}
