/**
 * POST /api/admin/intro-calls/cancel (access `admin`): staff cancel a booking. Body
 * introCallStaffCancelSchema {slot, bookingId}: only that booking is cancelled, never a later one of
 * the same slot. Answers 200 {slot} or 404 {message} when the booking is gone. Then publishes
 * IntroCallCancelled {bookingId}: the visitor gets the calendar cancellation (METHOD:CANCEL).
 * Env: TABLE_INTRO_CALL_SLOTS, EVENT_BUS_NAME, AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB / _EVENTBRIDGE (local).
 */
import { introCallStaffCancelSchema } from '@rufbereit/shared';
import { introCallRepositoryFromEnv } from '../adapters/dynamo-intro-call-repository';
import { eventPublisherFromEnv } from '../adapters/eventbridge-publisher';
import { createAdminHandler } from '../http/admin-handler';
import { audited } from '../http/audit-recorder';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { cancelIntroCallAsStaff } from '../use-cases/intro-call-staff';

export const handler = createAdminHandler(['cancelIntroCallAsStaff'], audited(async (event, _caller, audit) => {
  const { slot, bookingId } = validateInput(introCallStaffCancelSchema, parseJsonBody(event));
  // No such booking at the slot: a refusal `notFound` (404 'bookingNotFound').
  await cancelIntroCallAsStaff({ repository: introCallRepositoryFromEnv(), publisher: eventPublisherFromEnv() }, { slot, bookingId });
  // The booking by its id and slot: its kept copy is deleted once the cancellation is mailed, the entry stays.
  await audit(`intro-calls/${bookingId}`, new Date(slot).toISOString());
  return jsonResponse(200, { slot: new Date(slot).toISOString() });
}));
