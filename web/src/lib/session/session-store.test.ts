// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TIMING, authMessages } from '@rufbereit/shared';

/**
 * The session upkeep against a scripted Amplify: what the tab does on its timer, when hidden, when
 * visible again, and on sign-out. (The e2e tests drive the real Amplify against the local pool.)
 */
const amplify = vi.hoisted(() => ({
  fetchAuthSession: vi.fn(),
  signOut: vi.fn(),
  hubListeners: [] as Array<(data: { payload: { event: string } }) => void>,
}));
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: amplify.fetchAuthSession, signOut: amplify.signOut }));
vi.mock('aws-amplify/utils', () => ({
  Hub: {
    listen: (_channel: string, listener: (data: { payload: { event: string } }) => void) => {
      amplify.hubListeners.push(listener);
      return () => amplify.hubListeners.splice(amplify.hubListeners.indexOf(listener), 1);
    },
  },
}));
vi.mock('./amplify-setup', () => ({ ensureAmplify: () => Promise.resolve({}) }));
const me = { id: 'u-1', email: 'anna@beispiel.de', groups: ['admin'], isAdmin: true, mfaEnabled: true };
const api = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('../api/api-client', async (original) => ({ ...(await original<typeof import('../api/api-client')>()), apiFetch: api.apiFetch }));

const { refreshAuthState, resetSessionStoreForTests, signOutHere, startSessionKeeper } = await import('./session-store');
const { ApiError } = await import('../api/api-client');
const { getAuthState } = await import('./auth-state');

const sessionExpiringIn = (ms: number) => ({ tokens: { accessToken: { payload: { exp: Math.floor((Date.now() + ms) / 1000) }, toString: () => 'token' } } });
const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};
const forcedRefreshes = () => amplify.fetchAuthSession.mock.calls.filter(([options]) => (options as { forceRefresh?: boolean } | undefined)?.forceRefresh).length;

beforeEach(() => {
  vi.useFakeTimers();
  resetSessionStoreForTests();
  amplify.fetchAuthSession.mockReset().mockResolvedValue(sessionExpiringIn(60 * 60_000));
  amplify.signOut.mockReset().mockResolvedValue(undefined);
  api.apiFetch.mockReset().mockResolvedValue(me);
  setVisibility('visible');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('refreshAuthState', () => {
  it('does not sign the tab in again when a sign-out came while it read the profile', async () => {
    let answer: (value: typeof me) => void = () => undefined;
    api.apiFetch.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const reading = refreshAuthState();
    // vi.waitFor (it moves the fake clock along), with a bound against a hang instead of its 1 s.
    await vi.waitFor(() => expect(api.apiFetch).toHaveBeenCalled(), { timeout: 30_000 });
    await signOutHere();
    answer(me);
    expect(await reading).toEqual({ status: 'signedOut' });
    expect(getAuthState()).toEqual({ status: 'signedOut' });
    // A read that starts after the sign-out signs in as before.
    api.apiFetch.mockResolvedValue(me);
    expect(await refreshAuthState()).toEqual({ status: 'signedIn', me });
  });

  it('is signed in with the profile when a session exists, signed out without one', async () => {
    expect(await refreshAuthState()).toEqual({ status: 'signedIn', me });
    amplify.fetchAuthSession.mockResolvedValue({ tokens: undefined });
    expect(await refreshAuthState()).toEqual({ status: 'signedOut' });
  });

  it('signs out again when the profile cannot be loaded', async () => {
    api.apiFetch.mockRejectedValue(new ApiError(500, 'kaputt'));
    await expect(refreshAuthState()).rejects.toThrow(authMessages.profileFailed);
    expect(amplify.signOut).toHaveBeenCalled();
    api.apiFetch.mockRejectedValue(new ApiError(404, 'weg'));
    await expect(refreshAuthState()).rejects.toThrow(authMessages.noProfile);
  });

  it('keeps the stored session when the profile request got no answer (a navigation cancelled it, the network dropped)', async () => {
    api.apiFetch.mockRejectedValue(new ApiError(0, 'keine Antwort'));
    await expect(refreshAuthState()).rejects.toThrow(authMessages.profileFailed);
    expect(amplify.signOut).not.toHaveBeenCalled();
  });

  it('keeps the session and is `unreachable` (the account from the ID token) while the gateway is unavailable', async () => {
    const session = sessionExpiringIn(60 * 60_000);
    amplify.fetchAuthSession.mockResolvedValue({ tokens: { ...session.tokens, idToken: { payload: { email: 'anna@beispiel.de', 'cognito:groups': ['admin'] } } } });
    for (const status of [0, 502, 503, 504]) {
      api.apiFetch.mockRejectedValue(new ApiError(status, 'Service Unavailable'));
      await expect(refreshAuthState()).rejects.toThrow(authMessages.profileFailed);
      expect(getAuthState()).toEqual({ status: 'unreachable', account: { email: 'anna@beispiel.de', isAdmin: true } });
    }
    expect(amplify.signOut).not.toHaveBeenCalled();
    // The API is back: the retry signs in with the profile.
    api.apiFetch.mockResolvedValue(me);
    expect(await refreshAuthState()).toEqual({ status: 'signedIn', me });
  });
});

describe('the session keeper', () => {
  it('refreshes the tokens on its timer once they expire within the threshold', async () => {
    startSessionKeeper();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(SESSION_TIMING.checkIntervalMs);
    expect(forcedRefreshes()).toBe(0);
    amplify.fetchAuthSession.mockResolvedValue(sessionExpiringIn(SESSION_TIMING.refreshBeforeExpiryMs - 1000));
    await vi.advanceTimersByTimeAsync(SESSION_TIMING.checkIntervalMs);
    expect(forcedRefreshes()).toBe(1);
  });

  it('stops while the tab is hidden and recovers the session when it becomes visible', async () => {
    startSessionKeeper();
    await vi.advanceTimersByTimeAsync(0);
    setVisibility('hidden');
    const callsWhenHidden = amplify.fetchAuthSession.mock.calls.length;
    await vi.advanceTimersByTimeAsync(SESSION_TIMING.checkIntervalMs * 5);
    expect(amplify.fetchAuthSession.mock.calls.length).toBe(callsWhenHidden);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(amplify.fetchAuthSession.mock.calls.length).toBe(callsWhenHidden + 1);
    expect(api.apiFetch).toHaveBeenCalledTimes(2);
  });

  it('a sign-out anywhere in Amplify clears the state', async () => {
    startSessionKeeper();
    await vi.advanceTimersByTimeAsync(0);
    expect(amplify.hubListeners).not.toHaveLength(0);
    amplify.hubListeners.at(-1)?.({ payload: { event: 'signedOut' } });
    amplify.fetchAuthSession.mockClear();
    await vi.advanceTimersByTimeAsync(SESSION_TIMING.checkIntervalMs);
    // Signed out: the timer no longer asks for sessions to refresh.
    expect(forcedRefreshes()).toBe(0);
  });
});
