/** Section scrolling: the shared helpers in lib/scroll plus reading the requested section from a URL. */
export { scrollToSection, sectionHref } from './scroll';

/** The section a location asks for: the hash wins, then ?section=. */
export function sectionFromLocation(search: string, hash: string): string | undefined {
  const fromHash = hash.replace(/^#/, '');
  if (fromHash) {
    try {
      return decodeURIComponent(fromHash);
    } catch {
      return fromHash;
    }
  }
  return new URLSearchParams(search).get('section') ?? undefined;
}
