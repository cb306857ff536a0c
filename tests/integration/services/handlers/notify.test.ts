import '../../../../services/src/testing/quiet-logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { siteSettings } from '@rufbereit/shared';
import { requestRepositoryFromEnv } from '../../../../services/src/adapters/dynamo-request-repository';
import { lambdaContext } from '../../../../services/src/testing/api-event';
import { busEvent } from '../../../../services/src/testing/bus-event';
import { contactRecord, demoRequestRecord } from '../../../../services/src/testing/fixtures';
import { startTestDynamo, type TestDynamo } from '../../../support/local-dynamo';
import { startTestSes, type TestSes } from '../../../support/local-ses';
import { handler } from '../../../../services/src/handlers/notify';

// The handler as the event bus calls it: real SDK against dynalite and aws-ses-v2-local.
let dynamo: TestDynamo;
let ses: TestSes;
const context = lambdaContext('notify');
const repository = () => requestRepositoryFromEnv();

beforeAll(async () => {
  dynamo = await startTestDynamo();
  ses = await startTestSes();
});
afterAll(async () => {
  await ses.stop();
  await dynamo.stop();
});

describe('notify handler', () => {
  it('mails a new contact to the sales inbox once and records the message id', async () => {
    delete process.env.MAIL_FROM;
    delete process.env.SALES_INBOX;
    await repository().createIfAbsent(contactRecord({ id: 'n-1' }));
    const event = busEvent('ContactCreated', { contactId: 'n-1' });

    await handler(event, context);
    await handler(event, context);

    const mails = (await ses.mails()).filter((m) => m.subject === 'Neue Kontaktanfrage: Max Mustermann');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.from).toBe(siteSettings.mailFrom);
    expect(mail?.destination.to).toEqual([siteSettings.salesInbox]);
    expect(mail?.replyTo).toEqual(['max@example.de']);
    expect(mail?.body.text).toContain('Firma: Muster GmbH');
    expect(mail?.body.text).toContain('Pipedrive-ID: noch nicht synchronisiert');
    expect(mail?.body.html).toContain('Hallo &lt;b&gt;Team&lt;/b&gt;');

    const { mail: state } = (await repository().get({ kind: 'contact', id: 'n-1' })) ?? {};
    expect(state).toMatchObject({ status: 'done', attempts: 1, messageId: mail?.messageId });
  });

  it('mails once when 20 deliveries of the request arrive at the same time, and not again on a re-run after success', async () => {
    await repository().createIfAbsent(contactRecord({ id: 'n-4', firstname: 'Paula', lastname: 'Parallel' }));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => handler(busEvent('ContactCreated', { contactId: 'n-4' }), context)),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    await repository().updateDelivery({ kind: 'contact', id: 'n-4' }, 'mail', { status: 'pending' });
    await handler(busEvent('ContactCreated', { contactId: 'n-4' }), context);
    expect((await ses.mails()).filter((m) => m.subject === 'Neue Kontaktanfrage: Paula Parallel')).toHaveLength(1);
  });

  it('uses MAIL_FROM / SALES_INBOX and names demo requests in the subject', async () => {
    Object.assign(process.env, { MAIL_FROM: 'noreply@example.de', SALES_INBOX: 'team@example.de' });
    await repository().createIfAbsent(
      demoRequestRecord({ id: 'n-2', crm: { status: 'done', attempts: 1, personId: 8, dealUrl: 'https://r.pipedrive.com/deal/9' } }),
    );
    await handler(busEvent('DemoRequested', { demoRequestId: 'n-2' }), context);

    const mail = (await ses.mails()).find((m) => m.subject === 'Neue Demo-Anfrage: Erika Musterfrau');
    expect(mail?.from).toBe('noreply@example.de');
    expect(mail?.destination.to).toEqual(['team@example.de']);
    expect(mail?.body.text).toContain('Pipedrive-ID: 8');
    expect(mail?.body.text).toContain('Pipedrive-Link: https://r.pipedrive.com/deal/9');
  });

  it('records a failed send with its next attempt and ends the event (the sweeper publishes it again when due)', async () => {
    await repository().createIfAbsent(contactRecord({ id: 'n-3', createdAt: new Date().toISOString() }));
    const sesMock = mockClient(SESClient);
    sesMock.on(SendEmailCommand).rejects(new Error('Throttling: Maximum sending rate exceeded'));
    try {
      await handler(busEvent('ContactCreated', { contactId: 'n-3' }), context);
    } finally {
      sesMock.restore();
    }
    const stored = await repository().get({ kind: 'contact', id: 'n-3' });
    expect(stored?.mail).toMatchObject({ status: 'retrying', attempts: 1, lastError: 'Error: Throttling: Maximum sending rate exceeded' });
    expect(new Date(stored?.mail.nextAttemptAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 10_000);
    expect(stored?.retrying).toBe('pending');
  });
});
