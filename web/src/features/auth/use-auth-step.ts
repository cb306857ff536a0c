import { useState } from 'react';
import { toast } from 'sonner';
import { authMessages, authToasts } from '@rufbereit/shared';
import { germanAuthError } from './auth-errors';

/**
 * One step of a sign-in screen at a time: busy while it runs; a failure shows its German message
 * (and the mode's toast) and keeps the step, so the user can try again.
 */
export function useAuthStep() {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>, failureToast: string): Promise<void> => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      const message = failure instanceof Error && failure.name === 'ProfileError' ? failure.message : germanAuthError(failure);
      setError(message);
      toast.error(failureToast, { description: message });
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, run };
}

/** After the last step: load the profile (the session store signs out again if that fails). */
export async function finishSignIn(): Promise<void> {
  const { refreshAuthState } = await import('./session-store');
  const state = await refreshAuthState();
  if (state.status !== 'signedIn') throw Object.assign(new Error(authMessages.noUserData), { name: 'ProfileError' });
  toast.success(authToasts.loginSuccess);
}
