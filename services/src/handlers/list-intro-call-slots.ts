/**
 * GET /api/intro-calls/slots — the free 15-minute slots of the introductory call (public): the next
 * ten working days, 09:00–17:00 Berlin time, without the slots already booked. Never cached: a slot
 * taken a second ago must not be offered again.
 * Answers 200 IntroCallSlotsBody. Env: TABLE_INTRO_CALL_SLOTS, AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB (local).
 */
import { INTRO_CALL_MINUTES, INTRO_CALL_TIME_ZONE, type IntroCallSlotsBody } from '@rufbereit/shared';
import { introCallRepositoryFromEnv } from '../adapters/dynamo-intro-call-repository';
import { createHttpHandler, type HttpHandler } from '../http/api-handler';
import { jsonResponse } from '../http/responses';
import { freeIntroCallSlots, type IntroCallDeps } from '../use-cases/book-intro-call';

export function createListIntroCallSlotsHandler(deps: () => IntroCallDeps = () => ({ repository: introCallRepositoryFromEnv() })): HttpHandler {
  return createHttpHandler(async () => {
    const body: IntroCallSlotsBody = { slots: await freeIntroCallSlots(deps()), minutes: INTRO_CALL_MINUTES, timeZone: INTRO_CALL_TIME_ZONE };
    return jsonResponse(200, body);
  });
}

export const handler = createListIntroCallSlotsHandler();
