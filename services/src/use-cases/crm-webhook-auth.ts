/**
 * The HTTP Basic credentials Pipedrive sends with each webhook delivery (it signs nothing: Basic auth
 * is its only check). The password is derived from the stage's Pipedrive API token, a stage secret
 * both sides already hold: the webhook function (which reads the token like the CRM sync) and
 * `npm run setup-crm-webhook` (which registers the webhook with that token). A new token means
 * registering the webhook again (docs/features/crm-outcomes.md).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { apiMessages } from '@rufbereit/shared';
import { Refusal } from './refusal';

export const CRM_WEBHOOK_USER = 'rufbereit';
const PASSWORD_PURPOSE = 'rufbereit crm webhook basic auth v1';

/** The webhook's Basic-auth password for a Pipedrive token (hex HMAC-SHA256; never the token itself). */
export const crmWebhookPassword = (pipedriveToken: string): string => createHmac('sha256', pipedriveToken).update(PASSWORD_PURPOSE).digest('hex');

/** The `Authorization` header value Pipedrive sends for these credentials. */
export const basicAuthorization = (user: string, password: string): string => `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;

/**
 * True when `authorization` carries exactly the expected credentials. Compared in constant time: both
 * sides are hashed first, so neither the length nor the first differing byte shows in the timing.
 */
export function isAuthorizedWebhook(authorization: string | undefined, pipedriveToken: string): boolean {
  const expected = basicAuthorization(CRM_WEBHOOK_USER, crmWebhookPassword(pipedriveToken));
  const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(authorization?.trim() ?? ''), digest(expected));
}

/**
 * Refuses (`unauthenticated`, 401) a delivery without exactly the stage's credentials; on a stage
 * without a Pipedrive token (`undefined`) no delivery can be authorized.
 */
export function requireAuthorizedWebhook(authorization: string | undefined, pipedriveToken: string | undefined): void {
  if (!pipedriveToken || !isAuthorizedWebhook(authorization, pipedriveToken)) throw new Refusal('unauthenticated', apiMessages.unauthorized);
}
