import { describe, expect, it } from 'vitest';
import { deliveryFailureReason, deliveryFailureReasons as r } from './delivery-failures';

describe('deliveryFailureReason', () => {
  it.each([
    ['PipedriveError: Pipedrive GET /persons/search answered 401: unauthorized access', r.crmTokenRefused],
    ['PipedriveError: Pipedrive POST /persons answered 403: Forbidden', r.crmTokenRefused],
    ['PipedriveError: Pipedrive GET /persons/search answered 503: Service unavailable (local fault injection)', r.crmUnreachable],
    ['PipedriveError: Pipedrive POST /deals failed: fetch failed', r.crmUnreachable],
    ['PipedriveError: Pipedrive POST /deals failed: The operation was aborted due to timeout', r.crmUnreachable],
    ['PipedriveError: Pipedrive POST /deals answered 429: Too many requests', r.crmRateLimited],
    ['PipedriveError: Pipedrive POST /notes answered 400: answer is not JSON', r.crmRefusedData],
    ['ConfigError: Neither PIPEDRIVE_API_TOKEN nor PIPEDRIVE_API_TOKEN_PARAMETER is set', r.crmConfig],
    ['TypeError: Cannot read properties of undefined', r.crmUnknown],
  ])('CRM: %s', (error, reason) => {
    expect(deliveryFailureReason('crm', error)).toBe(reason);
  });

  it.each([
    ['MessageRejected: Email address is not verified. The following identities failed the check in region EU-CENTRAL-1: vertrieb@rufbereit.de', r.mailSandbox],
    ['MailFromDomainNotVerifiedException: The domain rufbereit.de is not verified', r.mailSandbox],
    ["InvalidParameterValue: Missing final '@domain'", r.mailAddressRejected],
    ['InvalidParameterValue: Illegal address', r.mailAddressRejected],
    ['MessageRejected: Email address is on the suppression list', r.mailRejected],
    ['AccountSendingPausedException: Sending is paused for this account.', r.mailSendingPaused],
    ['Throttling: Maximum sending rate exceeded.', r.mailQuota],
    ['ServiceUnavailable: Service Unavailable', r.mailUnreachable],
    ['Error: connect ECONNREFUSED 127.0.0.1:8005', r.mailUnreachable],
    ['ConfigError: Environment variable MAIL_FROM is not set', r.mailConfig],
    ['Error: SES accepted the mail without a message id', r.mailUnknown],
  ])('mail: %s', (error, reason) => {
    expect(deliveryFailureReason('mail', error)).toBe(reason);
  });

  it('is German for every reason (no English word of the raw error leaks into the sentence)', () => {
    for (const sentence of Object.values(r)) expect(sentence).not.toMatch(/\b(failed|error|answered|unavailable)\b/i);
  });
});
