/**
 * Mails of a booked intro call (event target of IntroCallBooked): sales' own invitation first, then
 * the confirmation with the .ics invitation and a cancel link to the visitor (each its own step), and
 * the booking noted on the contact request it belongs to (only when that request has the booking's
 * e-mail address). Sales' invitation never holds the visitor's cancel link: whoever clicked it would
 * cancel the customer's booking. Also the confirmation again (IntroCallLinkRequested); the calendar
 * cancellations are in intro-call-cancellation-mail.ts. Runs at least once per event: a booking
 * already mailed is skipped, a failure throws so the bus retries.
 */
import { INTRO_CALL_CANCEL_PATH, introCallMailTexts as t, introCallSlotEnd, introCallSlotLabel, siteRoutes, siteSettings } from '@rufbereit/shared';
import type { IntroCallBooking, KeptCancellation } from './book-intro-call';
import { escapeHtml } from './html';
import { buildIcs } from './ics';
import { runMailSteps, type MailStep, type MailStepDeps, type MailStepStore } from './intro-call-mail-steps';
import { buildRawMail, type RawMail } from './mime';
import { clockOf } from './ports';

export { MailStepBusyError, type IntroCallMailStepName } from './intro-call-mail-steps';

export interface IntroCallMailRepository extends MailStepStore {
  get(slot: string): Promise<IntroCallBooking | undefined>;
  markMailed(slot: string, messageIds: string[], at: string): Promise<void>;
  /** A cancelled booking kept until its cancellations went out; `bookedSlot` is the slot it held. */
  getCancelled(bookingId: string): Promise<KeptCancellation | undefined>;
  forgetCancelled(bookingId: string): Promise<void>;
}

/** The contact request a booking was linked to (its address matched): what sales' invitation names of it. */
export interface LinkedContact {
  company: string;
}

export interface IntroCallMailDeps extends MailStepDeps {
  repository: IntroCallMailRepository;
  /**
   * Notes the booking on the contact request when that request exists and has the booking's e-mail
   * address (a stranger cannot attach a booking to someone else's request); the request's company
   * when it did, undefined when it did not.
   */
  noteOnContact(contactId: string, booking: { slot: string; bookingId: string; email: string }): Promise<LinkedContact | undefined>;
  mailSettings: { from: string; to: string };
  siteUrl: string;
}

export const cancelUrl = (siteUrl: string, booking: Pick<IntroCallBooking, 'slot' | 'cancelToken'>): string =>
  `${siteUrl}${INTRO_CALL_CANCEL_PATH}?termin=${encodeURIComponent(booking.slot)}&code=${encodeURIComponent(booking.cancelToken)}`;

const pathOf = (id: string, fallback: string): string => siteRoutes.find((route) => route.id === id)?.path ?? fallback;
/** Where a visitor books again after staff cancelled (the contact page has the slot picker). */
export const contactPath = pathOf('contact', '/kontakt');
/** The staff calendar, linked from sales' invitation. */
export const staffCalendarUrl = (siteUrl: string): string => `${siteUrl}${pathOf('adminIntroCalls', '/admin/intro-calls')}`;

/** Sales as the attendee of its own calendar entries. */
export const salesAttendee = (mailSettings: { to: string }): { name: string; email: string } => ({ name: t.salesAttendeeName, email: mailSettings.to });

/**
 * The calendar event's UID: the same for the invitation and its cancellation. Its host is the stage's
 * site (SITE_URL), so a dev stack's invitations never carry production's name.
 */
export const eventUid = (bookingId: string, siteUrl: string): string => `${bookingId}@${new URL(siteUrl).hostname}`;

/**
 * The mails of a booking. `linked`: the contact request it was noted on (undefined when none was, or
 * its address did not match); sales' texts name the request only then.
 */
export function introCallMails(
  booking: IntroCallBooking,
  deps: Pick<IntroCallMailDeps, 'mailSettings' | 'siteUrl'>,
  now: Date,
  linked?: LinkedContact,
): { visitor: RawMail; sales: RawMail } {
  const when = introCallSlotLabel(booking.slot);
  const cancel = cancelUrl(deps.siteUrl, booking);
  const ics = buildIcs({
    uid: eventUid(booking.id, deps.siteUrl),
    sequence: 0,
    start: booking.slot,
    end: introCallSlotEnd(booking.slot),
    summary: t.eventSummary,
    description: t.eventDescription(booking.phone, cancel),
    organizer: { name: siteSettings.brandName, email: deps.mailSettings.from },
    attendee: { name: booking.name, email: booking.email },
    stamp: now,
  });
  const invitation = { filename: t.attachmentName, contentType: 'text/calendar; method=REQUEST; charset=UTF-8', content: ics };

  const visitorText = [
    t.greeting(booking.name),
    '',
    t.thanks(when, booking.phone),
    t.invitationAttached,
    '',
    `${t.notSuitable} ${t.cancelHere(cancel)}`,
    '',
    t.signature(siteSettings.brandName),
    `${siteSettings.phoneDisplay} · ${siteSettings.email}`,
  ].join('\n');
  const visitorHtml = [
    `<p>${t.greeting(escapeHtml(booking.name))}</p>`,
    `<p>${t.thanks(`<strong>${escapeHtml(when)}</strong>`, escapeHtml(booking.phone))}<br>${t.invitationAttached}</p>`,
    `<p>${t.notSuitable} <a href="${escapeHtml(cancel)}">${t.cancelLink}</a></p>`,
    `<p>${t.signature(escapeHtml(siteSettings.brandName))}<br>${escapeHtml(siteSettings.phoneDisplay)} · ${escapeHtml(siteSettings.email)}</p>`,
  ].join('\n');

  const calendar = staffCalendarUrl(deps.siteUrl);
  const salesLines = [
    t.sales.booked(when),
    '',
    t.sales.name(booking.name),
    ...(linked?.company ? [t.sales.company(linked.company)] : []),
    t.sales.email(booking.email),
    t.sales.phone(booking.phone),
    ...(booking.contactId && linked ? [t.sales.contactRequest(booking.contactId)] : [t.sales.withoutContactRequest]),
    t.sales.booking(booking.id),
    t.sales.staffCalendar(calendar),
  ];
  // Sales' own invitation: the same event (UID), sales as attendee, an internal description and no cancel link.
  const salesIcs = buildIcs({
    uid: eventUid(booking.id, deps.siteUrl),
    sequence: 0,
    start: booking.slot,
    end: introCallSlotEnd(booking.slot),
    summary: t.sales.eventSummary(booking.name),
    description: [
      t.sales.call(booking.name),
      ...(linked?.company ? [t.sales.company(linked.company)] : []),
      t.sales.phone(booking.phone),
      t.sales.email(booking.email),
      t.sales.cancelOrMove(calendar),
    ].join('\n'),
    organizer: { name: siteSettings.brandName, email: deps.mailSettings.from },
    attendee: salesAttendee(deps.mailSettings),
    stamp: now,
  });
  return {
    visitor: {
      from: deps.mailSettings.from,
      to: booking.email,
      replyTo: deps.mailSettings.to,
      subject: t.subject(when),
      text: visitorText,
      html: visitorHtml,
      attachments: [invitation],
    },
    sales: {
      from: deps.mailSettings.from,
      to: deps.mailSettings.to,
      replyTo: booking.email,
      subject: t.sales.subject(booking.name, when),
      text: salesLines.join('\n'),
      html: `<p>${salesLines.map(escapeHtml).filter(Boolean).join('<br>')}</p>`,
      attachments: [{ ...invitation, content: salesIcs }],
    },
  };
}

/**
 * The booking's two mails, sales first, each its own step (intro-call-mail-steps.ts): a visitor's
 * mail that fails (an unverified address in SES's sandbox, a bounce) never keeps sales from hearing
 * of the booking. Throws while a step is unsent, so the bus retries.
 */
export async function sendIntroCallMails(deps: IntroCallMailDeps, slot: string): Promise<'sent' | 'alreadySent' | 'notBooked'> {
  const booking = await deps.repository.get(slot);
  // Cancelled before the mail went out: nothing to confirm.
  if (!booking) return 'notBooked';
  if (booking.mail?.status === 'done') return 'alreadySent';
  const now = clockOf(deps);
  const linked = booking.contactId ? await deps.noteOnContact(booking.contactId, { slot: booking.slot, bookingId: booking.id, email: booking.email }) : undefined;
  const mails = introCallMails(booking, deps, now, linked);
  const steps: MailStep[] = [
    { step: 'salesMail', mail: mails.sales, ref: { kind: 'intro_call', slot, step: 'salesMail' } },
    { step: 'visitorMail', mail: mails.visitor, ref: { kind: 'intro_call', slot, step: 'visitorMail' } },
  ];
  const outcome = await runMailSteps(deps, { key: slot, item: booking, steps, reread: () => deps.repository.get(slot) });
  if (outcome === 'gone') return 'notBooked';
  await deps.repository.markMailed(slot, outcome.messageIds, now.toISOString());
  return outcome.sentNow ? 'sent' : 'alreadySent';
}

/** The confirmation with its cancel link once more, to the visitor only (the booking use case limits how often). */
export async function resendIntroCallLink(deps: IntroCallMailDeps, slot: string): Promise<'sent' | 'notBooked'> {
  const booking = await deps.repository.get(slot);
  if (!booking) return 'notBooked';
  const now = clockOf(deps);
  await deps.sendRaw(buildRawMail(introCallMails(booking, deps, now).visitor));
  return 'sent';
}
