/**
 * Outcomes from the CRM (issue 40 item 3): Pipedrive's webhook v2 for `change.deal` says a deal's
 * status is now won or lost; the request the deal was created for records it (status, value, currency)
 * and DealOutcomeRecorded goes on the bus. Recorded once per status and value: a replayed or repeated
 * delivery changes nothing and publishes nothing.
 */
import * as z from 'zod/mini';
import { eventDetailTypes, type DealOutcome, type DealOutcomeRecordedDetail, type VisitAttribution } from '@rufbereit/shared';
import { logger } from '../logger';
import type { EventPublisher, RequestRef } from './ports';
import { berlinDay } from './request-stats';
import { countersOfOutcome, type SiteAnalyticsStore } from './site-analytics';

/** The part of Pipedrive's webhook v2 body this route reads (meta.action/entity, data, previous). */
export const pipedriveDealWebhookSchema = z.object({
  meta: z.object({ action: z.string(), entity: z.string(), version: z.optional(z.string()) }),
  data: z.nullable(
    z.object({
      id: z.number().check(z.int(), z.positive()),
      status: z.string(),
      value: z.nullish(z.number()),
      currency: z.nullish(z.string().check(z.maxLength(3))),
    }),
  ),
  previous: z.nullish(z.record(z.string(), z.unknown())),
});
export type PipedriveDealWebhook = z.output<typeof pipedriveDealWebhookSchema>;

/** What the request held when its outcome was recorded (read atomically with the write). */
export interface RecordedOutcome {
  /** The outcome recorded before this one (a deal reopened and decided again, a new value). */
  previous?: DealOutcome;
  /** When the request was sent: its day is the day its figures count on (the cohort). */
  createdAt: string;
  /** The visit the request came from, if any. */
  attribution?: VisitAttribution;
}

export interface DealOutcomeStore {
  /** The request whose CRM sync created this deal, if any. */
  requestOfDeal(dealId: number): Promise<RequestRef | undefined>;
  /** Records the outcome unless the same status and value are recorded already; what the request held when it changed, else undefined. */
  recordOutcome(ref: RequestRef, outcome: DealOutcome): Promise<RecordedOutcome | undefined>;
}

/**
 * Adds the outcome to the measurement's aggregates on the request's day, on the campaign, referrer and
 * entry page stored on the request (taking a previous outcome back). Never throws: the outcome stands.
 */
async function countOutcome(analytics: Pick<SiteAnalyticsStore, 'add'>, recorded: RecordedOutcome, outcome: DealOutcome): Promise<void> {
  try {
    await analytics.add(berlinDay(recorded.createdAt), countersOfOutcome(recorded.attribution, outcome, recorded.previous));
  } catch (error) {
    logger.error('Counting the deal outcome in the site analytics failed', { error, dealId: outcome.dealId });
  }
}

export type WebhookResult = 'recorded' | 'unchanged' | 'ignored' | 'unknownDeal';

export async function receiveDealWebhook(
  deps: { store: DealOutcomeStore; publisher: EventPublisher; analytics?: Pick<SiteAnalyticsStore, 'add'>; now?: () => Date },
  webhook: PipedriveDealWebhook,
): Promise<WebhookResult> {
  const deal = webhook.data;
  if (webhook.meta.entity !== 'deal' || webhook.meta.action !== 'change' || !deal) return 'ignored';
  if (deal.status !== 'won' && deal.status !== 'lost') return 'ignored';
  const ref = await deps.store.requestOfDeal(deal.id);
  if (!ref) return 'unknownDeal';
  const outcome: DealOutcome = {
    status: deal.status,
    value: deal.value ?? 0,
    currency: deal.currency ?? 'EUR',
    dealId: deal.id,
    at: (deps.now?.() ?? new Date()).toISOString(),
  };
  const recorded = await deps.store.recordOutcome(ref, outcome);
  if (!recorded) return 'unchanged';
  if (deps.analytics) await countOutcome(deps.analytics, recorded, outcome);
  const detail: DealOutcomeRecordedDetail = { kind: ref.kind, requestId: ref.id, dealId: deal.id, status: outcome.status, value: outcome.value, currency: outcome.currency };
  await deps.publisher.publish({ detailType: eventDetailTypes.dealOutcomeRecorded, detail });
  return 'recorded';
}
