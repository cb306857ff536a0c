/**
 * Event target of IntroCallBooked, IntroCallLinkRequested and IntroCallCancelled: the confirmation
 * with .ics invitation and cancel link to the visitor, a copy to sales, the booking noted on its
 * contact request; the confirmation once more; the calendar cancellation. Throws on failure so the
 * bus retries.
 * Env: TABLE_INTRO_CALL_SLOTS, TABLE_CONTACTS, MAIL_FROM / SALES_INBOX / SITE_URL (optional),
 * AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB / AWS_ENDPOINT_URL_SES (local).
 */
import { eventDetailTypes, introCallBookedDetail, introCallCancelledDetail, introCallLinkRequestedDetail, metricNames, type BusEvent } from '@rufbereit/shared';
import { mailSettings, publicSiteUrl } from '../config';
import { noteIntroCallOnContact } from '../adapters/contact-intro-call-note';
import { introCallRepositoryFromEnv } from '../adapters/dynamo-intro-call-repository';
import { sendRawMail } from '../adapters/ses-mailer';
import { createBusEventHandler } from '../events/bus-event-handler';
import { logger } from '../logger';
import { sendIntroCallCancellation } from '../use-cases/intro-call-cancellation-mail';
import { resendIntroCallLink, sendIntroCallMails, type IntroCallMailDeps } from '../use-cases/intro-call-mail';

async function handle(event: BusEvent, deps: IntroCallMailDeps): Promise<string> {
  switch (event['detail-type']) {
    case eventDetailTypes.introCallCancelled:
      return sendIntroCallCancellation(deps, introCallCancelledDetail.parse(event.detail).bookingId);
    case eventDetailTypes.introCallLinkRequested:
      return resendIntroCallLink(deps, introCallLinkRequestedDetail.parse(event.detail).slot);
    default:
      return sendIntroCallMails(deps, introCallBookedDetail.parse(event.detail).slot);
  }
}

export const handler = createBusEventHandler(async (event) => {
  const outcome = await handle(event, {
    repository: introCallRepositoryFromEnv(),
    sendRaw: (raw, ref) => sendRawMail(raw, ref),
    noteOnContact: noteIntroCallOnContact,
    mailSettings: mailSettings(),
    siteUrl: publicSiteUrl(),
  });
  logger.info('Intro call mails', { detailType: event['detail-type'], outcome });
  return outcome === 'sent' ? 'done' : 'skipped';
}, { done: metricNames.mailSent, failed: metricNames.mailFailed });
