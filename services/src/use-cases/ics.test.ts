import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { buildIcs } from './ics';

const event = {
  uid: 'b-1@rufbereit.de',
  start: '2026-11-23T08:15:00.000Z',
  end: '2026-11-23T08:30:00.000Z',
  summary: 'Kennenlerngespräch mit Rufbereit (15 Minuten)',
  description: 'Wir rufen Sie unter +49 30 1234567 an.\nAbsagen: https://www.rufbereit.de/kennenlerngespraech/absagen?termin=2026-11-23T08%3A15%3A00.000Z&code=abcdefghijklmnopqrstuvwxyz0123456789',
  organizer: { name: 'Rufbereit', email: 'website@rufbereit.de' },
  attendee: { name: 'Müller, Erika; "Dr."', email: 'erika@example.de' },
  stamp: new Date('2026-11-20T09:00:00.123Z'),
};

/** Unfolds continuation lines (RFC 5545 §3.1). */
const unfold = (ics: string): string[] => ics.replace(/\r\n /g, '').split('\r\n');

describe('buildIcs', () => {
  it('is an invitation with UTC times, organiser and attendee, in CRLF lines of at most 75 octets', () => {
    const ics = buildIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const lines = unfold(ics);
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'METHOD:REQUEST',
        'UID:b-1@rufbereit.de',
        'DTSTAMP:20261120T090000Z',
        'DTSTART:20261123T081500Z',
        'DTEND:20261123T083000Z',
        'SUMMARY:Kennenlerngespräch mit Rufbereit (15 Minuten)',
        'ORGANIZER;CN="Rufbereit":mailto:website@rufbereit.de',
        'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN="Müller, Erika; Dr.":MAILTO:erika@example.de',
        'STATUS:CONFIRMED',
        'END:VCALENDAR',
      ]),
    );
    // Escaped text: newline as \n, comma and semicolon with a backslash; the long line was folded.
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBe(
      'DESCRIPTION:Wir rufen Sie unter +49 30 1234567 an.\\nAbsagen: https://www.rufbereit.de/kennenlerngespraech/absagen?termin=2026-11-23T08%3A15%3A00.000Z&code=abcdefghijklmnopqrstuvwxyz0123456789',
    );
    expect(ics.split('\r\n').length).toBeGreaterThan(lines.length);
  });

  it('folds multi-byte characters without splitting them', () => {
    const ics = buildIcs({ ...event, summary: 'ä'.repeat(100) });
    for (const line of ics.split('\r\n')) expect(line).not.toContain('\uFFFD');
    expect(unfold(ics)).toContain(`SUMMARY:${'ä'.repeat(100)}`);
  });

  it('marks a cancellation', () => {
    const lines = unfold(buildIcs({ ...event, method: 'CANCEL' }));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
  });

  it('keeps hostile text inside its own line: CR/LF, NUL, separators and quotes add no property', () => {
    const hostile = 'Eve\r\nATTENDEE:mailto:x@evil.test\nURL:https://evil.test\r\u0000\u2028X;Y,"Z"';
    const ics = buildIcs({ ...event, summary: hostile, description: hostile, attendee: { name: hostile, email: 'erika@example.de\r\nURL:https://evil.test' } });
    const lines = unfold(ics);
    expect(ics.split('\r\n').every((line) => !/\p{Cc}/u.test(line))).toBe(true);
    expect(lines.filter((l) => l.startsWith('ATTENDEE'))).toHaveLength(1);
    expect(lines.some((l) => l.startsWith('URL'))).toBe(false);
    expect(lines.find((l) => l.startsWith('ATTENDEE'))).toBe(
      'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN="Eve  ATTENDEE:mailto:x@evil.test URL:https://evil.test   X;Y,Z":MAILTO:erika@example.deURL:https://evil.test',
    );
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toBe('SUMMARY:Eve\\nATTENDEE:mailto:x@evil.test\\nURL:https://evil.test\\n\\nX\\;Y\\,"Z"');
  });

  it('carries the sequence (a cancellation outranks the invitation)', () => {
    expect(unfold(buildIcs(event))).toContain('SEQUENCE:0');
    expect(unfold(buildIcs({ ...event, method: 'CANCEL', sequence: 1 }))).toContain('SEQUENCE:1');
  });

  it('parses with ical.js as the same event (an independent reader of RFC 5545)', () => {
    const invitation = new ICAL.Component(ICAL.parse(buildIcs(event)));
    expect(invitation.getFirstPropertyValue('method')).toBe('REQUEST');
    const vevent = new ICAL.Event(invitation.getFirstSubcomponent('vevent') ?? undefined);
    expect(vevent.uid).toBe('b-1@rufbereit.de');
    expect(vevent.sequence).toBe(0);
    expect(vevent.startDate.toJSDate().toISOString()).toBe(event.start);
    expect(vevent.endDate.toJSDate().toISOString()).toBe(event.end);
    expect(vevent.description).toBe(event.description);
    expect(vevent.organizer).toBe('mailto:website@rufbereit.de');
    const attendee = vevent.attendees[0];
    expect(attendee?.getParameter('cn')).toBe('Müller, Erika; Dr.');
    expect(String(attendee?.getFirstValue()).toLowerCase()).toBe('mailto:erika@example.de');

    const cancellation = new ICAL.Component(ICAL.parse(buildIcs({ ...event, method: 'CANCEL', sequence: 1 })));
    expect(cancellation.getFirstPropertyValue('method')).toBe('CANCEL');
    const cancelled = new ICAL.Event(cancellation.getFirstSubcomponent('vevent') ?? undefined);
    expect(cancelled.uid).toBe(vevent.uid);
    expect(cancelled.sequence).toBeGreaterThan(vevent.sequence);
    expect(cancellation.getFirstSubcomponent('vevent')?.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
