/**
 * POST /api/intro-calls/cancel — frees a booked slot through the link of the confirmation mail
 * (public; the link's code is the proof). Body: introCallCancelSchema. Answers 200 {slot} or 404
 * {message} when there is no such booking (already cancelled, wrong code). Then publishes
 * IntroCallCancelled {bookingId} (the calendar cancellation mail).
 * Env: TABLE_INTRO_CALL_SLOTS, EVENT_BUS_NAME, AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB / _EVENTBRIDGE (local).
 */
import { introCallCancelSchema } from '@rufbereit/shared';
import { introCallRepositoryFromEnv } from '../adapters/dynamo-intro-call-repository';
import { eventPublisherFromEnv } from '../adapters/eventbridge-publisher';
import { createHttpHandler, type HttpHandler } from '../http/api-handler';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { cancelIntroCall, type IntroCallDeps } from '../use-cases/book-intro-call';

export function createCancelIntroCallHandler(
  deps: () => Pick<IntroCallDeps, 'repository' | 'publisher'> = () => ({ repository: introCallRepositoryFromEnv(), publisher: eventPublisherFromEnv() }),
): HttpHandler {
  return createHttpHandler(async (event) => {
    const { slot, code } = validateInput(introCallCancelSchema, parseJsonBody(event));
    // An unknown slot or code: a refusal `notFound` (404 'cancelNotFound').
    await cancelIntroCall(deps(), { slot, cancelToken: code });
    return jsonResponse(200, { slot: new Date(slot).toISOString() });
  });
}

export const handler = createCancelIntroCallHandler();
