/**
 * The only script of every app page, and inline: the prerenderer puts its build (vite.boot.config.ts,
 * ~2 KiB compressed) into each page as a `<script type="module">` (scripts/prerender.ts). As a file it
 * cost a phone one more request before the first paint, and Lighthouse's phone simulation counted
 * that round trip into the landing page's largest paint.
 *
 * The prerendered HTML is the whole page, so nothing JavaScript does may hold back its first paint:
 * the app's entry (src/app-entry.ts: React, the router, the page code) is imported only after the
 * browser has shown the page, or at once when the visitor taps a button before that.
 *
 * Built on its own, it shares no module with the app: the prerenderer refuses a build that imports
 * anything, and the app's entry is named by the page (APP_ENTRY_ATTR on the root element), not here.
 */
import { holdEarlyClicks } from './app/early-clicks';
import { afterFirstPaint } from './app/after-first-paint';
import { APP_ENTRY_ATTR } from './lib/prerendered-path';

let appStarted = false;

function startApp(): void {
  if (appStarted) return;
  appStarted = true;
  const appEntry = document.getElementById('root')?.getAttribute(APP_ENTRY_ATTR);
  if (!appEntry) {
    console.error('Failed to load the app: the page names no app entry');
    return;
  }
  import(/* @vite-ignore */ appEntry).catch((error: unknown) => console.error('Failed to load the app', error));
}

// A tap before the app has hydrated the page is held and replayed (and starts the app at once).
holdEarlyClicks(startApp);
afterFirstPaint(startApp);
