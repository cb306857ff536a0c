import { useEffect, useState, type RefObject } from 'react';

/** How far ahead of the viewport a player starts fetching its metadata. */
const VISIBILITY_MARGIN = '200px';

/**
 * True from the moment the element first comes near the viewport. Players wait for it before they
 * fetch even metadata, so a page load without scrolling downloads no audio (Lighthouse counts it).
 * Without IntersectionObserver the answer is "visible" at once.
 */
export function useFirstVisible(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: VISIBILITY_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, visible]);
  return visible;
}
