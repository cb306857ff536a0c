/**
 * Scheduled (every SWEEP_INTERVAL_MINUTES): publishes ContactCreated / DemoRequested for requests
 * stored longer than SWEEP_MIN_AGE_SECONDS ago whose event is not on the bus, and again for requests
 * whose CRM sync or mail is due for its next attempt. Throws if a publish failed, so the function's
 * error alarm shows a bus that stays down.
 * Env: TABLE_CONTACTS, TABLE_DEMO_REQUESTS, EVENT_BUS_NAME, SWEEP_MIN_AGE_SECONDS (optional),
 * AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB / _EVENTBRIDGE (local).
 */
import { metricNames } from '@rufbereit/shared';
import { requestRepositoryFromEnv } from '../adapters/dynamo-request-repository';
import { eventPublisherFromEnv } from '../adapters/eventbridge-publisher';
import { sweepMinAgeSeconds } from '../config';
import { scheduledChain } from '../http/lambda-chains';
import { countMetric } from '../metrics';
import { redriveDueRetries } from '../use-cases/redrive-retries';
import { sweepUnpublished } from '../use-cases/sweep-unpublished';

export const handler = scheduledChain().handler(async () => {
  const deps = { repository: requestRepositoryFromEnv(), events: eventPublisherFromEnv() };
  const swept = await sweepUnpublished({ ...deps, minAgeSeconds: sweepMinAgeSeconds() });
  if (swept.published > 0) countMetric(metricNames.eventSwept, swept.published);
  const redriven = await redriveDueRetries(deps);
  const failed = swept.failed + redriven.failed;
  if (failed > 0) throw new Error(`The sweeper could not publish ${failed} event(s); the next run tries again`);
});
