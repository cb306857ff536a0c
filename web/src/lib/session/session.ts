import { hasStoredSession } from './stored-session';

/**
 * The pages' entry to the session code without loading it: Amplify and the session upkeep
 * (session-store.ts, sign-in-flow.ts) are fetched only when the browser holds a session, when a
 * session appears (signed in here or in another tab), or when the visitor starts using a sign-in
 * form (features/auth's preloadSignInCode on the first focus or touch).
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

/** Fetches the session code ahead of need (the sign-in forms call it on their first focus or touch). */
export function preloadSessionStore(): void {
  void loadSessionStore().catch(() => undefined);
}
