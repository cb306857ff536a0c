/**
 * POST /api/crm/pipedrive-webhook — Pipedrive's webhook v2 (`change.deal`, registered by
 * `npm run setup-crm-webhook`). HTTP Basic auth with the stage's derived password, checked in constant
 * time before the body is read (else 401, nothing recorded). A deal now won or lost is recorded on its
 * request and DealOutcomeRecorded published (use-cases/deal-outcome.ts); anything else is acknowledged
 * with 200 so Pipedrive does not retry it. Answers 200 {result}.
 * The outcome also counts on the request's campaign, referrer and entry page (site_analytics, the request's day).
 * Env: TABLE_CONTACTS, TABLE_DEMO_REQUESTS, TABLE_SITE_ANALYTICS, EVENT_BUS_NAME, PIPEDRIVE_* (the token, as the CRM sync).
 */
import { dealOutcomesFromEnv } from '../adapters/dynamo-deal-outcomes';
import { siteAnalyticsFromEnv } from '../adapters/dynamo-site-analytics';
import { eventPublisherFromEnv } from '../adapters/eventbridge-publisher';
import { lazy } from '../adapters/lazy';
import { resolveToken } from '../adapters/pipedrive-client';
import { pipedriveSettings } from '../config';
import { createHttpHandler, type HttpHandler } from '../http/api-handler';
import { headerValue, parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { logger } from '../logger';
import { requireAuthorizedWebhook } from '../use-cases/crm-webhook-auth';
import { pipedriveDealWebhookSchema, receiveDealWebhook, type DealOutcomeStore } from '../use-cases/deal-outcome';
import type { EventPublisher } from '../use-cases/ports';
import type { SiteAnalyticsStore } from '../use-cases/site-analytics';

/** A deal with many custom fields is a few KiB; Pipedrive sends no more than the object and its changes. */
const MAX_WEBHOOK_BODY_BYTES = 256 * 1024;

/** The stage's Pipedrive token, or undefined on a stage without a CRM (then no webhook can be authorized). */
async function stageToken(): Promise<string | undefined> {
  const settings = pipedriveSettings();
  return settings.connected ? resolveToken(settings) : undefined;
}

export function createCrmWebhookHandler(
  deps: { store: () => DealOutcomeStore; publisher: () => EventPublisher; token: () => Promise<string | undefined>; analytics?: () => Pick<SiteAnalyticsStore, 'add'> } = {
    store: lazy(dealOutcomesFromEnv),
    publisher: lazy(eventPublisherFromEnv),
    token: stageToken,
    analytics: lazy(siteAnalyticsFromEnv),
  },
): HttpHandler {
  return createHttpHandler(async (event) => {
    requireAuthorizedWebhook(headerValue(event, 'authorization'), await deps.token());
    const webhook = validateInput(pipedriveDealWebhookSchema, parseJsonBody(event, MAX_WEBHOOK_BODY_BYTES));
    const result = await receiveDealWebhook({ store: deps.store(), publisher: deps.publisher(), analytics: deps.analytics?.() }, webhook);
    logger.info('CRM webhook', { result, dealId: webhook.data?.id, status: webhook.data?.status });
    return jsonResponse(200, { result });
  });
}

export const handler = createCrmWebhookHandler();
