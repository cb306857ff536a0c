import { HYDRATED_ATTR, SECTION_SLOT_ATTR } from '../lib/hydrated-attr';
import { isPrerenderedHere } from '../lib/prerendered-path';

/** Controls that only work with JavaScript. Links and form fields work in the plain HTML too. */
const SCRIPTED_CONTROL = 'button, [role="button"]';
/** How often a held click checks whether its section has hydrated. */
const SECTION_POLL_MS = 50;
/**
 * A held click waits at most this long for its section once the page has hydrated. Sections (and the
 * cookie sheet, a chunk of its own) may hydrate seconds after the page on a slow phone or a busy CPU.
 */
const SECTION_WAIT_MS = 10_000;
/** Clicks are held only this long after start-up: should the app never load, they pass through again. */
const GIVE_UP_AFTER_MS = 20_000;

/**
 * A prerendered page is visible before the app has hydrated it, and a tap on a button in that
 * window would do nothing (on a slow phone a second or more). Instead the tap is held: the app
 * starts at once (if it is not loading yet), and once the page and the button's section have
 * hydrated, the button is clicked again, so the tap takes effect a moment later rather than never.
 *
 * A section hydrates after the page (landing sections on approach, the cookie sheet when its chunk
 * has loaded), so a tap on a section that is not live yet is held even after the page has hydrated.
 * Only the last held tap is replayed; a second tap on the same button does not toggle it back.
 *
 * Installed by boot.ts, so it must stay free of React and the app's modules. Returns a function that
 * stops holding at once.
 */
export function holdEarlyClicks(startApp: () => void): () => void {
  if (!isPrerenderedHere()) return () => undefined; // rendered in the browser: nothing is clickable before the app
  const html = document.documentElement;
  const pageHydrated = (): boolean => html.hasAttribute(HYDRATED_ATTR);
  let held: HTMLElement | null = null;
  let replaying = false;
  let pendingReplay: ReturnType<typeof setTimeout> | undefined;

  const replay = (control: HTMLElement): void => {
    held = null;
    if (!control.isConnected) return;
    replaying = true;
    try {
      control.click();
    } finally {
      replaying = false;
    }
  };

  /** Clicks `control` once its section (if any) has hydrated, or when `deadline` has passed. */
  const replayWhenLive = (control: HTMLElement, deadline: number): void => {
    clearTimeout(pendingReplay);
    if (held !== control) return; // a later tap replaced it
    if (isLive(control) || Date.now() >= deadline) return replay(control);
    pendingReplay = setTimeout(() => replayWhenLive(control, deadline), SECTION_POLL_MS);
  };

  const hold = (event: MouseEvent): void => {
    if (replaying) return;
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(SCRIPTED_CONTROL) : null;
    if (!control) return;
    if (pageHydrated() && isLive(control)) return; // the app handles it
    event.preventDefault(); // e.g. no plain-HTML form submission before the app validates it
    event.stopPropagation();
    held = control;
    startApp();
    if (pageHydrated()) replayWhenLive(control, Date.now() + SECTION_WAIT_MS);
  };

  const observer = new MutationObserver(() => {
    if (!pageHydrated()) return;
    observer.disconnect();
    if (held) replayWhenLive(held, Date.now() + SECTION_WAIT_MS);
  });
  const stopHolding = (): void => {
    clearTimeout(giveUp);
    observer.disconnect();
    document.removeEventListener('click', hold, true);
  };
  const giveUp = setTimeout(stopHolding, GIVE_UP_AFTER_MS);
  observer.observe(html, { attributeFilter: [HYDRATED_ATTR] });
  document.addEventListener('click', hold, true);
  return stopHolding;
}

/** True when `control` is outside any section, or inside one that carries its hydration mark. */
function isLive(control: HTMLElement): boolean {
  const slot = control.closest(`[${SECTION_SLOT_ATTR}]`);
  return !slot || slot.querySelector(`[${HYDRATED_ATTR}]`) !== null;
}
