import { use, type ReactNode } from 'react';
import { isPrerenderedHere } from '../../lib/prerendered-path';

/**
 * Hydrate a prerendered section when it is needed, not all at once.
 *
 * The landing page is ~1,700 elements; hydrating all of it right after the first paint keeps a
 * phone's main thread busy for a second or more (long tasks: taps wait). A section's server HTML is
 * complete and readable without JavaScript, so a section below the fold only needs its code when
 * the visitor gets near it or starts to interact. Until then the gate suspends inside the section's
 * Suspense boundary, and React keeps the prerendered HTML as it is (no fallback, no layout shift).
 *
 * The gates open, for good:
 * - one section: when it comes within a screen height of the viewport;
 * - all sections: on the visitor's first pointer, touch, wheel or key input (a tap may lead to any
 *   section, the router or shared state), on back/forward or hash changes, and when the app
 *   navigates to another page (`openAllSectionGates`).
 *
 * Only sections that are in the prerendered HTML of the current page are gated; a page rendered in
 * the browser (client navigation, 404, dev server) renders its sections directly.
 */

type GatePromise = Promise<void> & { status?: 'fulfilled'; value?: undefined };

interface Gate {
  promise: GatePromise;
  open: () => void;
}

const gates = new Map<string, Gate>();
let allOpen = false;
let listening = false;

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;
const HISTORY_EVENTS = ['popstate', 'hashchange'] as const;

/** Opens every gate and stops gating sections rendered from now on. */
export function openAllSectionGates(): void {
  if (allOpen) return;
  allOpen = true;
  for (const gate of gates.values()) gate.open();
  if (listening) {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, openAllSectionGates, { capture: true });
    for (const type of HISTORY_EVENTS) window.removeEventListener(type, openAllSectionGates);
  }
}

function listenForIntent(): void {
  if (listening) return;
  listening = true;
  for (const type of INTENT_EVENTS) window.addEventListener(type, openAllSectionGates, { capture: true, passive: true });
  for (const type of HISTORY_EVENTS) window.addEventListener(type, openAllSectionGates);
}

function createGate(element: Element): Gate {
  let resolve: () => void = () => undefined;
  const promise: GatePromise = new Promise<void>((done) => {
    resolve = done;
  });
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), {
    rootMargin: '100% 0px',
  });
  const gate: Gate = {
    promise,
    open: () => {
      if (promise.status === 'fulfilled') return;
      observer.disconnect();
      // React's `use` reads these fields: a settled promise renders at once instead of suspending again.
      promise.status = 'fulfilled';
      promise.value = undefined;
      resolve();
    },
  };
  observer.observe(element);
  return gate;
}

/** The pending gate of a section, or undefined when it may render now. */
export function pendingGate(sectionId: string): GatePromise | undefined {
  if (typeof window === 'undefined' || allOpen) return undefined;
  let gate = gates.get(sectionId);
  if (!gate) {
    const element = document.getElementById(sectionId);
    if (!element || typeof IntersectionObserver === 'undefined' || !isPrerenderedHere()) return undefined;
    gate = createGate(element);
    gates.set(sectionId, gate);
    listenForIntent();
  }
  return gate.promise.status === 'fulfilled' ? undefined : gate.promise;
}

/** Must sit directly inside a Suspense boundary: suspending keeps that boundary's server HTML. */
export function HydrationGate({ sectionId, children }: { sectionId: string; children: ReactNode }) {
  const gate = pendingGate(sectionId);
  if (gate) use(gate as Promise<void>);
  return children;
}
