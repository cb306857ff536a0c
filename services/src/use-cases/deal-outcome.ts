/**
 * Outcomes from the CRM (issue 40 item 3): Pipedrive's webhook v2 for `change.deal` says a deal's
 * status is now won or lost; the request the deal was created for records it (status, value, currency)
 * and DealOutcomeRecorded goes on the bus. Recorded once per status and value: a replayed or repeated
 * delivery changes nothing and publishes nothing.
 */
import * as z from 'zod/mini';
import { eventDetailTypes, type DealOutcome, type DealOutcomeRecordedDetail } from '@rufbereit/shared';
import type { EventPublisher, RequestRef } from './ports';

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

export interface DealOutcomeStore {
  /** The request whose CRM sync created this deal, if any. */
  requestOfDeal(dealId: number): Promise<RequestRef | undefined>;
  /** Records the outcome unless the same status and value are recorded already; true when it changed. */
  recordOutcome(ref: RequestRef, outcome: DealOutcome): Promise<boolean>;
}

export type WebhookResult = 'recorded' | 'unchanged' | 'ignored' | 'unknownDeal';

export async function receiveDealWebhook(
  deps: { store: DealOutcomeStore; publisher: EventPublisher; now?: () => Date },
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
  if (!(await deps.store.recordOutcome(ref, outcome))) return 'unchanged';
  const detail: DealOutcomeRecordedDetail = { kind: ref.kind, requestId: ref.id, dealId: deal.id, status: outcome.status, value: outcome.value, currency: outcome.currency };
  await deps.publisher.publish({ detailType: eventDetailTypes.dealOutcomeRecorded, detail });
  return 'recorded';
}
