/**
 * PUT /api/me/assistant-config (access `user`): body {config, version}. 200 with the stored
 * configuration and its new version; 400 with German field messages; 409 when another tab saved first.
 */
import { saveAssistantConfigSchema } from '@rufbereit/shared';
import { assistantConfigRepositoryFromEnv } from '../adapters/dynamo-assistant-config-repository';
import { createProtectedHandler } from '../http/api-handler';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { saveAssistantConfig, type AssistantConfigRepository } from '../use-cases/assistant-config';

/** Ten voices, twenty rules, twenty recipients: far below this. */
const MAX_CONFIG_BODY_BYTES = 64 * 1024;

export function createSaveAssistantConfigHandler(repository: () => AssistantConfigRepository = assistantConfigRepositoryFromEnv) {
  return createProtectedHandler(['saveAssistantConfig'], async (event, caller) => {
    const { config, version } = validateInput(saveAssistantConfigSchema, parseJsonBody(event, MAX_CONFIG_BODY_BYTES));
    return jsonResponse(200, await saveAssistantConfig({ repository: repository() }, { userId: caller.sub, config, expectedVersion: version }));
  });
}

export const handler = createSaveAssistantConfigHandler();
