/**
 * GET /api/me (access `user`) — the signed-in account: e-mail, groups, whether TOTP is set up.
 * The sign-in screen loads it after every sign-in (the specification's "load the profile").
 * Env: COGNITO_USER_POOL_ID.
 */
import { userDirectoryFromEnv } from '../adapters/cognito-user-directory';
import { createProtectedHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';
import { describeCaller, type UserDirectory } from '../use-cases/user-accounts';

export function createGetMeHandler(directory: () => UserDirectory = userDirectoryFromEnv) {
  return createProtectedHandler(['getMe'], async (_event, caller) => jsonResponse(200, await describeCaller(directory(), caller)));
}

export const handler = createGetMeHandler();
