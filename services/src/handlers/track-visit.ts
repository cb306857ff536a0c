/**
 * POST /api/analytics — the cookieless beacon (public, no proof of work: a beacon cannot solve one).
 * Body: analyticsBeaconSchema (a page view or an event). Answers 204 whether counted or not (a bot
 * learns nothing), 400 for a body the schema refuses, 429 past ANALYTICS_BEACONS_PER_CLIENT_PER_HOUR.
 * Headless browsers and known bots are answered 204 and written nowhere. The viewer's address and
 * user agent only enter the visit's daily hash (use-cases/site-analytics.ts); neither is stored.
 * Env: TABLE_SITE_ANALYTICS, TABLE_IDEMPOTENCY, AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB (local).
 */
import { ANALYTICS_BEACONS_PER_CLIENT_PER_HOUR, MAX_ANALYTICS_BODY_BYTES, analyticsBeaconSchema } from '@rufbereit/shared';
import { siteAnalyticsFromEnv } from '../adapters/dynamo-site-analytics';
import { countWithinHourlyLimit } from '../adapters/dynamo-spam-store';
import { lazy } from '../adapters/lazy';
import { createHttpHandler, type HttpHandler } from '../http/api-handler';
import { refuseOverHourlyLimit } from '../http/hourly-limit';
import { parseJsonBody } from '../http/request-body';
import { validateInput } from '../http/validation';
import { viewerOf } from '../http/viewer-address';
import { isAutomatedAgent, trackBeacon, type SiteAnalyticsStore } from '../use-cases/site-analytics';

const noContent = { statusCode: 204, body: '' };

export function createTrackVisitHandler(
  store: () => SiteAnalyticsStore = lazy(siteAnalyticsFromEnv),
  withinLimit: (client: string) => Promise<boolean> = (client) => countWithinHourlyLimit(`client#trackVisit#${client}`, ANALYTICS_BEACONS_PER_CLIENT_PER_HOUR),
): HttpHandler {
  return createHttpHandler(async (event) => {
    const beacon = validateInput(analyticsBeaconSchema, parseJsonBody(event, MAX_ANALYTICS_BODY_BYTES));
    // Runs after the origin check (httpChain), so the edge's viewer header can be trusted.
    const { client, userAgent } = viewerOf(event);
    // Automated agents cost nothing: no counter, no limit, no write.
    if (isAutomatedAgent(userAgent)) return noContent;
    await refuseOverHourlyLimit(withinLimit(client));
    await trackBeacon({ store: store() }, { beacon, client, userAgent, now: new Date() });
    return noContent;
  });
}

export const handler = createTrackVisitHandler();
