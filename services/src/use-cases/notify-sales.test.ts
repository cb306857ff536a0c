import '../testing/quiet-logs';
import { describe, expect, it } from 'vitest';
import type { StoredRequest } from '@rufbereit/shared';
import { contactRecord, demoRequestRecord } from '../testing/fixtures';
import { InMemoryRequestRepository } from '../testing/in-memory-repository';
import { notifySales } from './notify-sales';
import type { Mailer, OutgoingMail } from './ports';
import { notificationPayloadOf } from './request-payloads';

class RecordingMailer implements Mailer {
  sent: OutgoingMail[] = [];
  fail = false;
  async send(mail: OutgoingMail) {
    if (this.fail) throw new Error('SES throttled');
    this.sent.push(mail);
    return { messageId: `m-${this.sent.length}` };
  }
}

const setup = async (record: StoredRequest = contactRecord()) => {
  const repository = new InMemoryRequestRepository();
  await repository.createIfAbsent(record);
  const mailer = new RecordingMailer();
  const deps = {
    repository,
    mailer,
    mailSettings: () => ({ from: 'website@example.de', to: 'sales@example.de' }),
    // The fixtures were stored on 2026-01-01 10:00: five minutes later (inside the retry window).
    now: () => new Date('2026-01-01T10:05:00Z'),
  };
  const ref = { kind: record.kind, id: record.id };
  return { repository, mailer, deps, ref, mailState: async () => (await repository.get(ref))?.mail };
};

describe('notificationPayloadOf', () => {
  it('has every field of the spec; pipedrive fields empty before the CRM sync', () => {
    expect(notificationPayloadOf(contactRecord())).toEqual({
      firstname: 'Max',
      lastname: 'Mustermann',
      email: 'max@example.de',
      phone: '+49 30 1234567',
      service_preference: 'consultation',
      message: 'Hallo <b>Team</b>,\nbitte rückrufen.',
      company_name: 'Muster GmbH',
      source: 'website',
      contact_type: 'contact_form',
      pipedrive_id: '',
      pipedrive_url: '',
    });
  });

  it('takes person id and deal URL from the record once the CRM sync ran', () => {
    const record = contactRecord({
      crm: { status: 'done', attempts: 1, personId: 5, personUrl: 'https://a.pipedrive.com/person/5', dealId: 9, dealUrl: 'https://a.pipedrive.com/deal/9' },
    });
    expect(notificationPayloadOf(record)).toMatchObject({ pipedrive_id: '5', pipedrive_url: 'https://a.pipedrive.com/deal/9' });
  });

  it('maps a demo request: names, fixed message and preference, contact_type demo_request', () => {
    expect(notificationPayloadOf(demoRequestRecord())).toMatchObject({
      firstname: 'Erika',
      lastname: 'Musterfrau',
      company_name: 'Salon Erika',
      message: 'Demo-Anfrage',
      service_preference: 'Demo Request',
      contact_type: 'demo_request',
    });
  });
});

describe('notifySales', () => {
  it('mails the sales inbox in German, HTML-escaped, reply-to the visitor, and records done with the message id', async () => {
    const { mailer, deps, ref, mailState } = await setup();
    expect(await notifySales(deps, ref)).toBe('done');

    const mail = mailer.sent[0];
    expect(mail).toMatchObject({
      from: 'website@example.de',
      to: 'sales@example.de',
      replyTo: 'max@example.de',
      subject: 'Neue Kontaktanfrage: Max Mustermann',
    });
    expect(mail?.text).toContain('Leistungswunsch: Ich habe Fragen und wünsche eine Erstberatung');
    expect(mail?.text).toContain('Hallo <b>Team</b>,\nbitte rückrufen.');
    expect(mail?.html).toContain('Hallo &lt;b&gt;Team&lt;/b&gt;,<br>bitte rückrufen.');
    expect(mail?.html).not.toContain('<b>Team</b>');
    expect(await mailState()).toMatchObject({ status: 'done', attempts: 1, messageId: 'm-1' });
  });

  it('names demo requests in the subject', async () => {
    const { mailer, deps, ref } = await setup(demoRequestRecord());
    await notifySales(deps, ref);
    expect(mailer.sent[0]?.subject).toBe('Neue Demo-Anfrage: Erika Musterfrau');
    expect(mailer.sent[0]?.text).toContain('Firma: Salon Erika');
  });

  it('keeps a subject on one line even with line breaks in a name', async () => {
    const { mailer, deps, ref } = await setup(contactRecord({ lastname: 'Muster\r\nBcc: x@evil.test' }));
    await notifySales(deps, ref);
    expect(mailer.sent[0]?.subject).toBe('Neue Kontaktanfrage: Max Muster Bcc: x@evil.test');
  });

  it('sends nothing when a GDPR erase deleted the request after this attempt loaded it', async () => {
    const { repository, mailer, deps, ref } = await setup();
    const hold = repository.holdForMailSend.bind(repository);
    // The erase lands between the attempt's read of the request and its send.
    repository.holdForMailSend = async (at, now) => {
      repository.items.clear();
      return hold(at, now);
    };
    expect(await notifySales(deps, ref)).toBe('skipped');
    expect(mailer.sent).toEqual([]);
  });

  it('marks the request while its mail is being sent (an erase waits for that), and unmarks it whatever the outcome', async () => {
    const { repository, mailer, deps, ref } = await setup();
    const marks: Array<string | undefined> = [];
    const send = mailer.send.bind(mailer);
    mailer.send = async (mail) => {
      marks.push((await repository.get(ref))?.mailSendingAt);
      return send(mail);
    };
    await notifySales(deps, ref);
    expect(marks).toEqual(['2026-01-01T10:05:00.000Z']);
    expect((await repository.get(ref))?.mailSendingAt).toBeUndefined();

    const failing = await setup();
    failing.mailer.fail = true;
    expect(await notifySales(failing.deps, failing.ref)).toBe('retrying');
    expect((await failing.repository.get(failing.ref))?.mailSendingAt).toBeUndefined();
  });

  it('sends no second mail when rerun after success', async () => {
    const { mailer, deps, ref } = await setup();
    await notifySales(deps, ref);
    expect(await notifySales(deps, ref)).toBe('skipped');
    expect(mailer.sent).toHaveLength(1);
  });

  it('records retrying with the next attempt, then failed once the retry window is over', async () => {
    const { mailer, deps, ref, mailState, repository } = await setup();
    mailer.fail = true;
    expect(await notifySales(deps, ref)).toBe('retrying');
    expect(await mailState()).toMatchObject({ status: 'retrying', attempts: 1, lastError: 'Error: SES throttled', nextAttemptAt: expect.any(String) });
    expect(await notifySales({ ...deps, now: () => new Date('2026-01-02T22:00:00Z') }, ref)).toBe('failed');
    expect(await mailState()).toMatchObject({ status: 'failed', attempts: 2, lastError: 'Error: SES throttled' });
    mailer.fail = false;
    // A late copy of the event does not start a step that gave up; staff's re-run (back to pending) does.
    expect(await notifySales(deps, ref)).toBe('skipped');
    expect(mailer.sent).toHaveLength(0);
    await repository.updateDelivery(ref, 'mail', { status: 'pending' });
    expect(await notifySales(deps, ref)).toBe('done');
  });
});
