import { SCROLL_OFFSET_PX } from '@rufbereit/shared';
import { pagePath } from './page-path';

/** True when the visitor asked the OS for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** How often a scroll is corrected when content above the target changed height meanwhile. */
const MAX_CORRECTIONS = 5;
/** Fallback for browsers without the `scrollend` event. */
const SCROLL_SETTLE_MS = 1500;

/**
 * Blocks below the first screen are rendered only near the viewport (`render-when-near` in
 * styles.css), with an estimated height until then. Before the first scroll to a section the whole
 * page is laid out once, so the target's position is exact and the smooth scroll needs no correction.
 */
function renderWholePage(): void {
  document.documentElement.dataset.renderAll = '';
}

function targetTop(element: HTMLElement, offset: number): number {
  return element.getBoundingClientRect().top + window.scrollY - offset;
}

/**
 * Smooth-scrolls to the element with this id, leaving the spec's 80 px offset for the fixed
 * navigation. Returns false when the element is not on the page (e.g. a lazy section not yet mounted).
 *
 * Lazily loaded sections and players above the target can still change height while the smooth
 * scroll runs; when the scroll has ended and the target is no longer at the offset, it scrolls
 * again (a few times at most), so the visitor always lands on the section's heading.
 */
export function scrollToSection(id: string, offset: number = SCROLL_OFFSET_PX): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  renderWholePage();
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
  let corrections = 0;

  const scroll = (): void => {
    window.scrollTo({ top: targetTop(element, offset), behavior });
    const settle = (): void => {
      window.removeEventListener('scrollend', settle);
      window.clearTimeout(timer);
      const drift = Math.abs(element.getBoundingClientRect().top - offset);
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;
      if (drift > 1 && !atBottom && corrections < MAX_CORRECTIONS) {
        corrections += 1;
        scroll();
      }
    };
    const timer = window.setTimeout(settle, SCROLL_SETTLE_MS);
    window.addEventListener('scrollend', settle, { once: true });
  };

  scroll();
  return true;
}

/** Link target for a landing-page section from any other page: /?section={name}#{name}. */
export const sectionHref = (id: string): string => `${pagePath('home')}?section=${encodeURIComponent(id)}#${encodeURIComponent(id)}`;
