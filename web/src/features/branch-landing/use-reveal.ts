import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';

/**
 * "Animate in once when scrolled into view, 0.1 s stagger per item" (spec: screens), without ever
 * hiding content from the prerendered HTML, from visitors without JavaScript, or from visitors who
 * ask for reduced motion:
 *   static → the server HTML and the first client render (identical, so hydration matches);
 *   hidden → only after hydration, only for a block that starts below the viewport;
 *   shown  → once the block scrolls into view; the observer then stops.
 */
export type RevealPhase = 'static' | 'hidden' | 'shown';

export const REVEAL_STAGGER_SECONDS = 0.1;

/** Start the animation a little before the block is fully in view. */
const REVEAL_THRESHOLD = 0.1;

export function useReveal<T extends Element>(): { ref: RefObject<T | null>; phase: RevealPhase } {
  const ref = useRef<T | null>(null);
  const [phase, setPhase] = useState<RevealPhase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    // Already (partly) on screen or scrolled past: it stays as it is, nothing visible ever vanishes.
    if (element.getBoundingClientRect().top < window.innerHeight) return;

    setPhase('hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setPhase('shown');
        observer.disconnect();
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, phase };
}

const TRANSITION = 'transition-[opacity,translate] duration-500 ease-out';

/** Classes and delay of the item at `index` of a revealed block. */
export function revealItem(phase: RevealPhase, index = 0): { className: string; style?: CSSProperties } {
  if (phase === 'static') return { className: '' };
  // A printout shows what the screen has not revealed yet.
  if (phase === 'hidden') return { className: `${TRANSITION} opacity-0 translate-y-4 print:opacity-100 print:translate-y-0` };
  return { className: `${TRANSITION} opacity-100 translate-y-0`, style: { transitionDelay: `${(index * REVEAL_STAGGER_SECONDS).toFixed(1)}s` } };
}
