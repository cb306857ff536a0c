/**
 * Event target of IntroCallBooked: confirmation with .ics invitation and cancel link to the visitor,
 * a copy to sales, the booking noted on its contact request. Throws on failure so the bus retries.
 * Env: TABLE_INTRO_CALL_SLOTS, TABLE_CONTACTS, MAIL_FROM / SALES_INBOX / SITE_URL (optional),
 * AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB / AWS_ENDPOINT_URL_SES (local).
 */
import { introCallBookedDetail, metricNames } from '@rufbereit/shared';
import { mailSettings, publicSiteUrl } from '../config';
import { noteIntroCallOnContact } from '../adapters/contact-intro-call-note';
import { introCallRepositoryFromEnv } from '../adapters/dynamo-intro-call-repository';
import { sendRawMail } from '../adapters/ses-mailer';
import { createBusEventHandler } from '../events/bus-event-handler';
import { logger } from '../logger';
import { sendIntroCallMails } from '../use-cases/intro-call-mail';

export const handler = createBusEventHandler(async (event) => {
  const { slot } = introCallBookedDetail.parse(event.detail);
  const outcome = await sendIntroCallMails(
    {
      repository: introCallRepositoryFromEnv(),
      sendRaw: (raw) => sendRawMail(raw),
      noteOnContact: noteIntroCallOnContact,
      mailSettings: mailSettings(),
      siteUrl: publicSiteUrl(),
    },
    slot,
  );
  logger.info('Intro call mails', { slot, outcome });
  return outcome === 'sent' ? 'done' : 'skipped';
}, { done: metricNames.mailSent, failed: metricNames.mailFailed });
