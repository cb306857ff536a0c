/**
 * The calendar cancellations of an intro call that ended (event target of IntroCallCancelled): sales
 * first, then the visitor, each METHOD:CANCEL with the invitation's UID and a higher SEQUENCE, each
 * its own step on the kept copy of the booking (`cancelled#{id}`), which is deleted once both went
 * out. However the booking ended — the visitor's link, staff in the calendar, a GDPR erasure — sales'
 * calendar loses the entry; after an erasure the person is not written to (nothing of them is left).
 */
import { introCallCancellationMailTexts as t, introCallMailTexts, introCallSlotEnd, introCallSlotLabel, siteSettings } from '@rufbereit/shared';
import type { IntroCallBooking, KeptCancellation } from './book-intro-call';
import { escapeHtml } from './html';
import { buildIcs } from './ics';
import { contactPath, eventUid, salesAttendee, staffCalendarUrl, type IntroCallMailDeps } from './intro-call-mail';
import { runMailSteps, type MailStep } from './intro-call-mail-steps';
import type { RawMail } from './mime';
import { clockOf } from './ports';

/** The cancellation outranks the invitation (SEQUENCE 0): calendars replace the entry with it. */
const CANCEL_SEQUENCE = 1;

type Settings = Pick<IntroCallMailDeps, 'mailSettings' | 'siteUrl'>;

const cancelIcs = (bookingId: string, slot: string, summary: string, description: string, attendee: { name: string; email: string }, deps: Settings, now: Date): string =>
  buildIcs({
    uid: eventUid(bookingId, deps.siteUrl),
    sequence: CANCEL_SEQUENCE,
    method: 'CANCEL',
    start: slot,
    end: introCallSlotEnd(slot),
    summary,
    description,
    organizer: { name: siteSettings.brandName, email: deps.mailSettings.from },
    attendee,
    stamp: now,
  });

const attachment = (content: string) => ({ filename: t.attachmentName, contentType: 'text/calendar; method=CANCEL; charset=UTF-8', content });

/**
 * The calendar cancellation to the visitor: METHOD:CANCEL, same UID, a higher SEQUENCE. When staff
 * cancelled, the mail says so and offers a new booking.
 */
export function introCallCancellationMail(booking: IntroCallBooking, deps: Settings, now: Date): RawMail {
  const when = introCallSlotLabel(booking.slot);
  const ics = cancelIcs(
    booking.id,
    booking.slot,
    t.eventSummary,
    t.eventDescription,
    { name: booking.name, email: booking.email },
    deps,
    now,
  );
  const lines = [
    introCallMailTexts.greeting(booking.name),
    '',
    booking.cancelledBy === 'staff' ? t.cancelledByStaff(when) : t.cancelledByVisitor(when),
    ...(booking.cancelledBy === 'staff' ? ['', t.bookAgain(`${deps.siteUrl}${contactPath}`)] : []),
    '',
    introCallMailTexts.signature(siteSettings.brandName),
    `${siteSettings.phoneDisplay} · ${siteSettings.email}`,
  ];
  return {
    from: deps.mailSettings.from,
    to: booking.email,
    replyTo: deps.mailSettings.to,
    subject: t.subject(when),
    text: lines.join('\n'),
    html: `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
    attachments: [attachment(ics)],
  };
}

/** Why the call will not happen, as sales reads it. */
const REASONS: Record<KeptCancellation['cancelledBy'] & string, string> = t.sales.reasons;

/**
 * Sales' calendar cancellation: its own invitation withdrawn (same UID, higher SEQUENCE). After an
 * erasure it names no person (the kept copy holds none).
 */
export function introCallSalesCancellationMail(kept: KeptCancellation, deps: Settings, now: Date): RawMail {
  const when = introCallSlotLabel(kept.bookedSlot);
  const person = kept.cancelledBy === 'erasure' ? undefined : kept.name;
  const reason = REASONS[kept.cancelledBy ?? 'visitor'];
  const ics = cancelIcs(kept.id, kept.bookedSlot, t.sales.eventSummary(t.sales.title(person)), reason, salesAttendee(deps.mailSettings), deps, now);
  const sales = introCallMailTexts.sales;
  const lines = [t.sales.cancelled(when), '', ...(person ? [sales.name(person)] : []), reason, sales.booking(kept.id), sales.staffCalendar(staffCalendarUrl(deps.siteUrl))];
  return {
    from: deps.mailSettings.from,
    to: deps.mailSettings.to,
    subject: t.sales.subject(when, person),
    text: lines.join('\n'),
    html: `<p>${lines.map(escapeHtml).filter(Boolean).join('<br>')}</p>`,
    attachments: [attachment(ics)],
  };
}

/**
 * Sends the calendar cancellations of a kept booking, sales first, then deletes the kept copy (a retry
 * after that finds nothing to send). Sales hears only of a booking it was invited to (its mail was
 * claimed at least); the visitor is not written to after an erasure.
 */
export async function sendIntroCallCancellation(deps: IntroCallMailDeps, bookingId: string): Promise<'sent' | 'alreadySent'> {
  const kept = await deps.repository.getCancelled(bookingId);
  if (!kept) return 'alreadySent';
  const now = clockOf(deps);
  const key = kept.slot;
  const steps: MailStep[] = [
    ...(kept.salesMail ? [{ step: 'salesCancelMail' as const, mail: introCallSalesCancellationMail(kept, deps, now) }] : []),
    ...(kept.cancelledBy === 'erasure' ? [] : [{ step: 'visitorCancelMail' as const, mail: introCallCancellationMail({ ...kept, slot: kept.bookedSlot }, deps, now) }]),
  ];
  const outcome = await runMailSteps(deps, { key, item: kept, steps, reread: () => deps.repository.getCancelled(bookingId) });
  if (outcome === 'gone') return 'alreadySent';
  await deps.repository.forgetCancelled(bookingId);
  return outcome.sentNow ? 'sent' : 'alreadySent';
}
