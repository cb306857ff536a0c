/**
 * GET /api/me (access `user`) — the signed-in account: e-mail, groups, whether TOTP is set up.
 * The sign-in screen loads it after every sign-in (the specification's "load the profile"); what it
 * reads is also kept in the `accounts` table for the paged admin lists (use-cases/account-list.ts).
 * Env: COGNITO_USER_POOL_ID, TABLE_ACCOUNTS.
 */
import { userDirectoryFromEnv } from '../adapters/cognito-user-directory';
import { accountProfilesFromEnv } from '../adapters/dynamo-account-profiles';
import { createProtectedHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';
import type { AccountProfileStore } from '../use-cases/account-list';
import { describeCaller, type UserDirectory } from '../use-cases/user-accounts';

export function createGetMeHandler(directory: () => UserDirectory = userDirectoryFromEnv, profiles: () => AccountProfileStore = accountProfilesFromEnv) {
  return createProtectedHandler(['getMe'], async (_event, caller) => {
    const me = await describeCaller({ directory: directory() }, caller);
    const stored = await profiles().record({ userId: caller.sub, username: me.id, email: me.email, mfaEnabled: me.mfaEnabled });
    // A customer whose account staff created from a demo request sees when the trial ends.
    return jsonResponse(200, stored?.trialEndsAt ? { ...me, trialEndsAt: stored.trialEndsAt } : me);
  });
}

export const handler = createGetMeHandler();
