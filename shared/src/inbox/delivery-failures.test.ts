import { describe, expect, it } from 'vitest';
import { crmStepNotice, deliveryFailureReason, deliveryFailureReasons as r } from './delivery-failures';

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

describe('crmStepNotice', () => {
  const time = (iso: string) => `um-${iso}`;
  it('names the rate limit and the time of the next attempt while retrying after a 429', () => {
    const state = { status: 'retrying', lastError: 'PipedriveError: Pipedrive GET /api/v2/persons/search answered 429: Request over limit', nextAttemptAt: '2026-11-27T10:20:00.000Z' } as const;
    expect(crmStepNotice(state, time)).toBe('CRM-Limit erreicht, nächster Versuch um um-2026-11-27T10:20:00.000Z');
  });
  it('says the CRM access is invalid when Pipedrive refused the token', () => {
    expect(crmStepNotice({ status: 'failed', lastError: 'PipedriveError: Pipedrive POST /api/v2/persons answered 401: unauthorized access' }, time)).toBe('CRM-Zugang ungültig');
    expect(crmStepNotice({ status: 'failed', lastError: 'PipedriveError: Pipedrive POST /api/v2/deals answered 403: Forbidden' }, time)).toBe('CRM-Zugang ungültig');
  });
  it('says a test stage has no CRM', () => {
    expect(crmStepNotice({ status: 'done', notConnected: true }, time)).toBe('CRM nicht verbunden (Testumgebung)');
  });
  it('says nothing more for other states', () => {
    expect(crmStepNotice({ status: 'done' }, time)).toBeUndefined();
    expect(crmStepNotice({ status: 'retrying', lastError: 'PipedriveError: Pipedrive GET /api/v2/deals answered 503: x', nextAttemptAt: '2026-11-27T10:20:00.000Z' }, time)).toBeUndefined();
  });
});
