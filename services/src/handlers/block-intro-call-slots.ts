/**
 * POST /api/admin/intro-calls/blocks (access `admin`): blocks slots of the intro call (holidays,
 * sales absences); visitors are no longer offered them. Body introCallBlockSchema {slots, reason?}.
 * Each slot is one conditional write, the same as a visitor's booking, so a slot is never both.
 * Answers 200 IntroCallBlockResult when every slot is blocked; 409 {message, errors.slots, blocked,
 * booked} when some hold a booking (a refusal `partial`: those are left alone, the free ones are
 * blocked); 400 for a slot that may not be blocked (past, weekend, holiday, off the grid).
 * Env: TABLE_INTRO_CALL_SLOTS, COGNITO_USER_POOL_ID, AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB (local).
 */
import { introCallBlockSchema } from '@rufbereit/shared';
import { introCallRepositoryFromEnv } from '../adapters/dynamo-intro-call-repository';
import { createAdminHandler } from '../http/admin-handler';
import { audited } from '../http/audit-recorder';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { staffName } from '../http/staff-name';
import { validateInput } from '../http/validation';
import { blockIntroCallSlots } from '../use-cases/intro-call-staff';

export const handler = createAdminHandler(['blockIntroCallSlots'], audited(async (event, caller, audit) => {
  const input = validateInput(introCallBlockSchema, parseJsonBody(event));
  const result = await blockIntroCallSlots({ repository: introCallRepositoryFromEnv(), audit }, { ...input, blockedBy: await staffName(caller) });
  return jsonResponse(200, result);
}));
