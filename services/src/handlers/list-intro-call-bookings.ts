/**
 * GET /api/admin/intro-calls?from=YYYY-MM-DD&to=YYYY-MM-DD (access `admin`): the intro-call bookings
 * (with the visitor's details and the linked contact request) and the blocked slots of a range of
 * Berlin days, at most 42; without a range, today and the next 13 days. Read by key over the slot
 * grid (batch get), never a scan. 400 for a bad range.
 * Env: TABLE_INTRO_CALL_SLOTS, TABLE_CONTACTS, AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB (local).
 */
import { introCallRangeQuerySchema, type IntroCallCalendarBody } from '@rufbereit/shared';
import { contactEmails } from '../adapters/dynamo-contact-emails';
import { introCallRepositoryFromEnv } from '../adapters/dynamo-intro-call-repository';
import { createAdminHandler } from '../http/admin-handler';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { listIntroCalls } from '../use-cases/intro-call-staff';

export const handler = createAdminHandler(['listIntroCallBookings'], async (event) => {
  const query = validateInput(introCallRangeQuerySchema, event.queryStringParameters ?? {});
  const body: IntroCallCalendarBody = await listIntroCalls({ repository: introCallRepositoryFromEnv(), contactEmails }, query);
  return jsonResponse(200, body);
});
