/**
 * Webhook deliveries of the local Pipedrive stand-in, as Pipedrive's webhooks v2 send them: an HTTP
 * POST with a JSON body `{ meta, data, previous }` (meta.action `change`, meta.entity `deal`,
 * meta.version `2.0`; `data` the deal in API v2's shape; `previous` only the fields that changed) and,
 * when the subscription has credentials, `Authorization: Basic …`. Sent to every active v2 webhook whose
 * event_action is `change` or `*` and event_object `deal` or `*`.
 * Only deal status changes made through the control API are delivered; the control API's `redeliver`
 * sends the last one again, as Pipedrive's retry would (attempt + 1). The gaps: stand-in.ts.
 */
import { randomUUID } from 'node:crypto';
import type { PipedriveRecord, PipedriveStore } from './pipedrive-store';

export interface WebhookDelivery {
  webhookId: number;
  url: string;
  body: unknown;
  headers: Record<string, string>;
  /** The subscriber's answer (0: not reachable). */
  status: number;
}

const isoTime = (date = new Date()): string => `${date.toISOString().slice(0, 19)}Z`;

/** Sets a deal's status (and value); returns the deal and the fields it had before, or undefined for an unknown deal. */
export function changeDealStatus(
  store: PipedriveStore,
  change: { id: number; status: 'open' | 'won' | 'lost'; value?: number },
): { deal: PipedriveRecord; previous: Record<string, unknown> } | undefined {
  const deal = store.find('deals', change.id);
  if (!deal) return undefined;
  const previous: Record<string, unknown> = { status: deal.status, update_time: deal.update_time };
  const now = isoTime();
  deal.status = change.status;
  deal.update_time = now;
  if (change.status === 'won') Object.assign(deal, { won_time: now, close_time: now });
  if (change.status === 'lost') Object.assign(deal, { lost_time: now, close_time: now });
  if (change.value !== undefined && change.value !== deal.value) {
    previous.value = deal.value;
    deal.value = change.value;
  }
  store.changed();
  return { deal, previous };
}

const subscribesToDealChanges = (webhook: PipedriveRecord): boolean =>
  webhook.is_active === 1 && webhook.version === '2.0' && ['change', '*'].includes(String(webhook.event_action)) && ['deal', '*'].includes(String(webhook.event_object));

/** The v2 body of a `change.deal` notification. */
export function dealChangeBody(webhook: PipedriveRecord, deal: PipedriveRecord, previous: Record<string, unknown>, attempt = 1): unknown {
  return {
    meta: {
      action: 'change',
      entity: 'deal',
      version: '2.0',
      company_id: String(webhook.company_id),
      user_id: String(webhook.user_id),
      id: randomUUID(),
      entity_id: String(deal.id),
      webhook_id: String(webhook.id),
      webhook_owner_id: String(webhook.owner_id),
      permitted_user_ids: [String(webhook.user_id)],
      attempt,
      host: 'local.pipedrive.com',
      timestamp: new Date().toISOString(),
      change_source: 'app',
      is_bulk_edit: false,
      type: 'general',
    },
    data: deal,
    previous,
  };
}

export async function deliver(store: PipedriveStore, webhook: PipedriveRecord, body: unknown): Promise<WebhookDelivery> {
  const url = String(webhook.subscription_url);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'Pipedrive Webhooks' };
  if (typeof webhook.http_auth_user === 'string' && typeof webhook.http_auth_password === 'string') {
    headers.authorization = `Basic ${Buffer.from(`${webhook.http_auth_user}:${webhook.http_auth_password}`).toString('base64')}`;
  }
  // 0: the subscriber was not reachable (Pipedrive records the delivery as failed).
  const status = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) })
    .then(async (response) => (await response.arrayBuffer(), response.status))
    .catch(() => 0);
  Object.assign(webhook, { last_delivery_time: isoTime().replace('T', ' ').replace('Z', ''), last_http_status: status });
  store.changed();
  return { webhookId: webhook.id, url, body, headers, status };
}

/** Sends the deal's change to every matching subscription; resolves with each delivery. */
export function deliverDealChange(store: PipedriveStore, deal: PipedriveRecord, previous: Record<string, unknown>): Promise<WebhookDelivery[]> {
  return Promise.all(store.records.webhooks.filter(subscribesToDealChanges).map((webhook) => deliver(store, webhook, dealChangeBody(webhook, deal, previous))));
}
