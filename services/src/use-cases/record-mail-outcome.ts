/**
 * Records what SES reported about a sent mail (target of SES's Delivery, Bounce, Complaint and Reject
 * events through the configuration set's EventBridge destination) on the record the mail's tags name:
 * a request's notification mail, or one of a booking's two mails. The event must be about the mail
 * the record holds (same message id: an event of an older send is ignored), and a later event never
 * replaces a worse outcome (a Delivery after a Complaint keeps the complaint). A visitor's booking
 * confirmation that bounced is also noted on the contact request the booking belongs to, so the inbox
 * shows it beside the request.
 */
import { mailOutcomeRank, mailRefOf, outcomeOfSesEvent, type MailOutcome, type SesEventDetail } from '@rufbereit/shared';
import type { IntroCallBooking } from './book-intro-call';
import type { IntroCallMailStepName } from './intro-call-mail';
import { clockOf, type Clock, type RequestRepository } from './ports';

export interface MailOutcomeFields {
  outcome: MailOutcome;
  outcomeAt: string;
  outcomeDetail?: string;
}

export interface MailOutcomeDeps extends Clock {
  requests: Pick<RequestRepository, 'get' | 'updateDelivery'>;
  bookings: {
    get(slot: string): Promise<IntroCallBooking | undefined>;
    /** Sets the step's outcome if the step still holds this message id (nothing when the booking is gone). */
    recordMailOutcome(slot: string, step: IntroCallMailStepName, messageId: string, fields: MailOutcomeFields): Promise<void>;
    /** Notes the confirmation's outcome on the contact request, if that request still notes this booking. */
    noteOutcomeOnContact(contactId: string, bookingId: string, fields: MailOutcomeFields): Promise<void>;
  };
}

/** recorded: written on its record. ignored: not our mail, an older send, a record gone, or no worse than what is known. */
export type MailOutcomeResult = { status: 'recorded'; outcome: MailOutcome } | { status: 'ignored' };

/** The event arrived before the send's message id was recorded: the bus retries it a moment later. */
export class MailNotRecordedYetError extends Error {
  override name = 'MailNotRecordedYetError';
}

const worse = (next: MailOutcome, known: MailOutcome | undefined): boolean => known === undefined || mailOutcomeRank[next] >= mailOutcomeRank[known];

export async function recordMailOutcome(deps: MailOutcomeDeps, event: SesEventDetail): Promise<MailOutcomeResult> {
  const ref = mailRefOf(event.mail.tags);
  if (!ref) return { status: 'ignored' };
  const reported = outcomeOfSesEvent(event);
  const fields: MailOutcomeFields = {
    outcome: reported.outcome,
    outcomeAt: reported.at ?? clockOf(deps).toISOString(),
    ...(reported.detail ? { outcomeDetail: reported.detail } : {}),
  };
  const messageId = event.mail.messageId;

  if (ref.kind !== 'intro_call') {
    const record = await deps.requests.get({ kind: ref.kind, id: ref.id });
    if (record && record.mail.messageId === undefined && record.mail.status !== 'failed') throw new MailNotRecordedYetError(`${ref.kind} ${ref.id}: mail not recorded yet`);
    if (!record || record.mail.messageId !== messageId || !worse(fields.outcome, record.mail.outcome)) return { status: 'ignored' };
    await deps.requests.updateDelivery({ kind: ref.kind, id: ref.id }, 'mail', fields);
    return { status: 'recorded', outcome: fields.outcome };
  }

  const booking = await deps.bookings.get(ref.slot);
  const step = booking?.[ref.step];
  if (step?.status === 'sending') throw new MailNotRecordedYetError(`booking ${booking?.id ?? ''}: ${ref.step} not recorded yet`);
  if (!booking || step?.messageId !== messageId || !worse(fields.outcome, step.outcome)) return { status: 'ignored' };
  await deps.bookings.recordMailOutcome(ref.slot, ref.step, messageId, fields);
  if (ref.step === 'visitorMail' && booking.contactId) await deps.bookings.noteOutcomeOnContact(booking.contactId, booking.id, fields);
  return { status: 'recorded', outcome: fields.outcome };
}
