/**
 * POST /api/intro-calls — books one slot of the introductory call (public).
 * Body: introCallBookingSchema (JSON). Header `idempotency-key` optional: a retry with the same key
 * gets the same booking. Answers 201 IntroCallBookedBody; 409 {message, errors.slot} when someone
 * else holds the slot; 409 {message, errors.email} when the address holds an open booking (its
 * date is not named; the cancel link is mailed again); 400 for a slot that is not offered or bad fields;
 * 413/415 like the forms.
 * Then publishes IntroCallBooked {slot} (confirmation mail). Env: TABLE_INTRO_CALL_SLOTS, EVENT_BUS_NAME,
 * AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB / _EVENTBRIDGE (local).
 */
import { IDEMPOTENCY_HEADER, introCallBookingSchema, type IntroCallBookedBody } from '@rufbereit/shared';
import { introCallRepositoryFromEnv } from '../adapters/dynamo-intro-call-repository';
import { requestStatsFromEnv } from '../adapters/dynamo-request-stats';
import { eventPublisherFromEnv } from '../adapters/eventbridge-publisher';
import { siteAnalyticsFromEnv } from '../adapters/dynamo-site-analytics';
import { lazy } from '../adapters/lazy';
import type { HttpHandler } from '../http/api-handler';
import { createFormHandler } from '../http/form-handler';
import { headerValue, parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { viewerOf } from '../http/viewer-address';
import { bookIntroCall, type IntroCallDeps } from '../use-cases/book-intro-call';
import { visitOfRequest, type SiteAnalyticsStore } from '../use-cases/site-analytics';

/** One measurement store per Lambda instance: it keeps the day's salt once read. */
const siteAnalytics = lazy(siteAnalyticsFromEnv);

export function createBookIntroCallHandler(
  deps: () => IntroCallDeps & { analytics?: SiteAnalyticsStore } = () => ({
    repository: introCallRepositoryFromEnv(),
    publisher: eventPublisherFromEnv(),
    stats: requestStatsFromEnv(),
    analytics: siteAnalytics(),
  }),
): HttpHandler {
  return createFormHandler(async (event) => {
    const input = validateInput(introCallBookingSchema, parseJsonBody(event));
    const ports = deps();
    // The viewer's visit of today by the edge's address and this request's agent (the beacon's hash).
    const visit = ports.analytics ? await visitOfRequest({ store: ports.analytics }, viewerOf(event)) : undefined;
    // A slot not offered, taken, or an address with an open booking: refusals (use-cases/book-intro-call.ts bookingRefusals).
    const outcome = await bookIntroCall(ports, { ...input, idempotencyKey: headerValue(event, IDEMPOTENCY_HEADER), visit });
    const body: IntroCallBookedBody = { id: outcome.booking.id, slot: outcome.booking.slot };
    return jsonResponse(201, body);
  });
}

export const handler = createBookIntroCallHandler();
