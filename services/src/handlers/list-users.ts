/**
 * GET /api/admin/users?cursor= (access `admin`) — one page of accounts (ADMIN_LIST_PAGE_SIZE) with
 * role and MFA state, for the back office's 'Benutzer' page; `nextCursor` while more follow.
 * Env: COGNITO_USER_POOL_ID, TABLE_ACCOUNTS.
 */
import { adminListQuerySchema, type AdminUsersResponse } from '@rufbereit/shared';
import { accountProfilesFromEnv } from '../adapters/dynamo-account-profiles';
import { userDirectoryFromEnv } from '../adapters/cognito-user-directory';
import { createAdminHandler } from '../http/admin-handler';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { listAccountsPage, type AccountProfileStore } from '../use-cases/account-list';
import type { UserDirectory } from '../use-cases/user-accounts';

export function createListUsersHandler(directory: () => UserDirectory = userDirectoryFromEnv, profiles: () => AccountProfileStore = accountProfilesFromEnv) {
  return createAdminHandler(['listUsers'], async (event) => {
    const { cursor } = validateInput(adminListQuerySchema, event.queryStringParameters ?? {});
    return jsonResponse(200, (await listAccountsPage({ directory: directory(), profiles: profiles() }, { cursor })) satisfies AdminUsersResponse);
  });
}

export const handler = createListUsersHandler();
