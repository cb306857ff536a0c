/**
 * POST /api/admin/intro-calls/blocks (access `admin`): blocks slots of the intro call (holidays,
 * sales absences); visitors are no longer offered them. Body introCallBlockSchema {slots, reason?}.
 * Each slot is one conditional write, the same as a visitor's booking, so a slot is never both.
 * Answers 200 IntroCallBlockResult when every slot is blocked; 409 {message, errors.slots, blocked,
 * booked} when some hold a booking (those are left alone, the free ones are blocked); 400 for a
 * slot that may not be blocked (past, weekend, holiday, off the grid).
 * Env: TABLE_INTRO_CALL_SLOTS, COGNITO_USER_POOL_ID, AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB (local).
 */
import { apiMessages, introCallAdminMessages, introCallBlockSchema, introCallSlotLabel, introCallSlotLabels } from '@rufbereit/shared';
import { introCallRepositoryFromEnv } from '../adapters/dynamo-intro-call-repository';
import { createAdminHandler } from '../http/admin-handler';
import { audited } from '../http/audit-recorder';
import { HttpError } from '../http/http-error';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { staffName } from '../http/staff-name';
import { validateInput } from '../http/validation';
import { blockIntroCallSlots, NotBlockableError } from '../use-cases/intro-call-staff';
import { countsText } from '../use-cases/staff-audit';

export const handler = createAdminHandler(['blockIntroCallSlots'], audited(async (event, caller, audit) => {
  const input = validateInput(introCallBlockSchema, parseJsonBody(event));
  try {
    const result = await blockIntroCallSlots({ repository: introCallRepositoryFromEnv() }, { ...input, blockedBy: await staffName(caller) });
    // The slots by their times (no person in them); a partial block (some were booked) is recorded too.
    if (result.blocked.length > 0) await audit(result.blocked.join(', '), countsText([[result.blocked.length, 'Termin gesperrt', 'Termine gesperrt'], [result.booked.length, 'gebuchter Termin nicht gesperrt', 'gebuchte Termine nicht gesperrt']]));
    if (result.booked.length === 0) return jsonResponse(200, result);
    const message = introCallAdminMessages.bookedNotBlocked(introCallSlotLabels(result.booked));
    return jsonResponse(409, { message, errors: { slots: message }, ...result });
  } catch (error) {
    if (!(error instanceof NotBlockableError)) throw error;
    const message = introCallAdminMessages.notBlockable(introCallSlotLabel(error.slot));
    throw new HttpError(400, { message: apiMessages.invalidInput, errors: { slots: message } });
  }
}));
