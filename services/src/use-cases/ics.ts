/**
 * An iCalendar (RFC 5545) invitation for one booked intro call, written by `ical-generator`:
 * METHOD:REQUEST with the company as organiser and the visitor as attendee (METHOD:CANCEL with the
 * same UID and a higher SEQUENCE withdraws it, RFC 5546 §3.2.5), times in UTC, CRLF lines folded at
 * 75 octets. The library escapes TEXT and parameter values; what it lets through is cleaned here
 * first, so whatever a value holds stays inside its own content line: control characters (NUL, DEL,
 * C1) and the Unicode line separators go, and an address loses anything that could end the value.
 */
import icalGenerator, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface IcsEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  method?: 'REQUEST' | 'CANCEL';
  /** Revision of the event (RFC 5545 §3.8.7.4): the cancellation carries a higher one than the invitation. */
  sequence?: number;
}

/** Control characters (C0, DEL, C1) and the Unicode line/paragraph separators. */
const CONTROLS = /[\p{Cc}\u2028\u2029]/gu;

/** TEXT before the library escapes it: every line break one `\n`, other controls dropped. */
const cleanText = (text: string): string => text.replace(/\r\n|[\r\n\u2028\u2029]/g, '\n').replace(/[^\P{Cc}\n]|[\u2028\u2029]/gu, '');

/** A parameter value (CN): no controls, no quotes (the library quotes the value). */
const cleanParam = (value: string): string => value.replace(CONTROLS, ' ').replace(/"/g, '');

/** A mailto: address: nothing that could end the line or the value. */
const cleanAddress = (email: string): string => email.replace(CONTROLS, '').replace(/[\s"]/g, '');

export function buildIcs(event: IcsEvent): string {
  const cancel = event.method === 'CANCEL';
  const calendar = icalGenerator({
    prodId: '//Rufbereit//Kennenlerngespraech//DE',
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    scale: 'gregorian',
  });
  calendar.createEvent({
    id: cleanText(event.uid),
    sequence: event.sequence ?? 0,
    stamp: event.stamp,
    start: new Date(event.start),
    end: new Date(event.end),
    summary: cleanText(event.summary),
    description: cleanText(event.description),
    organizer: { name: cleanParam(event.organizer.name), email: cleanAddress(event.organizer.email) },
    attendees: [
      {
        name: cleanParam(event.attendee.name),
        email: cleanAddress(event.attendee.email),
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
      },
    ],
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // The library ends the last line without CRLF; RFC 5545 §3.1 ends every content line with one.
  return `${calendar.toString()}\r\n`;
}
