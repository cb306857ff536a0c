/**
 * Application metrics (CloudWatch embedded metric format, written by the Lambda handlers with
 * Powertools Metrics). The stack's alarms and dashboard read the same names. Every metric carries
 * the dimension `service` = the handler name (POWERTOOLS_SERVICE_NAME, set per function).
 */
export const METRICS_NAMESPACE = 'Rufbereit';
/**
 * The namespace of one stage's metrics (`Rufbereit/prod`, `Rufbereit/dev`): a dev stack in the prod
 * account never moves prod's alarms. The stack passes it to every function (METRICS_NAMESPACE_ENV)
 * and its alarms read it.
 */
export const metricsNamespace = (stage: string): string => `${METRICS_NAMESPACE}/${stage}`;
export const METRICS_SERVICE_DIMENSION = 'service';

export const metricNames = {
  /** A POST reached a form endpoint (valid or not). */
  requestSubmitted: 'RequestSubmitted',
  /** A new contact / demo request was stored (an idempotent retry is not counted again). */
  requestStored: 'RequestStored',
  /** Stored, but its event could not be published: no CRM sync or mail until the client retries. */
  eventPublishFailed: 'EventPublishFailed',
  /** Answered 400 / 413 / 415: input the schema or the body rules refused. */
  validationRejected: 'ValidationRejected',
  /** Answered 500: a fault of ours (the HTTP wrapper turns it into a response, so Lambda Errors stays 0). */
  apiServerError: 'ApiServerError',
  /** The publish sweeper put the event of a request on the bus that was stored without one. */
  eventSwept: 'EventSwept',
  crmSynced: 'CrmSynced',
  /** One failed attempt (retried by Lambda, dead-lettered after the last). */
  crmSyncFailed: 'CrmSyncFailed',
  /** CRM sync or mail still failing at the end of the retry window: status `failed`, a person must act. */
  deliveryFailedForGood: 'DeliveryFailedForGood',
  /** A form post without a valid, unused proof-of-work solution (answered 403). */
  proofOfWorkRejected: 'ProofOfWorkRejected',
  /** A form post that filled the honeypot or came too fast: answered like a success, stored nowhere. */
  spamTrapped: 'SpamTrapped',
  /** A form post over the per-address or per-client limit (answered 429). */
  formLimitReached: 'FormLimitReached',
  mailSent: 'MailSent',
  mailFailed: 'MailFailed',
  /** SES reported what became of a sent mail and it was recorded on its request or booking. */
  mailOutcomeRecorded: 'MailOutcomeRecorded',
  /** An SES event could not be recorded (retried by the bus, dead-lettered after the last). */
  mailOutcomeFailed: 'MailOutcomeFailed',
  /** A bounce or complaint: SES pauses accounts whose rates stay high. */
  mailBounced: 'MailBounced',
} as const;
export type MetricName = (typeof metricNames)[keyof typeof metricNames];
