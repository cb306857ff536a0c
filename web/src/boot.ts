/**
 * The page's only script tag (~1 KiB). The prerendered HTML is the whole page, so nothing
 * JavaScript does may hold back its first paint: the app (React, the router, the page code) starts
 * loading only after the browser has shown the page. Loaded with the page, ~120 KiB of modules
 * would be fetched, compiled and run before a slow phone presents its first frame.
 *
 * Then all the modules the page needs (listed by the prerenderer on the root element) are
 * preloaded at once, so the page's own chunk does not wait for the app to ask for it. As one
 * fragment: each <link> inserted on its own into the large landing page costs main-thread time,
 * which is also why Vite's runtime modulepreload injection is off (vite.config.ts).
 */
import './styles.css';
import { MODULES_ATTR, PRERENDERED_PATH_ATTR } from './app/prerendered-path';

/** Should the first paint never be reported, the app still starts after this long. */
const START_ANYWAY_AFTER_MS = 5000;

function preloadModules(urls: readonly string[]): void {
  const links = document.createDocumentFragment();
  for (const href of urls) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}

function startApp(): void {
  const listed = document.getElementById('root')?.getAttribute(MODULES_ATTR) ?? '';
  preloadModules(listed.split(/\s+/).filter(Boolean));
  import('./entry-client').catch((error: unknown) => console.error('Failed to load the app', error));
}

/**
 * Runs `start` once the browser has shown the page: on the first-contentful-paint entry, which
 * the browser records when the frame is actually presented (an animation frame only says a frame
 * is being prepared; on a busy machine its presentation can lag by a second). Falls back to the
 * task after the next animation frame where paint timing is not supported. Starts at once where
 * there is nothing to paint first: a page rendered in the browser (empty root) or a background tab.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = (): void => {
    if (started) return;
    started = true;
    start();
  };
  const prerendered = document.getElementById('root')?.hasAttribute(PRERENDERED_PATH_ATTR) ?? false;
  if (!prerendered || document.visibilityState === 'hidden') return once();
  setTimeout(once, START_ANYWAY_AFTER_MS);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(once, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  // Hidden before the first paint (tab switched): no paint will come until it is shown again.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && once(), { once: true });
}

afterFirstPaint(startApp);
