/**
 * GET /api/admin/users (access `admin`) — every account with its admin group and MFA state, for the
 * back office's 'Benutzer' page. Env: COGNITO_USER_POOL_ID.
 */
import type { AdminUsersResponse } from '@rufbereit/shared';
import { userDirectoryFromEnv } from '../adapters/cognito-user-directory';
import { createAdminHandler } from '../http/admin-handler';
import { jsonResponse } from '../http/responses';
import { listAccounts, type UserDirectory } from '../use-cases/user-accounts';

export function createListUsersHandler(directory: () => UserDirectory = userDirectoryFromEnv) {
  return createAdminHandler(['listUsers'], async () => jsonResponse(200, { users: await listAccounts(directory()) } satisfies AdminUsersResponse));
}

export const handler = createListUsersHandler();
