/**
 * The app's entry: web/index.html names it, so the Vite build makes it the `index-*.js` chunk. On a
 * prerendered page the inline boot script (src/boot.ts) imports it after the first paint; in the dev
 * server it is the page's script and starts the app at once.
 *
 * React first, in a task of its own: evaluated together with the app and the page, its start-up made
 * one long task that a phone's taps would wait for. The app's own chunks are small, so the extra
 * round trip costs little. The page's own chunk (named by the prerenderer on the root element) is
 * imported at the same time as the app, so it does not wait for the app to render the route and ask
 * for it. No <link rel="modulepreload"> lists: inserting them into the large landing page costs
 * ~30 ms of main-thread time on a desktop (four times that on a phone), which is also why Vite's
 * runtime injection is off (vite.config.ts); the browser finds each chunk's imports as soon as it
 * has parsed it.
 */
import './styles.css';
import { PAGE_MODULE_ATTR } from './lib/prerendered-path';

import('react-dom/client')
  .catch(() => undefined) // a failure surfaces below, where the app imports it again
  .then(() => {
    import('./entry-client').catch((error: unknown) => console.error('Failed to load the app', error));
    const pageModule = document.getElementById('root')?.getAttribute(PAGE_MODULE_ATTR);
    // Only fetches earlier what the app imports anyway; a failure surfaces there.
    if (pageModule) import(/* @vite-ignore */ pageModule).catch(() => undefined);
  });
