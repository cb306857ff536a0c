/**
 * Registers the CRM webhook with Pipedrive (POST /api/v1/webhooks, webhooks v2): `change.deal` to the
 * stage's `/api/crm/pipedrive-webhook`, with HTTP Basic credentials derived from the token
 * (use-cases/crm-webhook-auth.ts). Earlier subscriptions to the same URL are deleted first, so running it
 * again (after a token rotation, a domain change) leaves exactly one. Used by `npm run setup-crm-webhook`
 * and by the local environment for its Pipedrive stand-in.
 */
import { CRM_WEBHOOK_USER, crmWebhookPassword } from '../use-cases/crm-webhook-auth';

export interface WebhookRegistration {
  /** Pipedrive's API origin, e.g. https://company.pipedrive.com (or the stand-in's). */
  apiOrigin: string;
  token: string;
  /** The public URL of the webhook route, e.g. https://example.de/api/crm/pipedrive-webhook. */
  subscriptionUrl: string;
}

interface Envelope<T> {
  success: boolean;
  data: T;
  error?: string;
}

async function call<T>(registration: WebhookRegistration, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${registration.apiOrigin.replace(/\/+$/, '')}${path}`, {
    method,
    // The token goes in the header, never into a URL (logs, proxies).
    headers: { 'x-api-token': registration.token, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
  if (!response.ok || !envelope?.success) throw new Error(`Pipedrive ${method} ${path}: ${response.status} ${envelope?.error ?? ''}`.trim());
  return envelope.data;
}

/** Creates the subscription (replacing earlier ones to the same URL); returns its id. */
export async function registerCrmWebhook(registration: WebhookRegistration): Promise<number> {
  const existing = (await call<Array<{ id: number; subscription_url: string }> | null>(registration, 'GET', '/api/v1/webhooks')) ?? [];
  for (const webhook of existing.filter((w) => w.subscription_url === registration.subscriptionUrl)) {
    await call(registration, 'DELETE', `/api/v1/webhooks/${webhook.id}`);
  }
  const created = await call<{ id: number }>(registration, 'POST', '/api/v1/webhooks', {
    subscription_url: registration.subscriptionUrl,
    event_action: 'change',
    event_object: 'deal',
    http_auth_user: CRM_WEBHOOK_USER,
    http_auth_password: crmWebhookPassword(registration.token),
    version: '2.0',
  });
  return created.id;
}
