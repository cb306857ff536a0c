/**
 * Whether this browser holds a Cognito session at all (Amplify keeps `CognitoIdentityServiceProvider.
 * {clientId}.LastAuthUser` in localStorage). A cheap, synchronous hint: only then do pages load the
 * sign-in code (Amplify) at start; a visitor without one gets the sign-in form at once and the code
 * only when using it.
 */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'> | undefined = globalThis.localStorage): boolean {
  try {
    if (!storage) return false;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser')) return true;
    }
  } catch {
    // Storage blocked (privacy settings): treat as signed out.
  }
  return false;
}
