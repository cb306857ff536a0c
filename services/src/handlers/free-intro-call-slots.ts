/**
 * POST /api/admin/intro-calls/blocks/free (access `admin`): offers blocked slots again. Body
 * introCallFreeSchema {slots}. Deletes only blocks (condition on the block's attribute), never a
 * booking. Answers 200 IntroCallFreeResult {freed}: the slots whose block it removed.
 * Env: TABLE_INTRO_CALL_SLOTS, AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB (local).
 */
import { auditDetails, introCallFreeSchema } from '@rufbereit/shared';
import { introCallRepositoryFromEnv } from '../adapters/dynamo-intro-call-repository';
import { createAdminHandler } from '../http/admin-handler';
import { audited } from '../http/audit-recorder';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { freeIntroCallSlots } from '../use-cases/intro-call-staff';

export const handler = createAdminHandler(['freeIntroCallSlots'], audited(async (event, _caller, audit) => {
  const { slots } = validateInput(introCallFreeSchema, parseJsonBody(event));
  const result = await freeIntroCallSlots({ repository: introCallRepositoryFromEnv() }, slots);
  // Only what this call freed (a slot that was not blocked changes nothing).
  if (result.freed.length > 0) await audit(result.freed.join(', '), auditDetails.slotsFreed(result.freed.length));
  return jsonResponse(200, result);
}));
