import { PRERENDERED_PATH_ATTR } from '../lib/prerendered-path';

/** Should the first paint never be reported, `start` still runs after this long. */
const START_ANYWAY_AFTER_MS = 5000;

/**
 * Runs `start` once the browser has shown the page: on the first-contentful-paint entry, which
 * the browser records when the frame is actually presented (an animation frame only says a frame
 * is being prepared; on a busy machine its presentation can lag by a second). Falls back to the
 * task after the next animation frame where paint timing is not supported. Starts at once where
 * there is nothing to paint first: a page rendered in the browser (empty root) or a background tab.
 * Several of these triggers may fire; `start` must run only once.
 */
export function afterFirstPaint(start: () => void): void {
  const prerendered = document.getElementById('root')?.hasAttribute(PRERENDERED_PATH_ATTR) ?? false;
  if (!prerendered || document.visibilityState === 'hidden') return start();
  setTimeout(start, START_ANYWAY_AFTER_MS);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  // Hidden before the first paint (tab switched): no paint will come until it is shown again.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && start(), { once: true });
}
