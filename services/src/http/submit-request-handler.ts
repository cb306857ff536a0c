/**
 * The HTTP side of both form endpoints (POST /api/contacts, POST /api/demo-requests): parse and
 * validate the JSON body with the shared schema, read the idempotency key, store-then-publish,
 * answer 201 {id} (also for an idempotent retry) or 409 for a key reused with another body.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  IDEMPOTENCY_HEADER,
  REQUESTS_PER_ADDRESS_PER_HOUR,
  contactSchema,
  metricNames,
  demoRequestSchema,
  type CreatedBody,
} from '@rufbereit/shared';
import { eventPublisherFromEnv } from '../adapters/eventbridge-publisher';
import { lazy } from '../adapters/lazy';
import { siteAnalyticsFromEnv } from '../adapters/dynamo-site-analytics';
import { requestRepositoryFromEnv } from '../adapters/dynamo-request-repository';
import { addressLimitScope, countDistinctWithinHourlyLimit } from '../adapters/dynamo-spam-store';
import { requestRetentionDays } from '../config';
import { countMetric } from '../metrics';
import { visitOfRequest, type SiteAnalyticsStore } from '../use-cases/site-analytics';
import { submitRequest, type Submission, type SubmitRequestDeps } from '../use-cases/submit-request';
import type { HttpHandler } from './api-handler';
import { createFormHandler } from './form-handler';
import { refuseOverHourlyLimit } from './hourly-limit';
import { headerValue, parseJsonBody } from './request-body';
import { jsonResponse } from './responses';
import { validateInput } from './validation';
import { viewerOf } from './viewer-address';

const parseSubmission: Record<Submission['kind'], (body: unknown) => Submission> = {
  contact: (body) => ({ kind: 'contact', fields: validateInput(contactSchema, body) }),
  demo_request: (body) => ({ kind: 'demo_request', fields: validateInput(demoRequestSchema, body) }),
};

/**
 * Spam protection: at most REQUESTS_PER_ADDRESS_PER_HOUR requests of one kind per e-mail address and
 * hour. `requestKey` names the request (its idempotency key, hashed): its retries count once.
 */
export type AddressLimit = (kind: Submission['kind'], email: string, requestKey: string) => Promise<boolean>;
const hourlyAddressLimit: AddressLimit = (kind, email, requestKey) =>
  countDistinctWithinHourlyLimit(addressLimitScope(kind, email), requestKey, REQUESTS_PER_ADDRESS_PER_HOUR);

/** A short name of the request for the address counter: the idempotency key's hash, else a fresh id. */
const requestKeyOf = (idempotencyKey: string | undefined): string =>
  idempotencyKey?.trim() ? createHash('sha256').update(idempotencyKey.trim()).digest('base64url').slice(0, 22) : randomUUID();

/** One measurement store per Lambda instance: it keeps the day's salt once read. */
const siteAnalytics = lazy(siteAnalyticsFromEnv);

/** `deps` defaults to the real adapters, built per call so the environment is read when invoked. */
export function createSubmitHandler(
  kind: Submission['kind'],
  deps: () => SubmitRequestDeps & { analytics?: SiteAnalyticsStore } = () => ({
    repository: requestRepositoryFromEnv(),
    events: eventPublisherFromEnv(),
    retentionDays: requestRetentionDays(),
    analytics: siteAnalytics(),
  }),
  withinAddressLimit: AddressLimit = hourlyAddressLimit,
): HttpHandler {
  return createFormHandler(async (event: APIGatewayProxyEventV2) => {
    // The request funnel: submitted → stored (→ synced, mailed: counted by the event targets).
    countMetric(metricNames.requestSubmitted);
    const submission = parseSubmission[kind](parseJsonBody(event));
    const idempotencyKey = headerValue(event, IDEMPOTENCY_HEADER);
    await refuseOverHourlyLimit(withinAddressLimit(kind, submission.fields.email, requestKeyOf(idempotencyKey)), () => countMetric(metricNames.formLimitReached));
    const ports = deps();
    // The visit this viewer made today, by the edge's address (trusted after the origin check) and this
    // request's user agent: the same hash as the beacon's. Nothing of the body takes part.
    const visit = ports.analytics ? await visitOfRequest({ store: ports.analytics }, viewerOf(event)) : undefined;
    // A store that cannot be reached refuses `unavailable` (503: nothing half-stored, the form keeps the values for a retry);
    // a key reused with another body refuses `conflict` (409).
    const outcome = await submitRequest(ports, { submission, idempotencyKey, visit });
    if (outcome.status === 'created') countMetric(metricNames.requestStored);
    if (!outcome.published) countMetric(metricNames.eventPublishFailed);
    return jsonResponse(201, { id: outcome.id } satisfies CreatedBody);
  });
}
