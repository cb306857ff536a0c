/**
 * Mails of a booked intro call (event target of IntroCallBooked): a copy to sales first, then the
 * confirmation with the .ics invitation and a cancel link to the visitor (each its own step), and the booking noted on the
 * contact request it belongs to (only when that request has the booking's e-mail address). Also the
 * confirmation again (IntroCallLinkRequested) and the calendar cancellation (IntroCallCancelled:
 * METHOD:CANCEL, same UID, higher SEQUENCE). Runs at least once per event: a booking already mailed
 * is skipped, a failure throws so the bus retries.
 */
import { INTRO_CALL_CANCEL_PATH, INTRO_CALL_MINUTES, MAIL_SEND_HOLD_SECONDS, type MailRef, introCallSlotEnd, introCallSlotLabel, siteRoutes, siteSettings } from '@rufbereit/shared';
import type { IntroCallBooking } from './book-intro-call';
import { escapeHtml } from './html';
import { buildIcs } from './ics';
import { buildRawMail, type RawMail } from './mime';
import { clockOf } from './ports';

export type IntroCallMailStepName = 'salesMail' | 'visitorMail';

export interface IntroCallMailRepository {
  get(slot: string): Promise<IntroCallBooking | undefined>;
  /**
   * Takes the right to send one mail of the booking: true when the booking exists, the mail is not
   * sent, and nobody holds a claim newer than `staleBefore` (a conditional write: of concurrent
   * callers exactly one gets true).
   */
  claimMailStep(slot: string, step: IntroCallMailStepName, at: string, staleBefore: string): Promise<boolean>;
  /** Records the mail as sent with its message id (nothing to do when the booking is gone). */
  markMailStepSent(slot: string, step: IntroCallMailStepName, messageId: string, at: string): Promise<void>;
  /** Gives a claim up after a failed send, so the next retry may send at once. */
  releaseMailStep(slot: string, step: IntroCallMailStepName): Promise<void>;
  markMailed(slot: string, messageIds: string[], at: string): Promise<void>;
  /** A cancelled booking kept until its cancellation went out; `bookedSlot` is the slot it held. */
  getCancelled(bookingId: string): Promise<(IntroCallBooking & { bookedSlot: string }) | undefined>;
  forgetCancelled(bookingId: string): Promise<void>;
}

export interface IntroCallMailDeps {
  repository: IntroCallMailRepository;
  /** Sends a MIME message; `ref` names the booking's mail in its tags (SES's events find it by them). */
  sendRaw(raw: string, ref?: MailRef): Promise<{ messageId: string }>;
  /**
   * Notes the booking on the contact request when that request exists and has the booking's e-mail
   * address (a stranger cannot attach a booking to someone else's request); true when it did.
   */
  noteOnContact(contactId: string, booking: { slot: string; bookingId: string; email: string }): Promise<boolean>;
  mailSettings: { from: string; to: string };
  siteUrl: string;
  now?: () => Date;
}

export const cancelUrl = (siteUrl: string, booking: Pick<IntroCallBooking, 'slot' | 'cancelToken'>): string =>
  `${siteUrl}${INTRO_CALL_CANCEL_PATH}?termin=${encodeURIComponent(booking.slot)}&code=${encodeURIComponent(booking.cancelToken)}`;

/** Where a visitor books again after staff cancelled (the contact page has the slot picker). */
const contactPath = siteRoutes.find((route) => route.id === 'contact')?.path ?? '/kontakt';

/**
 * The calendar event's UID: the same for the invitation and its cancellation. Its host is the stage's
 * site (SITE_URL), so a dev stack's invitations never carry production's name.
 */
export const eventUid = (bookingId: string, siteUrl: string): string => `${bookingId}@${new URL(siteUrl).hostname}`;

export function introCallMails(
  booking: IntroCallBooking,
  deps: Pick<IntroCallMailDeps, 'mailSettings' | 'siteUrl'>,
  now: Date,
  linkedContact = booking.contactId !== undefined,
): { visitor: RawMail; sales: RawMail } {
  const when = introCallSlotLabel(booking.slot);
  const cancel = cancelUrl(deps.siteUrl, booking);
  const ics = buildIcs({
    uid: eventUid(booking.id, deps.siteUrl),
    sequence: 0,
    start: booking.slot,
    end: introCallSlotEnd(booking.slot),
    summary: `Kennenlerngespräch mit ${siteSettings.brandName} (${INTRO_CALL_MINUTES} Minuten)`,
    description: `Wir rufen Sie unter ${booking.phone} an.\nAbsagen: ${cancel}`,
    organizer: { name: siteSettings.brandName, email: deps.mailSettings.from },
    attendee: { name: booking.name, email: booking.email },
    stamp: now,
  });
  const invitation = { filename: 'kennenlerngespraech.ics', contentType: 'text/calendar; method=REQUEST; charset=UTF-8', content: ics };

  const visitorText = [
    `Guten Tag ${booking.name},`,
    '',
    `vielen Dank für Ihre Buchung. Wir rufen Sie am ${when} unter ${booking.phone} an; das Gespräch dauert ${INTRO_CALL_MINUTES} Minuten.`,
    'Die Einladung für Ihren Kalender finden Sie im Anhang.',
    '',
    `Passt der Termin doch nicht? Hier können Sie ihn absagen: ${cancel}`,
    '',
    `Ihr Team von ${siteSettings.brandName}`,
    `${siteSettings.phoneDisplay} · ${siteSettings.email}`,
  ].join('\n');
  const visitorHtml = [
    `<p>Guten Tag ${escapeHtml(booking.name)},</p>`,
    `<p>vielen Dank für Ihre Buchung. Wir rufen Sie am <strong>${escapeHtml(when)}</strong> unter ${escapeHtml(booking.phone)} an; das Gespräch dauert ${INTRO_CALL_MINUTES} Minuten.<br>Die Einladung für Ihren Kalender finden Sie im Anhang.</p>`,
    `<p>Passt der Termin doch nicht? <a href="${escapeHtml(cancel)}">Termin absagen</a></p>`,
    `<p>Ihr Team von ${escapeHtml(siteSettings.brandName)}<br>${escapeHtml(siteSettings.phoneDisplay)} · ${escapeHtml(siteSettings.email)}</p>`,
  ].join('\n');

  const salesLines = [
    `Kennenlerngespräch gebucht: ${when} (${INTRO_CALL_MINUTES} Minuten)`,
    '',
    `Name: ${booking.name}`,
    `E-Mail: ${booking.email}`,
    `Telefon: ${booking.phone}`,
    ...(booking.contactId && linkedContact ? [`Kontaktanfrage: ${booking.contactId}`] : ['Ohne Kontaktanfrage gebucht']),
    `Buchung: ${booking.id}`,
  ];
  return {
    visitor: {
      from: deps.mailSettings.from,
      to: booking.email,
      replyTo: deps.mailSettings.to,
      subject: `Ihr Kennenlerngespräch mit ${siteSettings.brandName} am ${when}`,
      text: visitorText,
      html: visitorHtml,
      attachments: [invitation],
    },
    sales: {
      from: deps.mailSettings.from,
      to: deps.mailSettings.to,
      replyTo: booking.email,
      subject: `Kennenlerngespräch gebucht: ${booking.name}, ${when}`,
      text: salesLines.join('\n'),
      html: `<p>${salesLines.map(escapeHtml).filter(Boolean).join('<br>')}</p>`,
      attachments: [invitation],
    },
  };
}

/**
 * The calendar cancellation to the visitor: METHOD:CANCEL, same UID, SEQUENCE 1 (the invitation had 0).
 * When staff cancelled, the mail says so and offers a new booking.
 */
export function introCallCancellationMail(booking: IntroCallBooking, deps: Pick<IntroCallMailDeps, 'mailSettings' | 'siteUrl'>, now: Date): RawMail {
  const when = introCallSlotLabel(booking.slot);
  const ics = buildIcs({
    uid: eventUid(booking.id, deps.siteUrl),
    sequence: 1,
    method: 'CANCEL',
    start: booking.slot,
    end: introCallSlotEnd(booking.slot),
    summary: `Abgesagt: Kennenlerngespräch mit ${siteSettings.brandName} (${INTRO_CALL_MINUTES} Minuten)`,
    description: 'Der Termin wurde abgesagt.',
    organizer: { name: siteSettings.brandName, email: deps.mailSettings.from },
    attendee: { name: booking.name, email: booking.email },
    stamp: now,
  });
  const lines = [
    `Guten Tag ${booking.name},`,
    '',
    booking.cancelledBy === 'staff'
      ? `leider müssen wir Ihr Kennenlerngespräch am ${when} absagen. Mit dem Anhang verschwindet der Termin auch aus Ihrem Kalender.`
      : `Ihr Kennenlerngespräch am ${when} ist abgesagt. Mit dem Anhang verschwindet der Termin auch aus Ihrem Kalender.`,
    ...(booking.cancelledBy === 'staff' ? ['', `Einen neuen Termin können Sie jederzeit buchen: ${deps.siteUrl}${contactPath}`] : []),
    '',
    `Ihr Team von ${siteSettings.brandName}`,
    `${siteSettings.phoneDisplay} · ${siteSettings.email}`,
  ];
  return {
    from: deps.mailSettings.from,
    to: booking.email,
    replyTo: deps.mailSettings.to,
    subject: `Abgesagt: Ihr Kennenlerngespräch mit ${siteSettings.brandName} am ${when}`,
    text: lines.join('\n'),
    html: `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
    attachments: [{ filename: 'kennenlerngespraech-abgesagt.ics', contentType: 'text/calendar; method=CANCEL; charset=UTF-8', content: ics }],
  };
}

/** A claim older than this is taken as abandoned (its worker died between claim and record). */
const MAIL_STEP_CLAIM_MS = MAIL_SEND_HOLD_SECONDS * 1000;

/** Another worker holds the mail's claim right now: the bus retries the event later. */
export class MailStepBusyError extends Error {
  override name = 'MailStepBusyError';
}

/**
 * The booking's two mails, sales first, each its own step: claimed, sent, recorded with its message
 * id. A retry (the bus, a second delivery) skips a mail already sent, so nobody gets one twice, and a
 * visitor's mail that fails (an unverified address in SES's sandbox, a bounce) never keeps sales from
 * hearing of the booking. Throws while a step is unsent, so the bus retries.
 */
export async function sendIntroCallMails(deps: IntroCallMailDeps, slot: string): Promise<'sent' | 'alreadySent' | 'notBooked'> {
  const booking = await deps.repository.get(slot);
  // Cancelled before the mail went out: nothing to confirm.
  if (!booking) return 'notBooked';
  if (booking.mail?.status === 'done') return 'alreadySent';
  const now = clockOf(deps);
  const linked = booking.contactId ? await deps.noteOnContact(booking.contactId, { slot: booking.slot, bookingId: booking.id, email: booking.email }) : false;
  const mails = introCallMails(booking, deps, now, linked);
  const steps: Array<[IntroCallMailStepName, RawMail]> = [
    ['salesMail', mails.sales],
    ['visitorMail', mails.visitor],
  ];
  const messageIds: string[] = [];
  let sentNow = false;
  for (const [step, mail] of steps) {
    const done = booking[step];
    if (done?.status === 'sent' && done.messageId) {
      messageIds.push(done.messageId);
      continue;
    }
    const at = clockOf(deps);
    const staleBefore = new Date(at.getTime() - MAIL_STEP_CLAIM_MS).toISOString();
    if (!(await deps.repository.claimMailStep(slot, step, at.toISOString(), staleBefore))) {
      const current = await deps.repository.get(slot);
      if (!current) return 'notBooked';
      const other = current[step];
      if (other?.status === 'sent' && other.messageId) {
        messageIds.push(other.messageId);
        continue;
      }
      throw new MailStepBusyError(`The ${step} of booking ${booking.id} is being sent by another delivery`);
    }
    let messageId: string;
    try {
      ({ messageId } = await deps.sendRaw(buildRawMail(mail), { kind: 'intro_call', slot, step }));
    } catch (error) {
      await deps.repository.releaseMailStep(slot, step);
      throw error;
    }
    await deps.repository.markMailStepSent(slot, step, messageId, clockOf(deps).toISOString());
    messageIds.push(messageId);
    sentNow = true;
  }
  await deps.repository.markMailed(slot, messageIds, now.toISOString());
  return sentNow ? 'sent' : 'alreadySent';
}

/** The confirmation with its cancel link once more, to the visitor only (the booking use case limits how often). */
export async function resendIntroCallLink(deps: IntroCallMailDeps, slot: string): Promise<'sent' | 'notBooked'> {
  const booking = await deps.repository.get(slot);
  if (!booking) return 'notBooked';
  const now = clockOf(deps);
  await deps.sendRaw(buildRawMail(introCallMails(booking, deps, now).visitor));
  return 'sent';
}

/** Sends the calendar cancellation, then deletes the kept booking (a retry after that finds nothing to send). */
export async function sendIntroCallCancellation(deps: IntroCallMailDeps, bookingId: string): Promise<'sent' | 'alreadySent'> {
  const kept = await deps.repository.getCancelled(bookingId);
  if (!kept) return 'alreadySent';
  const now = clockOf(deps);
  await deps.sendRaw(buildRawMail(introCallCancellationMail({ ...kept, slot: kept.bookedSlot }, deps, now)));
  await deps.repository.forgetCancelled(bookingId);
  return 'sent';
}
