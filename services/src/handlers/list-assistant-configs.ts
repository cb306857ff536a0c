/** GET /api/admin/assistant-configs (access `admin`): every account's configuration with its owner's e-mail, newest first (read-only). */
import type { AssistantConfigListResponse } from '@rufbereit/shared';
import { userDirectoryFromEnv } from '../adapters/cognito-user-directory';
import { assistantConfigRepositoryFromEnv } from '../adapters/dynamo-assistant-config-repository';
import { createAdminHandler } from '../http/admin-handler';
import { jsonResponse } from '../http/responses';
import { listAssistantConfigs } from '../use-cases/assistant-config';

export const handler = createAdminHandler(['listAssistantConfigs'], async () => {
  const emails = await userDirectoryFromEnv().emailsBySub();
  return jsonResponse(200, { configs: await listAssistantConfigs(assistantConfigRepositoryFromEnv(), emails) } satisfies AssistantConfigListResponse);
});
