import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { ADMIN_GROUP, SESSION_TIMING, authMessages, type MeResponse } from '@rufbereit/shared';
import { ensureAmplify } from './amplify-setup';
import { LOADING, getAuthState, resetAuthStateForTests, setAuthState, type AuthState, type SessionAccount } from './auth-state';
import { ApiError, apiFetch } from '../api/api-client';
import { apiPath } from '../api/api-path';

/**
 * Reads and keeps the session with Amplify and writes the result into the tab's sign-in state
 * (auth-state.ts). Loaded only when needed (session.ts), so pages without a session never fetch Amplify.
 */
export type { AuthState } from './auth-state';
export { useAuth } from './auth-state';

const setState = setAuthState;

/** Sign-outs of this tab so far: a session read that began before one does not sign the tab in again. */
let signOuts = 0;

/** Loading the profile failed: the specification signs the user out again. */
export class ProfileError extends Error {
  override name = 'ProfileError';
}

/**
 * Statuses that say nothing about the session: no answer at all (0: the page navigated away while
 * asking, the network dropped) or the gateway in front of the API unavailable (502, 503, 504).
 */
const noAnswerAboutSession = (error: unknown): boolean => error instanceof ApiError && (error.status === 0 || [502, 503, 504].includes(error.status));

/** The account the stored session names (ID token claims), or undefined without an e-mail in it. */
function accountOfSession(payload: Record<string, unknown> | undefined): SessionAccount | undefined {
  const email = payload?.email;
  if (typeof email !== 'string') return undefined;
  const groups = payload?.['cognito:groups'];
  return { email, isAdmin: Array.isArray(groups) && groups.includes(ADMIN_GROUP) };
}

/**
 * Reads the session (Amplify refreshes expired tokens) and the caller's profile. Without a session:
 * signed out. When the API answers that the profile cannot be loaded, the user is signed out and a
 * ProfileError thrown (spec: on an error the user is signed out again). When the API did not answer
 * (no connection, gateway unavailable), the stored session stays and the state is `unreachable`
 * (ProfileError all the same): the pages say so and offer a retry instead of the sign-in form.
 */
export async function refreshAuthState(): Promise<AuthState> {
  // A sign-out while this read is under way wins: its answer (read with the tokens of before) must not
  // sign the tab in again (an e2e run signed out right after signing in and was taken back to a workspace
  // whose tokens were gone).
  const signOutsBefore = signOuts;
  const setUnlessSignedOutSince = (state: AuthState): void => {
    if (signOuts === signOutsBefore) setState(state);
  };
  await ensureAmplify();
  const session = await fetchAuthSession().catch(() => undefined);
  if (!session?.tokens?.accessToken) {
    setState({ status: 'signedOut' });
    return getAuthState();
  }
  try {
    setUnlessSignedOutSince({ status: 'signedIn', me: await apiFetch<MeResponse>(apiPath('me')) });
    return getAuthState();
  } catch (error) {
    if (noAnswerAboutSession(error)) {
      const account = accountOfSession(session.tokens.idToken?.payload);
      if (account) setUnlessSignedOutSince({ status: 'unreachable', account });
    } else {
      await signOutHere();
    }
    if (error instanceof ApiError && error.status === 404) throw new ProfileError(authMessages.noProfile);
    throw new ProfileError(authMessages.profileFailed);
  }
}

/** Signs out (revoking the refresh token where the pool allows it) and clears the session in this tab. */
export async function signOutHere(): Promise<void> {
  signOuts++;
  try {
    await ensureAmplify();
    await signOut();
  } catch {
    // Revocation failed (offline): the local tokens are gone all the same.
  } finally {
    setState({ status: 'signedOut' });
  }
}

/** Refreshes the tokens when the access token runs out within the threshold. */
async function refreshIfExpiring(): Promise<void> {
  if (getAuthState().status !== 'signedIn') return;
  const session = await fetchAuthSession();
  const expiresAt = (session.tokens?.accessToken.payload.exp ?? 0) * 1000;
  if (!expiresAt) return setState({ status: 'signedOut' });
  if (expiresAt - Date.now() < SESSION_TIMING.refreshBeforeExpiryMs) {
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    if (!refreshed.tokens?.accessToken) setState({ status: 'signedOut' });
  }
}

/** Stops the running keeper (timer and listeners); undefined while none runs. */
let stopKeeper: (() => void) | undefined;

/**
 * Keeps the session alive while the tab is visible: a timer refreshes the tokens before they expire;
 * it stops while the tab is hidden, and the session is read again when the tab becomes visible.
 * Sign-outs (this tab, or another tab of the site clearing the tokens) reach every component.
 */
export function startSessionKeeper(): void {
  if (stopKeeper || typeof document === 'undefined') return;
  let timer: ReturnType<typeof setInterval> | undefined;
  const start = (): void => {
    timer ??= setInterval(() => void refreshIfExpiring().catch(() => setState({ status: 'signedOut' })), SESSION_TIMING.checkIntervalMs);
  };
  const stop = (): void => {
    clearInterval(timer);
    timer = undefined;
  };
  // A failed read (no runtime configuration, Cognito unreachable) must not leave pages waiting forever.
  const recover = (): void =>
    void refreshAuthState().catch(() => {
      if (getAuthState().status === 'loading') setState({ status: 'signedOut' });
    });

  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') return stop();
    recover();
    start();
  };
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key.startsWith('CognitoIdentityServiceProvider')) recover();
  };
  let stopHub: (() => void) | undefined;
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('storage', onStorage);
  void ensureAmplify().then(() => {
    stopHub = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') setState({ status: 'signedOut' });
    });
  });
  stopKeeper = () => {
    stop();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('storage', onStorage);
    stopHub?.();
    stopKeeper = undefined;
  };
  if (document.visibilityState !== 'hidden') start();
  recover();
}

/** Test hook: no keeper running, state back to loading. */
export function resetSessionStoreForTests(): void {
  stopKeeper?.();
  resetAuthStateForTests(LOADING);
}
