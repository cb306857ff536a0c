import { describe, expect, it } from 'vitest';
import { mailTags, type SesEventDetail } from '@rufbereit/shared';
import { contactRecord } from '../testing/fixtures';
import { InMemoryRequestRepository } from '../testing/in-memory-repository';
import type { IntroCallBooking } from './book-intro-call';
import { MailNotRecordedYetError, recordMailOutcome, type MailOutcomeDeps } from './record-mail-outcome';

const tagsOf = (tags: Array<{ Name: string; Value: string }>): Record<string, string[]> => Object.fromEntries(tags.map((t) => [t.Name, [t.Value]]));
const event = (eventType: SesEventDetail['eventType'], messageId: string, tags: Record<string, string[]>, extra: Partial<SesEventDetail> = {}): SesEventDetail => ({
  eventType,
  mail: { messageId, tags },
  ...extra,
});

const slot = '2026-11-23T08:15:00.000Z';
async function setup(booking?: Partial<IntroCallBooking>) {
  const requests = new InMemoryRequestRepository();
  const record = contactRecord();
  await requests.createIfAbsent({ ...record, mail: { status: 'done', attempts: 1, messageId: 'm-req' } });
  const stored: IntroCallBooking = { slot, id: 'b1', idempotencyKey: 'k', name: 'n', email: 'e@x.de', phone: '1', createdAt: '', expiresAt: 0, cancelToken: 't', contactId: record.id, ...booking };
  const noted: unknown[] = [];
  const deps: MailOutcomeDeps = {
    now: () => new Date('2026-11-20T10:00:00Z'),
    requests,
    bookings: {
      get: async () => stored,
      recordMailOutcome: async (_slot, step, _messageId, fields) => {
        stored[step] = { ...(stored[step] ?? { status: 'sent', at: '' }), ...fields };
      },
      noteOutcomeOnContact: async (...args) => void noted.push(args),
    },
  };
  return { deps, requests, ref: { kind: record.kind, id: record.id }, stored, noted };
}

describe('recordMailOutcome', () => {
  it("records a request's delivery, and a later complaint over it, never a delivery over a complaint", async () => {
    const { deps, requests, ref } = await setup();
    const tags = tagsOf(mailTags({ kind: 'contact', id: ref.id, step: 'mail' }));
    expect(await recordMailOutcome(deps, event('Delivery', 'm-req', tags))).toEqual({ status: 'recorded', outcome: 'delivered' });
    expect(await recordMailOutcome(deps, event('Complaint', 'm-req', tags, { complaint: { complaintFeedbackType: 'abuse' } }))).toEqual({ status: 'recorded', outcome: 'complained' });
    expect(await recordMailOutcome(deps, event('Delivery', 'm-req', tags))).toEqual({ status: 'ignored' });
    expect((await requests.get(ref))?.mail).toMatchObject({ outcome: 'complained', outcomeDetail: 'abuse', outcomeAt: '2026-11-20T10:00:00.000Z' });
  });

  it('ignores events of another send, of mails not ours, and of records gone', async () => {
    const { deps, ref } = await setup();
    expect(await recordMailOutcome(deps, event('Bounce', 'm-older', tagsOf(mailTags({ kind: 'contact', id: ref.id, step: 'mail' }))))).toEqual({ status: 'ignored' });
    expect(await recordMailOutcome(deps, event('Bounce', 'm-req', {}))).toEqual({ status: 'ignored' });
    expect(await recordMailOutcome(deps, event('Bounce', 'm-req', tagsOf(mailTags({ kind: 'contact', id: 'gone', step: 'mail' }))))).toEqual({ status: 'ignored' });
  });

  it("records a booking confirmation's bounce on the booking and notes it on its contact request", async () => {
    const { deps, stored, noted } = await setup({ visitorMail: { status: 'sent', at: '', messageId: 'm-visitor' } });
    const tags = tagsOf(mailTags({ kind: 'intro_call', slot, step: 'visitorMail' }));
    const result = await recordMailOutcome(deps, event('Bounce', 'm-visitor', tags, { bounce: { bounceType: 'Permanent', bounceSubType: 'General', timestamp: '2026-11-20T09:59:00Z' } }));
    expect(result).toEqual({ status: 'recorded', outcome: 'bounced' });
    expect(stored.visitorMail).toMatchObject({ outcome: 'bounced', outcomeDetail: 'Permanent/General', outcomeAt: '2026-11-20T09:59:00Z' });
    expect(noted).toEqual([[stored.contactId, 'b1', { outcome: 'bounced', outcomeDetail: 'Permanent/General', outcomeAt: '2026-11-20T09:59:00Z' }]]);
  });

  it('asks for a retry when the event comes before the send recorded its message id', async () => {
    const { deps } = await setup({ salesMail: { status: 'sending', at: '' } });
    await expect(recordMailOutcome(deps, event('Delivery', 'm-sales', tagsOf(mailTags({ kind: 'intro_call', slot, step: 'salesMail' }))))).rejects.toThrow(MailNotRecordedYetError);
  });
});
