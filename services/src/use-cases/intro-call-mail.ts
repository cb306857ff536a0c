/**
 * Mails of a booked intro call (event target of IntroCallBooked): the confirmation with the .ics
 * invitation and a cancel link to the visitor, a copy to sales, and the booking noted on the
 * contact request it belongs to. Runs at least once per event: a booking already mailed is skipped,
 * a failure throws so the bus retries.
 */
import { INTRO_CALL_CANCEL_PATH, INTRO_CALL_MINUTES, introCallSlotEnd, introCallSlotLabel, siteSettings } from '@rufbereit/shared';
import type { IntroCallBooking } from './book-intro-call';
import { escapeHtml } from './html';
import { buildIcs } from './ics';
import { buildRawMail, type RawMail } from './mime';

export interface IntroCallMailRepository {
  get(slot: string): Promise<IntroCallBooking | undefined>;
  markMailed(slot: string, messageIds: string[], at: string): Promise<void>;
}

export interface IntroCallMailDeps {
  repository: IntroCallMailRepository;
  sendRaw(raw: string): Promise<{ messageId: string }>;
  /** Notes the booking on the contact request (no-op when that request does not exist). */
  noteOnContact(contactId: string, booking: { slot: string; bookingId: string }): Promise<void>;
  mailSettings: { from: string; to: string };
  siteUrl: string;
  now?: () => Date;
}

export const cancelUrl = (siteUrl: string, booking: Pick<IntroCallBooking, 'slot' | 'cancelToken'>): string =>
  `${siteUrl}${INTRO_CALL_CANCEL_PATH}?termin=${encodeURIComponent(booking.slot)}&code=${encodeURIComponent(booking.cancelToken)}`;

export function introCallMails(booking: IntroCallBooking, deps: Pick<IntroCallMailDeps, 'mailSettings' | 'siteUrl'>, now: Date): { visitor: RawMail; sales: RawMail } {
  const when = introCallSlotLabel(booking.slot);
  const cancel = cancelUrl(deps.siteUrl, booking);
  const ics = buildIcs({
    uid: `${booking.id}@${new URL(siteSettings.siteUrl).hostname}`,
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
    ...(booking.contactId ? [`Kontaktanfrage: ${booking.contactId}`] : ['Ohne Kontaktanfrage gebucht']),
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

export async function sendIntroCallMails(deps: IntroCallMailDeps, slot: string): Promise<'sent' | 'alreadySent' | 'notBooked'> {
  const booking = await deps.repository.get(slot);
  // Cancelled before the mail went out: nothing to confirm.
  if (!booking) return 'notBooked';
  if (booking.mail?.status === 'done') return 'alreadySent';
  const now = (deps.now ?? (() => new Date()))();
  const mails = introCallMails(booking, deps, now);
  const visitor = await deps.sendRaw(buildRawMail(mails.visitor));
  const sales = await deps.sendRaw(buildRawMail(mails.sales));
  if (booking.contactId) await deps.noteOnContact(booking.contactId, { slot: booking.slot, bookingId: booking.id });
  await deps.repository.markMailed(slot, [visitor.messageId, sales.messageId], now.toISOString());
  return 'sent';
}
