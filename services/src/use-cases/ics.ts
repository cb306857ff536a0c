/**
 * An iCalendar (RFC 5545) invitation for one booked intro call: METHOD:REQUEST with the company as
 * organiser and the visitor as attendee (METHOD:CANCEL with the same UID and a higher SEQUENCE
 * withdraws it), times in UTC, text escaped and lines folded at 75 octets. Whatever a value holds,
 * it stays inside its own content line: line breaks in TEXT become `\n`, and parameter values and
 * addresses lose every control character (RFC 5545 §3.1: QSAFE-CHAR/SAFE-CHAR exclude CTLs).
 */
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

/** 2026-11-23T08:15:00.000Z → 20261123T081500Z */
const icsTime = (iso: string | Date): string => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Control characters (C0, DEL, C1) and the Unicode line/paragraph separators. */
const CONTROLS = /[\p{Cc}\u2028\u2029]/gu;

/** TEXT value escaping (§3.3.11): backslash, semicolon, comma; any line break as `\n`; other controls dropped. */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|[\r\n\u2028\u2029]/g, '\\n')
    .replace(CONTROLS, '');

/** A parameter value (§3.2): no controls, no quotes; quoted when it holds ":;,". */
export const paramValue = (value: string): string => {
  const clean = value.replace(CONTROLS, ' ').replace(/"/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
};

/** A mailto: address (CAL-ADDRESS): nothing that could end the line or the value. */
const calAddress = (email: string): string => `mailto:${email.replace(CONTROLS, '').replace(/[\s"]/g, '')}`;

/** Folds a content line into chunks of at most 75 octets (UTF-8), continuation lines start with a space. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const chunks: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = chunks.length === 0 ? 75 : 74;
    if (encoder.encode(current + char).length > limit) {
      chunks.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  chunks.push(current);
  return chunks.join('\r\n ');
}

export function buildIcs(event: IcsEvent): string {
  const method = event.method ?? 'REQUEST';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rufbereit//Kennenlerngespraech//DE',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:${calAddress(event.organizer.email)}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:${calAddress(event.attendee.email)}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
