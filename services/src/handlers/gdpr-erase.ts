/**
 * POST /api/admin/gdpr/erase (access `admin`), body {email}: deletes the person's contact and demo
 * requests (with staff notes), their Pipedrive persons when a Pipedrive token is configured, and
 * records the erasure (who, when, ids). Env: TABLE_CONTACTS, TABLE_DEMO_REQUESTS, TABLE_GDPR_ERASURES,
 * PIPEDRIVE_* (optional).
 */
import { gdprBodySchema, type GdprErasure } from '@rufbereit/shared';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { pipedriveClientFromEnv } from '../adapters/pipedrive-client';
import { ConfigError } from '../config';
import { createProtectedHandler } from '../http/api-handler';
import { staffName } from '../http/staff-name';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { gdprErase } from '../use-cases/gdpr';

/** The Pipedrive client, or none when no token is configured (the ids are shown for manual removal). */
async function pipedriveIfConfigured() {
  try {
    return await pipedriveClientFromEnv();
  } catch (error) {
    if (error instanceof ConfigError) return undefined;
    throw error;
  }
}

export const handler = createProtectedHandler(['gdprErase'], async (event, caller) => {
  const { email } = validateInput(gdprBodySchema, parseJsonBody(event));
  const erasure = await gdprErase({ repository: inboxRepositoryFromEnv(), crm: pipedriveIfConfigured }, await staffName(caller), email);
  return jsonResponse(200, erasure satisfies GdprErasure);
});
