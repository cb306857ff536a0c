/**
 * The page's only script tag (~4 KiB, 2 KiB compressed). The prerendered HTML is the whole page, so nothing
 * JavaScript does may hold back its first paint: the app (React, the router, the page code) starts
 * loading only after the browser has shown the page. Loaded with the page, ~120 KiB of modules
 * would be fetched, compiled and run before a slow phone presents its first frame.
 *
 * The page's own chunk (named by the prerenderer on the root element) is imported at the same time,
 * so it does not wait for the app to render the route and ask for it. No <link rel="modulepreload">
 * lists: inserting them into the large landing page costs ~30 ms of main-thread time on a desktop
 * (four times that on a phone), which is also why Vite's runtime injection is off (vite.config.ts);
 * the browser finds each chunk's imports as soon as it has parsed it.
 */
import './styles.css';
import { holdEarlyClicks } from './app/early-clicks';
import { afterFirstPaint } from './app/after-first-paint';
import { PAGE_MODULE_ATTR } from './lib/prerendered-path';

let appStarted = false;

function startApp(): void {
  if (appStarted) return;
  appStarted = true;
  // React first, in a task of its own: evaluated together with the app and the page, its start-up
  // made one long task that a phone's taps would wait for. The app's own chunks are small, so the
  // extra round trip costs little.
  import('react-dom/client')
    .catch(() => undefined) // a failure surfaces below, where the app imports it again
    .then(() => {
      import('./entry-client').catch((error: unknown) => console.error('Failed to load the app', error));
      const pageModule = document.getElementById('root')?.getAttribute(PAGE_MODULE_ATTR);
      // Only fetches earlier what the app imports anyway; a failure surfaces there.
      if (pageModule) import(/* @vite-ignore */ pageModule).catch(() => undefined);
    });
}

// A tap before the app has hydrated the page is held and replayed (and starts the app at once).
holdEarlyClicks(startApp);
afterFirstPaint(startApp);
