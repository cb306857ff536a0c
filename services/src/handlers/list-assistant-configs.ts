/**
 * GET /api/admin/assistant-configs?cursor= (access `admin`): one page of the accounts' configurations
 * (ADMIN_LIST_PAGE_SIZE) with their owners' e-mail addresses, read-only; `nextCursor` while more follow.
 * Env: TABLE_ASSISTANT_CONFIGURATIONS, TABLE_ACCOUNTS, COGNITO_USER_POOL_ID.
 */
import { adminListQuerySchema, type AssistantConfigListResponse } from '@rufbereit/shared';
import { userDirectoryFromEnv } from '../adapters/cognito-user-directory';
import { assistantConfigRepositoryFromEnv } from '../adapters/dynamo-assistant-config-repository';
import { accountProfilesFromEnv } from '../adapters/dynamo-account-profiles';
import { createAdminHandler } from '../http/admin-handler';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { listAssistantConfigsPage } from '../use-cases/account-list';

export const handler = createAdminHandler(['listAssistantConfigs'], async (event) => {
  const { cursor } = validateInput(adminListQuerySchema, event.queryStringParameters ?? {});
  const page = await listAssistantConfigsPage(
    { repository: assistantConfigRepositoryFromEnv(), profiles: accountProfilesFromEnv(), directory: userDirectoryFromEnv() },
    { cursor },
  );
  return jsonResponse(200, page satisfies AssistantConfigListResponse);
});
