/**
 * What staff read about a CRM sync or mail that keeps failing (the inbox's details panel): the stored
 * error (`lastError`, written by the pipeline as `{name}: {message}`) as one German sentence that says
 * what to do, and the texts of 'Jetzt erneut versuchen' (retry a step that is waiting for its next
 * attempt now, POST /api/admin/requests/{kind}/{requestId}/retry-now). The raw error stays visible
 * for the technician; this only names the cause. The route's body is `rerunBodySchema` (inbox.ts).
 */
import { crmStepMessages } from './inbox-messages';
import type { CrmState } from '../requests/request-records';

export const deliveryFailureReasons = {
  crmConfig: 'Die Verbindung zum CRM ist nicht eingerichtet: Es fehlt eine Einstellung (API-Token oder Firmen-Domain).',
  crmTokenRefused: 'Pipedrive hat den API-Token abgelehnt. Bitte prüfen Sie den Token in den Einstellungen.',
  crmUnreachable: 'Pipedrive ist gerade nicht erreichbar. Der nächste Versuch folgt automatisch.',
  crmRateLimited: 'Pipedrive hat zu viele Anfragen gemeldet (Ratenlimit). Der nächste Versuch folgt automatisch.',
  crmRefusedData: 'Pipedrive hat die Daten der Anfrage abgelehnt.',
  crmUnknown: 'Die Übertragung ins CRM ist fehlgeschlagen.',
  mailSandbox:
    'Amazon SES ist noch im Sandbox-Modus oder eine Adresse ist dort nicht bestätigt: Mails gehen nur an bestätigte Adressen. Bitte bestätigen Sie Absender und Empfänger in SES oder beantragen Sie den Produktionszugang.',
  mailAddressRejected: 'Die E-Mail-Adresse wurde vom Mailversand abgelehnt.',
  mailRejected: 'Amazon SES hat die E-Mail abgelehnt.',
  mailSendingPaused: 'Der Mailversand des AWS-Kontos ist pausiert.',
  mailQuota: 'Das Sendelimit von Amazon SES ist erreicht. Der nächste Versuch folgt automatisch.',
  mailUnreachable: 'Der Mailversand (Amazon SES) ist gerade nicht erreichbar. Der nächste Versuch folgt automatisch.',
  mailConfig: 'Der Mailversand ist nicht eingerichtet: Es fehlt eine Einstellung.',
  mailUnknown: 'Der Versand der E-Mail ist fehlgeschlagen.',
} as const;

type Reason = keyof typeof deliveryFailureReasons;

/** The HTTP status in a Pipedrive error ('Pipedrive POST /deals answered 401: …'); 0 when no answer came. */
function pipedriveStatus(error: string): number | undefined {
  const answered = /answered (\d{3})/.exec(error);
  if (answered) return Number(answered[1]);
  return /^PipedriveError: .* failed: /.test(error) ? 0 : undefined;
}

function crmReason(error: string): Reason {
  if (error.startsWith('ConfigError')) return 'crmConfig';
  const status = pipedriveStatus(error);
  if (status === undefined) return /ECONNREFUSED|ENOTFOUND|ETIMEDOUT|fetch failed|timeout/i.test(error) ? 'crmUnreachable' : 'crmUnknown';
  if (status === 401 || status === 403) return 'crmTokenRefused';
  if (status === 429) return 'crmRateLimited';
  if (status === 0 || status >= 500) return 'crmUnreachable';
  return 'crmRefusedData';
}

function mailReason(error: string): Reason {
  if (error.startsWith('ConfigError')) return 'mailConfig';
  // SES's sandbox answer: 'MessageRejected: Email address is not verified. The following identities failed the check …'
  if (/not verified|MailFromDomainNotVerified/i.test(error)) return 'mailSandbox';
  if (/InvalidParameterValue|Illegal address|Missing final '@domain'|Domain contains illegal character|Local address contains control or whitespace/i.test(error)) {
    return 'mailAddressRejected';
  }
  if (/AccountSendingPaused|ConfigurationSetSendingPaused/i.test(error)) return 'mailSendingPaused';
  if (/Throttling|Maximum sending rate exceeded|Daily message quota exceeded|LimitExceeded/i.test(error)) return 'mailQuota';
  if (/^MessageRejected/.test(error)) return 'mailRejected';
  if (/ServiceUnavailable|InternalFailure|\b50[234]\b|ECONNREFUSED|ENOTFOUND|ETIMEDOUT|TimeoutError|socket hang up|fetch failed/i.test(error)) return 'mailUnreachable';
  return 'mailUnknown';
}

/** The German sentence for a stored error of the CRM sync or the mail. */
export const deliveryFailureReason = (step: 'crm' | 'mail', lastError: string): string =>
  deliveryFailureReasons[step === 'crm' ? crmReason(lastError) : mailReason(lastError)];


/**
 * The CRM column's line beyond the status label: the rate limit with the next attempt's time, a
 * refused token, or a stage without a CRM. Undefined when the status says it all.
 */
export function crmStepNotice(
  state: Pick<CrmState, 'status' | 'lastError' | 'nextAttemptAt' | 'notConnected'>,
  formatTime: (iso: string) => string,
): string | undefined {
  if (state.status === 'done') return state.notConnected ? crmStepMessages.notConnected : undefined;
  const status = state.lastError ? pipedriveStatus(state.lastError) : undefined;
  if (state.status === 'retrying' && status === 429 && state.nextAttemptAt) return crmStepMessages.rateLimited(formatTime(state.nextAttemptAt));
  if (state.status === 'failed' && (status === 401 || status === 403)) return crmStepMessages.accessRefused;
  return undefined;
}
