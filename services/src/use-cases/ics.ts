/**
 * An iCalendar (RFC 5545) invitation for one booked intro call: METHOD:REQUEST with the company as
 * organiser and the visitor as attendee, times in UTC, text escaped and lines folded at 75 octets.
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
}

/** 2026-11-23T08:15:00.000Z → 20261123T081500Z */
const icsTime = (iso: string | Date): string => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** TEXT value escaping: backslash, semicolon, comma, newline. */
const escapeText = (text: string): string => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value with characters that need quoting (":;,") is quoted; quotes themselves are dropped. */
const paramValue = (value: string): string => {
  const clean = value.replace(/"/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
};

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
    `UID:${event.uid}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${event.attendee.email}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'SEQUENCE:0',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
