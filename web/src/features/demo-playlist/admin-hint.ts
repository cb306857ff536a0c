/**
 * Whether this browser holds a Cognito session at all (Amplify keeps `CognitoIdentityServiceProvider.
 * {clientId}.LastAuthUser` in localStorage). A cheap, synchronous hint: only then does the playlist
 * load the sign-in code to ask whether the account is an admin, so visitors never download it.
 */
export function mayBeSignedIn(storage: Pick<Storage, 'length' | 'key'> | undefined = globalThis.localStorage): boolean {
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
