/**
 * Event target of ContactCreated / DemoRequested: mails the stored request to the sales inbox with
 * SES and writes the mail status back to the record. Records a failed attempt and its next time (the sweeper
 * re-publishes the event when due); throws only if that cannot be recorded, so the bus retries.
 * Env: TABLE_CONTACTS, TABLE_DEMO_REQUESTS, MAIL_FROM / SALES_INBOX (optional, else siteSettings),
 * TABLE_IDEMPOTENCY (the step guard), AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB / AWS_ENDPOINT_URL_SES (local).
 */
import { metricNames } from '@rufbereit/shared';
import { deliveryRetryPolicy, mailSettings } from '../config';
import { requestRepositoryFromEnv } from '../adapters/dynamo-request-repository';
import { powertoolsStepGuard } from '../adapters/powertools-step-guard';
import { mailerFromEnv } from '../adapters/ses-mailer';
import { createBusEventHandler } from '../events/bus-event-handler';
import { notifySales } from '../use-cases/notify-sales';
import { requestRefFromEvent } from '../use-cases/request-kinds';

export const handler = createBusEventHandler(
  (event, context) =>
    notifySales(
      {
        repository: requestRepositoryFromEnv(),
        mailer: mailerFromEnv(),
        mailSettings,
        retry: deliveryRetryPolicy(),
        guard: powertoolsStepGuard(context),
      },
      requestRefFromEvent(event),
    ),
  { done: metricNames.mailSent, failed: metricNames.mailFailed, failedForGood: metricNames.deliveryFailedForGood },
);
