import { useSyncExternalStore } from 'react';
import type { MeResponse } from '@rufbereit/shared';
import { hasStoredSession } from './stored-session';

/**
 * The tab's sign-in state, one store for every component (useSyncExternalStore). Amplify keeps the
 * tokens; this keeps what the pages need: signed in or not, and the caller's profile from /api/me.
 * No Amplify here: pages read the state without loading the sign-in code (session-store.ts does the
 * reading and refreshing, loaded only when needed: session.ts).
 */
export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; me: MeResponse }
  /**
   * A session is stored but the API did not answer (no connection, the gateway unavailable): the
   * account as its ID token names it, so the workspace can say 'Keine Verbindung' instead of asking
   * to sign in again. Nothing is trusted from it beyond the page's frame; the API checks every call.
   */
  | { status: 'unreachable'; account: SessionAccount };

/** Who the stored session belongs to, from its ID token (for the frame only). */
export type SessionAccount = Pick<MeResponse, 'email' | 'isAdmin' | 'trialEndsAt'>;

export const LOADING: AuthState = { status: 'loading' };
export const SIGNED_OUT: AuthState = { status: 'signedOut' };

/** Unset until first read in the browser: a stored session must be checked (`loading`), none means signed out. */
let state: AuthState | undefined;
const listeners = new Set<() => void>();

export function getAuthState(): AuthState {
  state ??= hasStoredSession() ? LOADING : SIGNED_OUT;
  return state;
}

export function setAuthState(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The sign-in state. The prerendered HTML (and the hydration that matches it) shows the signed-out
 * page, so the sign-in form is in the HTML; a browser that holds a session switches to `loading`
 * right after hydration while session-store.ts reads it.
 */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, () => SIGNED_OUT);
}

/** Test hook: the state as on a fresh page (`undefined`: decided again from storage on next read). */
export function resetAuthStateForTests(next?: AuthState): void {
  state = next;
}
