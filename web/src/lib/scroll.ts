import { SCROLL_OFFSET_PX } from '@rufbereit/shared';

/** True when the visitor asked the OS for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Smooth-scrolls to the element with this id, leaving the spec's 80 px offset for the fixed
 * navigation. Returns false when the element is not on the page (e.g. a lazy section not yet mounted).
 */
export function scrollToSection(id: string, offset: number = SCROLL_OFFSET_PX): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return true;
}

/** Link target for a landing-page section from any other page: /?section={name}#{name}. */
export const sectionHref = (id: string): string => `/?section=${encodeURIComponent(id)}#${encodeURIComponent(id)}`;
