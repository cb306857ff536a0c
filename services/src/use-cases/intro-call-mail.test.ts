import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { IntroCallBooking, IntroCallMailStep, KeptCancellation } from './book-intro-call';
import type { BookingMailStepName } from './intro-call-mail-steps';
import { siteSettings } from '@rufbereit/shared';
import { introCallCancellationMail, sendIntroCallCancellation } from './intro-call-cancellation-mail';
import { cancelUrl, introCallMails, sendIntroCallMails, type IntroCallMailDeps } from './intro-call-mail';

const booking: IntroCallBooking = {
  slot: '2026-11-23T08:15:00.000Z',
  id: '11111111-2222-4333-8444-555555555555',
  idempotencyKey: 'k',
  name: 'Erika <Musterfrau>',
  email: 'erika@example.de',
  phone: '+49 30 7654321',
  contactId: '0b6d3f0e-6f2b-8c1a-9d3e-0123456789ab',
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: 0,
  cancelToken: 'token-123456789012345',
};
const settings = { mailSettings: { from: 'website@rufbereit.de', to: 'vertrieb@rufbereit.de' }, siteUrl: 'http://127.0.0.1:3100' };
const now = new Date('2026-11-20T09:00:00Z');

function fakes(original: IntroCallBooking | undefined, contactMatches = true) {
  // The table's copy: the mail steps are written to it, never to the caller's object.
  const stored = original ? { ...original } : undefined;
  const sent: string[] = [];
  const notes: unknown[] = [];
  const marked: unknown[] = [];
  const cancelled = new Map<string, KeptCancellation>();
  // Mail steps go to the booking's slot or to a kept cancellation (`cancelled#{id}`).
  const itemAt = (key: string): Partial<Record<BookingMailStepName, IntroCallMailStep>> | undefined => (key.startsWith('cancelled#') ? cancelled.get(key.slice('cancelled#'.length)) : stored);
  const deps: IntroCallMailDeps = {
    ...settings,
    now: () => now,
    repository: {
      get: async () => stored,
      claimMailStep: async (key, step) => {
        const item = itemAt(key);
        if (!item || item[step]) return false;
        item[step] = { status: 'sending', at: now.toISOString() };
        return true;
      },
      markMailStepSent: async (key, step, messageId, at) => {
        const item = itemAt(key);
        if (item) item[step] = { status: 'sent', at, messageId };
      },
      releaseMailStep: async (key, step) => {
        const item = itemAt(key);
        if (item) delete item[step];
      },
      markMailed: async (...args) => void marked.push(args),
      getCancelled: async (id) => cancelled.get(id),
      forgetCancelled: async (id) => void cancelled.delete(id),
    },
    sendRaw: async (raw) => {
      sent.push(raw);
      return { messageId: `m-${sent.length}` };
    },
    noteOnContact: async (...args) => {
      notes.push(args);
      return contactMatches ? { company: 'Salon Musterfrau' } : undefined;
    },
  };
  return { deps, sent, notes, marked, cancelled, stored };
}

/** The decoded .ics attachment of a raw mail, unfolded. */
function icsOf(raw: string): string[] {
  const part = raw.split(/\r\n--[^\r\n]+\r\n/).find((p) => p.includes('Content-Type: text/calendar'));
  const body = part?.split('\r\n\r\n')[1] ?? '';
  return Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8').replace(/\r\n /g, '').split('\r\n');
}

describe('intro call mails', () => {
  it('confirms to the visitor with the .ics invitation and the cancel link, in German', () => {
    const { visitor, sales } = introCallMails(booking, settings, now, { company: 'Salon Musterfrau' });
    expect(visitor.to).toBe('erika@example.de');
    expect(visitor.subject).toBe('Ihr Kennenlerngespräch mit Rufbereit am Montag, 23. November um 09:15 Uhr');
    const link = cancelUrl(settings.siteUrl, booking);
    expect(link).toBe('http://127.0.0.1:3100/kennenlerngespraech/absagen?termin=2026-11-23T08%3A15%3A00.000Z&code=token-123456789012345');
    expect(visitor.text).toContain(`Passt der Termin doch nicht? Hier können Sie ihn absagen: ${link}`);
    expect(visitor.html).toContain('Erika &lt;Musterfrau&gt;');
    expect(visitor.attachments?.[0]).toMatchObject({ filename: 'kennenlerngespraech.ics', contentType: 'text/calendar; method=REQUEST; charset=UTF-8' });
    expect(visitor.attachments?.[0]?.content).toContain('DTSTART:20261123T081500Z');
    expect(sales.to).toBe('vertrieb@rufbereit.de');
    expect(sales.replyTo).toBe('erika@example.de');
    expect(sales.text).toContain('Telefon: +49 30 7654321');
    expect(sales.text).toContain(`Kontaktanfrage: ${booking.contactId}`);
    expect(sales.text).toContain('Firma: Salon Musterfrau');
  });

  it("gives sales its own invitation: sales as attendee, an internal description, and never the visitor's cancel link", () => {
    const { visitor, sales } = introCallMails(booking, settings, now, { company: 'Salon Musterfrau' });
    const salesIcs = sales.attachments?.[0]?.content ?? '';
    const visitorIcs = visitor.attachments?.[0]?.content ?? '';
    expect(visitorIcs).not.toBe(salesIcs);
    // Neither the link, nor its token, nor the cancel page, anywhere in sales' mail.
    for (const secret of [booking.cancelToken, '/kennenlerngespraech/absagen', 'code=']) expect(JSON.stringify(sales)).not.toContain(secret);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(salesIcs)).getFirstSubcomponent('vevent') ?? undefined);
    expect(event.uid).toBe(`${booking.id}@127.0.0.1`);
    expect(event.sequence).toBe(0);
    expect(event.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual(['mailto:vertrieb@rufbereit.de']);
    expect(event.summary).toBe('Kennenlerngespräch: Erika <Musterfrau> (15 Minuten)');
    expect(event.description).toBe(
      [
        'Anrufen: Erika <Musterfrau>',
        'Firma: Salon Musterfrau',
        'Telefon: +49 30 7654321',
        'E-Mail: erika@example.de',
        'Absagen oder verschieben im Kalender des Teams: http://127.0.0.1:3100/admin/intro-calls',
      ].join('\n'),
    );
    // The visitor's invitation keeps its link.
    expect(visitorIcs.replace(/\r\n /g, '')).toContain(booking.cancelToken);
  });

  it('mails sales first, then the visitor, notes the booking on the contact request, and marks it mailed', async () => {
    const { deps, sent, notes, marked, stored } = fakes(booking);
    expect(await sendIntroCallMails(deps, booking.slot)).toBe('sent');
    expect(sent).toHaveLength(2);
    expect(sent[0]).toContain('To: vertrieb@rufbereit.de');
    expect(sent[1]).toContain('To: erika@example.de');
    expect(notes).toEqual([[booking.contactId, { slot: booking.slot, bookingId: booking.id, email: booking.email }]]);
    expect(stored?.salesMail).toEqual({ status: 'sent', at: now.toISOString(), messageId: 'm-1' });
    expect(stored?.visitorMail).toEqual({ status: 'sent', at: now.toISOString(), messageId: 'm-2' });
    expect(marked).toEqual([[booking.slot, ['m-1', 'm-2'], now.toISOString()]]);
  });

  it("reaches sales when the visitor's mail is refused (SES sandbox), and a retry sends only the visitor's", async () => {
    const { deps, sent, marked, stored } = fakes(booking);
    const send = deps.sendRaw;
    const refusing = { ...deps, sendRaw: async (raw: string) => (/^To: erika@example\.de/m.test(raw) ? Promise.reject(new Error('MessageRejected: Email address is not verified.')) : send(raw)) };
    await expect(sendIntroCallMails(refusing, booking.slot)).rejects.toThrow('MessageRejected');
    expect(sent.map((raw) => /^To: (.*)$/m.exec(raw)?.[1])).toEqual(['vertrieb@rufbereit.de']);
    expect(stored?.salesMail?.status).toBe('sent');
    expect(stored?.visitorMail).toBeUndefined();
    expect(marked).toEqual([]);

    expect(await sendIntroCallMails(deps, booking.slot)).toBe('sent');
    expect(sent.map((raw) => /^To: (.*)$/m.exec(raw)?.[1])).toEqual(['vertrieb@rufbereit.de', 'erika@example.de']);
    expect(await sendIntroCallMails(deps, booking.slot)).toBe('alreadySent');
    expect(sent).toHaveLength(2);
  });

  it('leaves a mail another delivery is sending to it (the bus retries), never sending it twice', async () => {
    const { deps, sent } = fakes({ ...booking, salesMail: { status: 'sending', at: now.toISOString() } });
    await expect(sendIntroCallMails(deps, booking.slot)).rejects.toThrow('being sent by another delivery');
    expect(sent).toEqual([]);
  });

  it('sends nothing twice, and nothing for a booking cancelled meanwhile', async () => {
    const done = fakes({ ...booking, mail: { status: 'done', at: now.toISOString(), messageIds: ['m-1', 'm-2'] } });
    expect(await sendIntroCallMails(done.deps, booking.slot)).toBe('alreadySent');
    expect(done.sent).toHaveLength(0);
    const gone = fakes(undefined);
    expect(await sendIntroCallMails(gone.deps, booking.slot)).toBe('notBooked');
    expect(gone.sent).toHaveLength(0);
  });

  it('names the contact request to sales only when it was linked (its address matched)', async () => {
    const { deps, sent } = fakes(booking, false);
    await sendIntroCallMails(deps, booking.slot);
    const salesText = Buffer.from(sent[0]?.split(/\r\n--[^\r\n]+\r\n/).find((p) => p.includes('text/plain'))?.split('\r\n\r\n')[1]?.replace(/\r\n/g, '') ?? '', 'base64').toString('utf8');
    expect(salesText).toContain('Ohne Kontaktanfrage gebucht');
    expect(salesText).not.toContain(booking.contactId ?? '-');
  });

  it('withdraws the invitation: METHOD:CANCEL with the same UID and a higher SEQUENCE, once', async () => {
    const { deps, sent, cancelled, stored } = fakes(booking);
    await sendIntroCallMails(deps, booking.slot);
    cancelled.set(booking.id, { ...booking, ...stored, slot: `cancelled#${booking.id}`, bookedSlot: booking.slot, cancelledBy: 'visitor' });
    expect(await sendIntroCallCancellation(deps, booking.id)).toBe('sent');
    expect(await sendIntroCallCancellation(deps, booking.id)).toBe('alreadySent');
    expect(sent).toHaveLength(4);
    const invitation = icsOf(sent[1] ?? '');
    const cancellation = icsOf(sent[3] ?? '');
    // Sales first, then the visitor.
    expect(sent[2]).toContain('To: vertrieb@rufbereit.de');
    expect(sent[3]).toContain('To: erika@example.de');
    const salesCancellation = icsOf(sent[2] ?? '');
    expect(salesCancellation).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:1', `UID:${booking.id}@127.0.0.1`]));
    expect(icsOf(sent[0] ?? '')).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'SEQUENCE:0', `UID:${booking.id}@127.0.0.1`]));
    expect(invitation).toContain('METHOD:REQUEST');
    expect(invitation).toContain('SEQUENCE:0');
    expect(cancellation).toContain('METHOD:CANCEL');
    expect(cancellation).toContain('STATUS:CANCELLED');
    expect(cancellation).toContain('SEQUENCE:1');
    expect(cancellation).toContain('DTSTART:20261123T081500Z');
    const uid = invitation.find((l) => l.startsWith('UID:'));
    expect(uid).toBe(`UID:${booking.id}@127.0.0.1`);
    expect(cancellation).toContain(uid);
  });

  it("names only the stage's site (SITE_URL) in links and the calendar UID: a dev stack's mails never name production", () => {
    const dev = { mailSettings: { from: 'website@dev.rufbereit.de', to: 'vertrieb@rufbereit.de' }, siteUrl: 'https://dev.rufbereit.de' };
    const { visitor, sales } = introCallMails(booking, dev, now);
    const cancellation = introCallCancellationMail({ ...booking, cancelledBy: 'staff' }, dev, now);
    for (const mail of [visitor, sales, cancellation]) {
      const calendar = mail.attachments?.[0]?.content ?? '';
      expect(calendar.replace(/\r\n /g, '')).toContain(`UID:${booking.id}@dev.rufbereit.de`);
      expect(JSON.stringify(mail)).not.toContain(new URL(siteSettings.siteUrl).hostname);
    }
    expect(visitor.text).toContain('https://dev.rufbereit.de/kennenlerngespraech/absagen?');
    expect(cancellation.text).toContain('https://dev.rufbereit.de/kontakt');
  });

  it('sends each cancellation once: a retry after a failed visitor mail sends only that one', async () => {
    const { deps, sent, cancelled, stored } = fakes(booking);
    await sendIntroCallMails(deps, booking.slot);
    cancelled.set(booking.id, { ...booking, ...stored, slot: `cancelled#${booking.id}`, bookedSlot: booking.slot, cancelledBy: 'staff' });
    const send = deps.sendRaw;
    const refusing = { ...deps, sendRaw: async (raw: string) => (/^To: erika@example\.de/m.test(raw) ? Promise.reject(new Error('Throttling')) : send(raw)) };
    await expect(sendIntroCallCancellation(refusing, booking.id)).rejects.toThrow('Throttling');
    expect(sent.slice(2).map((raw) => /^To: (.*)$/m.exec(raw)?.[1])).toEqual(['vertrieb@rufbereit.de']);
    expect(await sendIntroCallCancellation(deps, booking.id)).toBe('sent');
    expect(sent.slice(2).map((raw) => /^To: (.*)$/m.exec(raw)?.[1])).toEqual(['vertrieb@rufbereit.de', 'erika@example.de']);
    expect(cancelled.has(booking.id)).toBe(false);
  });

  it('after an erasure withdraws only sales\' entry, naming nobody', async () => {
    const { deps, sent, cancelled } = fakes(undefined);
    cancelled.set(booking.id, {
      slot: `cancelled#${booking.id}`,
      id: booking.id,
      bookedSlot: booking.slot,
      cancelledBy: 'erasure',
      cancelledAt: now.toISOString(),
      expiresAt: 0,
      salesMail: { status: 'sent', at: now.toISOString(), messageId: 'm-0' },
    });
    expect(await sendIntroCallCancellation(deps, booking.id)).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('To: vertrieb@rufbereit.de');
    const decoded = Buffer.from(sent[0] ?? '').toString();
    for (const personal of ['Erika', 'erika@example.de', '7654321']) expect(decoded).not.toContain(personal);
    expect(icsOf(sent[0] ?? '')).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'SEQUENCE:1', `UID:${booking.id}@127.0.0.1`]));
  });

  it('tells sales nothing of a booking it was never invited to', async () => {
    const { deps, sent, cancelled } = fakes(undefined);
    cancelled.set(booking.id, { ...booking, slot: `cancelled#${booking.id}`, bookedSlot: booking.slot, cancelledBy: 'visitor' });
    expect(await sendIntroCallCancellation(deps, booking.id)).toBe('sent');
    expect(sent.map((raw) => /^To: (.*)$/m.exec(raw)?.[1])).toEqual(['erika@example.de']);
  });
});
