import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { siteSettings, type ContactRecord, type IntroCallSlotsBody } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/core/ports';
import { eventually, getStoredRequest, postJson, sentMails, startTestEnvironment } from '../support/local-environment';

/**
 * Mail that arrives, and what happens when it does not: every send goes through the configuration
 * set, the local SES layer answers SES's mailbox simulator addresses with SES's events through the
 * local event bus, and the mail-outcome target records them on the request or booking. Then SES's
 * sandbox: an unverified visitor is refused, and the booking still reaches sales.
 */
const run = Date.now().toString(36);
let counter = 0;
const simulator = (box: 'success' | 'bounce' | 'complaint' | 'suppressionlist'): string => `${box}+${run}-${++counter}@simulator.amazonses.com`;

interface StoredBooking {
  id: string;
  salesMail?: { status: string; messageId?: string; outcome?: string };
  visitorMail?: { status: string; messageId?: string; outcome?: string; outcomeDetail?: string };
}

async function booking(local: LocalEnvironment, slot: string): Promise<StoredBooking | undefined> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local.urls.dynamodb, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    return (await client.send(new GetCommand({ TableName: 'intro_call_slots', Key: { slot } }))).Item as StoredBooking | undefined;
  } finally {
    client.destroy();
  }
}

const freeSlots = async (local: LocalEnvironment): Promise<string[]> => ((await (await fetch(`${local.urls.api}/intro-calls/slots`)).json()) as IntroCallSlotsBody).slots;

async function book(local: LocalEnvironment, email: string, index: number, contactId?: string): Promise<string> {
  const slot = (await freeSlots(local))[index] ?? '';
  const booked = await postJson(`${local.urls.api}/intro-calls`, { slot, name: 'Sim Ulator', email, phone: '030 7654321', ...(contactId ? { contactId } : {}) });
  expect(booked.status).toBe(201);
  return slot;
}

describe('SES events: delivery, bounce and complaint recorded on the request and the booking', () => {
  let local: LocalEnvironment;
  beforeAll(async () => {
    local = await startTestEnvironment();
  });
  afterAll(async () => {
    await local?.stop();
  });

  it("records the notification mail's delivery on the request", async () => {
    const email = simulator('success');
    const created = await postJson(`${local.urls.api}/contacts`, { firstname: 'Zu', lastname: 'Gestellt', email, service_preference: 'consultation', privacy_accepted: true });
    const id = (created.json as { id: string }).id;
    const mail = await eventually(async () => {
      const record = (await getStoredRequest(local, 'contacts', id)) as ContactRecord;
      return record.mail.outcome ? record.mail : undefined;
    });
    expect(mail).toMatchObject({ status: 'done', outcome: 'delivered', outcomeAt: expect.any(String) });
  });

  it('a booking with bounce@simulator: sales mailed first and delivered, the visitor\'s confirmation "bounced", noted on the request', async () => {
    const email = simulator('bounce');
    const created = await postJson(`${local.urls.api}/contacts`, { firstname: 'Un', lastname: 'Zustellbar', email, service_preference: 'consultation', privacy_accepted: true });
    const contactId = (created.json as { id: string }).id;
    const slot = await book(local, email, 3, contactId);
    const stored = await eventually(async () => {
      const b = await booking(local, slot);
      return b?.visitorMail?.outcome && b.salesMail?.outcome ? b : undefined;
    });
    expect(stored.salesMail).toMatchObject({ status: 'sent', outcome: 'delivered' });
    expect(stored.visitorMail).toMatchObject({ status: 'sent', outcome: 'bounced', outcomeDetail: 'Permanent/General' });
    const record = await eventually(async () => {
      const stored = (await getStoredRequest(local, 'contacts', contactId)) as ContactRecord;
      return stored.mail.introCallOutcome ? stored : undefined;
    });
    expect(record.mail.introCallOutcome).toBe('bounced');
    // Sales first: the sales copy's message went to the store before the visitor's.
    const mails = (await sentMails(local)).filter((m) => m.subject.includes('Kennenlerngespräch') && (m.destination.to.includes(email) || m.body.text?.includes(email)));
    expect(mails.map((m) => (m.destination.to.includes(email) ? 'visitor' : 'sales'))).toEqual(['sales', 'visitor']);
  });

  it('complaint@ ends as a complaint (the later, worse event wins over the delivery); then the address is suppressed', async () => {
    const email = simulator('complaint');
    const slot = await book(local, email, 5);
    const stored = await eventually(async () => {
      const b = await booking(local, slot);
      return b?.visitorMail?.outcome === 'complained' ? b : undefined;
    });
    expect(stored.visitorMail).toMatchObject({ outcome: 'complained', outcomeDetail: 'abuse' });
  });

  it('suppressionlist@ bounces as on the account suppression list', async () => {
    const slot = await book(local, simulator('suppressionlist'), 6);
    const stored = await eventually(async () => {
      const b = await booking(local, slot);
      return b?.visitorMail?.outcome ? b : undefined;
    });
    expect(stored.visitorMail).toMatchObject({ outcome: 'bounced', outcomeDetail: 'Permanent/OnAccountSuppressionList' });
  });
});

describe("SES's sandbox (SES_SANDBOX=1)", () => {
  let local: LocalEnvironment;
  beforeAll(async () => {
    local = await startTestEnvironment({ sesSandbox: true });
  });
  afterAll(async () => {
    await local?.stop();
  });

  it("refuses the unverified visitor with MessageRejected, and the booking still reaches sales", async () => {
    const email = `besucher-${run}@beispiel.de`;
    const slot = await book(local, email, 4);
    const stored = await eventually(async () => {
      const b = await booking(local, slot);
      return b?.salesMail?.status === 'sent' ? b : undefined;
    });
    // The visitor's mail is refused (no message id, nothing in the store); the bus keeps retrying it.
    await local.whenIdle();
    expect((await booking(local, slot))?.visitorMail?.status).not.toBe('sent');
    expect(stored.salesMail?.messageId).toEqual(expect.any(String));
    const mails = (await sentMails(local)).filter((m) => m.subject.includes('Kennenlerngespräch'));
    expect(mails.some((m) => m.destination.to.includes(siteSettings.salesInbox) && m.body.text?.includes(email))).toBe(true);
    expect(mails.some((m) => m.destination.to.includes(email))).toBe(false);
  });

  it('still mails the simulator addresses, as SES does in the sandbox', async () => {
    const slot = await book(local, simulator('success'), 8);
    const stored = await eventually(async () => {
      const b = await booking(local, slot);
      return b?.visitorMail?.outcome ? b : undefined;
    });
    expect(stored.visitorMail).toMatchObject({ status: 'sent', outcome: 'delivered' });
  });
});
