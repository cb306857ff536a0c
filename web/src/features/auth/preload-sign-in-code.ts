import { preloadSessionStore } from '../../lib/session/session';

let preloaded = false;

/** Fetches the sign-in code ahead of the submit: called on the first focus or touch of a sign-in form. */
export function preloadSignInCode(): void {
  if (preloaded) return;
  preloaded = true;
  void import('./sign-in-flow').catch(() => (preloaded = false));
  preloadSessionStore();
}
