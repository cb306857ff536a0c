import { HYDRATED_ATTR, SECTION_SLOT_ATTR } from '../lib/hydrated-attr';
import { isPrerenderedHere } from '../lib/prerendered-path';

/** Controls that only work with JavaScript. Links and form fields work in the plain HTML too. */
const SCRIPTED_CONTROL = 'button, [role="button"]';
/** How often a held click checks whether its section has hydrated. */
const SECTION_POLL_MS = 50;
/** A held click waits at most this long for its section after the page has hydrated. */
const SECTION_WAIT_MS = 3000;
/** Should the page never report hydration (the app failed to load), clicks pass through again. */
const GIVE_UP_AFTER_MS = 20_000;

/**
 * A prerendered page is visible before the app has hydrated it, and a tap on a button in that
 * window would do nothing (on a slow phone a second or more). Instead the tap is held: the app
 * starts at once (if it is not loading yet), and once the page and the button's section have
 * hydrated, the button is clicked again, so the tap takes effect a moment later rather than never.
 * Only the last held tap is replayed; a second tap on the same button does not toggle it back.
 *
 * Installed by boot.ts, so it must stay free of React and the app's modules.
 */
export function holdEarlyClicks(startApp: () => void): void {
  if (!isPrerenderedHere()) return; // rendered in the browser: nothing is clickable before the app
  const html = document.documentElement;
  let held: HTMLElement | null = null;

  const hold = (event: MouseEvent): void => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(SCRIPTED_CONTROL) : null;
    if (!control || !event.isTrusted) return;
    event.preventDefault(); // e.g. no plain-HTML form submission before the app validates it
    event.stopPropagation();
    held = control;
    startApp();
  };

  const stopHolding = (): void => {
    observer.disconnect();
    clearTimeout(giveUp);
    document.removeEventListener('click', hold, true);
  };

  const observer = new MutationObserver(() => {
    if (!html.hasAttribute(HYDRATED_ATTR)) return;
    stopHolding();
    if (held) replayWhenLive(held, Date.now() + SECTION_WAIT_MS);
  });
  const giveUp = setTimeout(stopHolding, GIVE_UP_AFTER_MS);
  observer.observe(html, { attributeFilter: [HYDRATED_ATTR] });
  document.addEventListener('click', hold, true);
}

/** Clicks `control` once its landing section (if any) has hydrated, or when `deadline` has passed. */
function replayWhenLive(control: HTMLElement, deadline: number): void {
  const slot = control.closest(`[${SECTION_SLOT_ATTR}]`);
  const live = !slot || slot.querySelector(`[${HYDRATED_ATTR}]`) !== null;
  if (live || Date.now() >= deadline) {
    if (control.isConnected) control.click();
    return;
  }
  setTimeout(() => replayWhenLive(control, deadline), SECTION_POLL_MS);
}
