/** GET /api/admin/assistant-configs (access `admin`): every account's configuration in brief, newest first (read-only). */
import { assistantConfigRepositoryFromEnv } from '../adapters/dynamo-assistant-config-repository';
import { createProtectedHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';
import { listAssistantConfigs } from '../use-cases/assistant-config';

export const handler = createProtectedHandler(['listAssistantConfigs'], async () =>
  jsonResponse(200, { configs: await listAssistantConfigs(assistantConfigRepositoryFromEnv()) }),
);
