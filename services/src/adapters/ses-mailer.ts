/**
 * Sends mail with SES (SendEmail, UTF-8 text + HTML). The sender must be a verified identity in AWS.
 * Every send names the stage's configuration set (SES_CONFIGURATION_SET), whose event destination
 * reports delivery, bounces and complaints, and carries tags naming its record (mail-outcome.ts).
 */
import { SendEmailCommand, SendRawEmailCommand, type SESClient } from '@aws-sdk/client-ses';
import { mailTags, type MailRef } from '@rufbereit/shared';
import { mailConfigurationSet } from '../config';
import type { Mailer, OutgoingMail } from '../use-cases/ports';
import { sesClient } from './ses-client';

/**
 * Lone surrogates (U+FFFD instead). The shared schemas refuse them, but a record stored before that
 * rule must still be mailable: the SDK's query serializer throws `URIError` on them half-way through
 * a request, and the SES client's next request then carried fields of the failed one.
 */
const wellFormed = (text: string): string => text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');

/** The configuration set and tags of a send (read at send time, as every setting). */
function tracking(ref: MailRef | undefined): { ConfigurationSetName?: string; Tags?: Array<{ Name: string; Value: string }> } {
  const configurationSet = mailConfigurationSet();
  return { ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}), ...(ref ? { Tags: mailTags(ref) } : {}) };
}

export class SesMailer implements Mailer {
  constructor(private readonly client: SESClient) {}

  async send(original: OutgoingMail): Promise<{ messageId: string }> {
    const mail = Object.fromEntries(
      Object.entries(original).map(([key, value]) => [key, typeof value === 'string' ? wellFormed(value) : value]),
    ) as unknown as OutgoingMail;
    const charset = 'UTF-8';
    const result = await this.client.send(
      new SendEmailCommand({
        ...tracking(original.ref),
        Source: mail.from,
        Destination: { ToAddresses: [mail.to] },
        ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
        Message: {
          Subject: { Data: mail.subject, Charset: charset },
          Body: { Text: { Data: mail.text, Charset: charset }, Html: { Data: mail.html, Charset: charset } },
        },
      }),
    );
    if (!result.MessageId) throw new Error('SES accepted the mail without a message id');
    return { messageId: result.MessageId };
  }
}

export const mailerFromEnv = (): SesMailer => new SesMailer(sesClient());

/** Sends a ready-made MIME message (with attachments such as an .ics invitation) with SES SendRawEmail. */
export async function sendRawMail(raw: string, ref?: MailRef, client: SESClient = sesClient()): Promise<{ messageId: string }> {
  const result = await client.send(new SendRawEmailCommand({ ...tracking(ref), RawMessage: { Data: Buffer.from(raw, 'utf8') } }));
  if (!result.MessageId) throw new Error('SES accepted the mail without a message id');
  return { messageId: result.MessageId };
}
