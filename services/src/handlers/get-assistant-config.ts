/** GET /api/me/assistant-config (access `user`): the caller's configuration, defaults while none is stored. */
import { assistantConfigRepositoryFromEnv } from '../adapters/dynamo-assistant-config-repository';
import { createProtectedHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';
import { loadAssistantConfig, type AssistantConfigRepository } from '../use-cases/assistant-config';

export function createGetAssistantConfigHandler(repository: () => AssistantConfigRepository = assistantConfigRepositoryFromEnv) {
  return createProtectedHandler(['getAssistantConfig'], async (_event, caller) => jsonResponse(200, await loadAssistantConfig({ repository: repository() }, caller.sub)));
}

export const handler = createGetAssistantConfigHandler();
