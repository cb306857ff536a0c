import { hasStoredSession } from './stored-session';

/**
 * The pages' entry to the session code without loading it: Amplify and the session upkeep
 * (session-store.ts, sign-in-flow.ts) are fetched only when the browser holds a session, when a
 * session appears (signed in here or in another tab), or when the visitor starts using a sign-in
 * form (preloadSignInCode on the first focus or touch).
 */
const loadSessionStore = () => import('./session-store');

// A browser that holds a session needs the code at once: fetch it with the page's own chunk
// instead of after hydration (the import in keepSession then finds it loaded).
if (typeof window !== 'undefined' && hasStoredSession()) void loadSessionStore().catch(() => undefined);

/** For `useEffect(() => keepSession(), [])`: starts the keeper now or once a session exists; returns the cleanup. */
export function keepSession(): () => void {
  let cancelled = false;
  const start = (): void => {
    void loadSessionStore()
      .then((store) => {
        if (!cancelled) store.startSessionKeeper();
      })
      .catch((error: unknown) => console.error('Failed to load the sign-in code', error));
  };
  if (hasStoredSession()) {
    start();
    return () => void (cancelled = true);
  }
  const onStorage = (event: StorageEvent): void => {
    if (event.key?.startsWith('CognitoIdentityServiceProvider') && hasStoredSession()) {
      window.removeEventListener('storage', onStorage);
      start();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    cancelled = true;
    window.removeEventListener('storage', onStorage);
  };
}

/** Signs out (session-store.ts), loading the code first if needed. */
export async function signOutHere(): Promise<void> {
  await (await loadSessionStore()).signOutHere();
}

let preloaded = false;
/** Fetches the sign-in code ahead of the submit: called on the first focus or touch of a sign-in form. */
export function preloadSignInCode(): void {
  if (preloaded) return;
  preloaded = true;
  void import('./sign-in-flow').catch(() => (preloaded = false));
  void loadSessionStore().catch(() => undefined);
}
