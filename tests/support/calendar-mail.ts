/**
 * The calendar invitations and cancellations in the SES stand-in's mail, read with ical.js (an
 * independent RFC 5545 reader), so the tests see what a calendar program would.
 */
import ICAL from 'ical.js';
import { siteSettings } from '@rufbereit/shared';
import type { LocalEnvironment } from '../../infra/local/environment';
import { sentMails, type SentMail } from './local-environment';

export interface CalendarEntry {
  /** The mail's subject, to say which mail an entry came from. */
  subject: string;
  method: string;
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  description: string;
  /** `mailto:` addresses, lower case. */
  attendees: string[];
  /** The .ics as sent (folded). */
  raw: string;
}

/** The mail's .ics attachment as a calendar entry, or undefined when it has none. */
export function calendarOf(mail: SentMail): CalendarEntry | undefined {
  const attachment = mail.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  if (!attachment) return undefined;
  const raw = Buffer.from(attachment.content, 'base64').toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(raw));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) return undefined;
  const event = new ICAL.Event(vevent);
  return {
    subject: mail.subject,
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    summary: event.summary,
    description: event.description,
    attendees: event.attendees.map((a) => String(a.getFirstValue()).toLowerCase()),
    raw,
  };
}

/** The calendar entries of one booking mailed to `to` (sales' inbox unless named), in the order sent. */
export async function calendarMailsOf(local: LocalEnvironment, bookingId: string, to: string = siteSettings.salesInbox): Promise<CalendarEntry[]> {
  return (await sentMails(local))
    .filter((mail) => mail.destination.to.includes(to))
    .map(calendarOf)
    .filter((entry): entry is CalendarEntry => entry?.uid.startsWith(`${bookingId}@`) === true);
}
