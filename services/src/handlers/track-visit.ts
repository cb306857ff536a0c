/**
 * POST /api/analytics — the cookieless beacon (public, no proof of work: a beacon cannot solve one).
 * Body: analyticsBeaconSchema (a page view or an event). Answers 204 whether counted or not (a bot
 * learns nothing), 400 for a body the schema refuses, 429 past ANALYTICS_BEACONS_PER_CLIENT_PER_HOUR.
 * Headless browsers and known bots are answered 204 and written nowhere. The viewer's address and
 * user agent only enter the visit's daily hash (use-cases/site-analytics.ts); neither is stored.
 * Env: TABLE_SITE_ANALYTICS, TABLE_IDEMPOTENCY, AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB (local).
 */
import { randomInt } from 'node:crypto';
import { ANALYTICS_BEACONS_PER_CLIENT_PER_HOUR, MAX_ANALYTICS_BODY_BYTES, analyticsBeaconSchema } from '@rufbereit/shared';
import { siteAnalyticsFromEnv } from '../adapters/dynamo-site-analytics';
import { reserveWithinHourlyLimit } from '../adapters/dynamo-spam-store';
import { HourlyAllowance } from '../adapters/hourly-allowance';
import { lazy } from '../adapters/lazy';
import { createHttpHandler, type HttpHandler } from '../http/api-handler';
import { refuseOverHourlyLimit } from '../http/hourly-limit';
import { parseJsonBody } from '../http/request-body';
import { validateInput } from '../http/validation';
import { viewerOf } from '../http/viewer-address';
import { isAutomatedAgent, trackBeacon, type SiteAnalyticsStore } from '../use-cases/site-analytics';

const noContent = { statusCode: 204, body: '' };

/**
 * Beacons of one viewer an instance lets through per request to the limit's counter (../adapters/hourly-allowance.ts):
 * 10 on average, 5–15 at random, so that viewers who arrived together do not all ask again in the same second.
 */
export const BEACON_LIMIT_RESERVATION = { min: 5, max: 15 } as const;
const beaconAllowance = new HourlyAllowance((scope) =>
  reserveWithinHourlyLimit(scope, ANALYTICS_BEACONS_PER_CLIENT_PER_HOUR, randomInt(BEACON_LIMIT_RESERVATION.min, BEACON_LIMIT_RESERVATION.max + 1)),
);

export function createTrackVisitHandler(
  store: () => SiteAnalyticsStore = lazy(siteAnalyticsFromEnv),
  withinLimit: (client: string) => Promise<boolean> = (client) => beaconAllowance.take(`client#trackVisit#${client}`),
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
