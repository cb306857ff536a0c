import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { HASH_SCROLL_DELAY_MS } from '@rufbereit/shared';
import { scrollToSection, sectionFromLocation } from './section-scroll';

/**
 * Scroll handling on navigation: a new page starts at the top; a location that names a section
 * (hash or ?section=) scrolls there after 300 ms, once lazily loaded sections had time to render.
 */
export function useRouteScroll(): void {
  const { pathname, search, hash, key } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    const section = sectionFromLocation(search, hash);
    if (section) {
      const timer = window.setTimeout(() => scrollToSection(section), HASH_SCROLL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    // On the first render keep the browser's own scroll restoration (reload, back/forward cache).
    if (!isFirst) window.scrollTo(0, 0);
    return undefined;
  }, [pathname, search, hash, key]);
}
