/**
 * Event target of SES's events (Delivery, Bounce, Complaint, Reject) from the configuration set's
 * EventBridge destination: records the outcome on the request or booking the mail's tags name.
 * Throws only when the record cannot be written, so the bus retries and finally dead-letters.
 * Env: TABLE_CONTACTS, TABLE_DEMO_REQUESTS, TABLE_INTRO_CALL_SLOTS, AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB (local).
 */
import { metricNames, sesEventDetail } from '@rufbereit/shared';
import { noteIntroCallMailOutcome } from '../adapters/contact-intro-call-note';
import { introCallRepositoryFromEnv } from '../adapters/dynamo-intro-call-repository';
import { requestRepositoryFromEnv } from '../adapters/dynamo-request-repository';
import { createBusEventHandler } from '../events/bus-event-handler';
import { logger } from '../logger';
import { countMetric } from '../metrics';
import { recordMailOutcome } from '../use-cases/record-mail-outcome';

export const handler = createBusEventHandler(
  async (event) => {
    const parsed = sesEventDetail.safeParse(event.detail);
    if (!parsed.success) {
      // Not an SES event we understand: nothing to record, and retrying will not change that.
      logger.warn('SES event of an unknown shape ignored', { detailType: event['detail-type'] });
      return 'skipped';
    }
    const bookings = introCallRepositoryFromEnv();
    const result = await recordMailOutcome(
      {
        requests: requestRepositoryFromEnv(),
        bookings: {
          get: (slot) => bookings.get(slot),
          recordMailOutcome: (slot, step, messageId, fields) => bookings.recordMailOutcome(slot, step, messageId, fields),
          noteOutcomeOnContact: noteIntroCallMailOutcome,
        },
      },
      parsed.data,
    );
    logger.info('SES event', { eventType: parsed.data.eventType, messageId: parsed.data.mail.messageId, result });
    if (result.status === 'ignored') return 'skipped';
    if (result.outcome === 'bounced' || result.outcome === 'complained') countMetric(metricNames.mailBounced);
    return 'done';
  },
  { done: metricNames.mailOutcomeRecorded, failed: metricNames.mailOutcomeFailed },
);
