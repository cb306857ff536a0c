/**
 * The embeddable player's own entry (/demo-player), built by vite.embed.config.ts with Preact in
 * place of React (preact/compat): the page runs on strangers' sites and must stay light (≤ 35 KiB
 * of JavaScript in all), which React and the router alone exceed. The components are the app's
 * own, so strings, branding rules and behaviour stay in one place.
 *
 * Like the boot script on the other pages, the only script of the HTML is this tiny one: the
 * prerendered page is shown first, the player's code loads after the first paint.
 */
import { afterFirstPaint } from '../app/after-first-paint';

let started = false;
afterFirstPaint(() => {
  if (started) return;
  started = true;
  import('./demo-player-app').catch((error: unknown) => console.error('Failed to load the app', error));
});
