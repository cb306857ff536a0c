import { describe, expect, it } from 'vitest';
import { mayBeSignedIn } from './admin-hint';

const storage = (keys: string[]) => ({ length: keys.length, key: (i: number) => keys[i] ?? null });

describe('mayBeSignedIn', () => {
  it('is true only when Amplify has stored a last signed-in user', () => {
    expect(mayBeSignedIn(storage(['CognitoIdentityServiceProvider.abc.LastAuthUser']))).toBe(true);
    expect(mayBeSignedIn(storage(['rufbereit-consent', 'CognitoIdentityServiceProvider.abc.deviceKey']))).toBe(false);
    expect(mayBeSignedIn(storage([]))).toBe(false);
    expect(mayBeSignedIn(undefined)).toBe(false);
  });

  it('treats blocked storage as signed out', () => {
    expect(mayBeSignedIn({ length: 1, key: () => { throw new Error('SecurityError'); } })).toBe(false);
  });
});
