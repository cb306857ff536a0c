import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { SesMailer } from './ses-mailer';

describe('SesMailer', () => {
  it('sends ill-formed text (a record stored before the shared rules) with U+FFFD, never handing lone surrogates to the SDK', async () => {
    const ses = mockClient(SESClient);
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const mailer = new SesMailer(new SESClient({ region: 'eu-central-1' }));
    await expect(
      mailer.send({ from: 'a@x.de', to: 'b@x.de', replyTo: 'c@x.de', subject: 'Neue Kontaktanfrage: \ud800\ud800', text: 'Name: \udc00', html: '<p>\ud800</p>' }),
    ).resolves.toEqual({ messageId: 'm-1' });
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.Message?.Subject?.Data).toBe('Neue Kontaktanfrage: \ufffd\ufffd');
    expect(input?.Message?.Body?.Text?.Data).toBe('Name: \ufffd');
    expect(input?.ReplyToAddresses).toEqual(['c@x.de']);
    ses.restore();
  });
});
