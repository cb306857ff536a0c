import { describe, expect, it } from 'vitest';
import { berlinInstant, introCallBookingSchema, introCallSlotEnd, introCallSlotStarts, isOfferedIntroCallSlot } from './intro-call';

const berlinClock = (iso: string): string =>
  new Date(iso).toLocaleString('de-DE', { timeZone: 'Europe/Berlin', weekday: 'short', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });

describe('intro call slots', () => {
  it('offers the ten working days after today, 32 slots of 15 minutes from 09:00 to 16:45 Berlin time', () => {
    // Friday 2026-11-20, 10:00 in Berlin (CET, UTC+1).
    const slots = introCallSlotStarts(new Date('2026-11-20T09:00:00Z'));
    expect(slots).toHaveLength(10 * 32);
    expect(slots[0]).toBe('2026-11-23T08:00:00.000Z'); // Monday 09:00 CET
    expect(berlinClock(slots[0]!)).toBe('Mo., 23.11., 09:00');
    expect(berlinClock(slots[31]!)).toBe('Mo., 23.11., 16:45');
    expect(berlinClock(slots.at(-1)!)).toBe('Fr., 04.12., 16:45');
    // No weekend, no Friday the 20th itself.
    expect(slots.some((slot) => /^(Sa|So)/.test(berlinClock(slot)))).toBe(false);
    expect(slots.some((slot) => slot.startsWith('2026-11-20'))).toBe(false);
    expect(new Set(slots).size).toBe(slots.length);
  });

  it('follows summer time: 09:00 in Berlin is 07:00 UTC in June', () => {
    expect(berlinInstant(2026, 6, 15, 9, 0).toISOString()).toBe('2026-06-15T07:00:00.000Z');
    expect(berlinInstant(2026, 1, 15, 9, 0).toISOString()).toBe('2026-01-15T08:00:00.000Z');
    // Across the change to summer time (Sunday 2026-03-29): Friday in CET, Monday in CEST.
    const slots = introCallSlotStarts(new Date('2026-03-26T12:00:00Z'));
    expect(slots[0]).toBe('2026-03-27T08:00:00.000Z');
    expect(slots[32]).toBe('2026-03-30T07:00:00.000Z');
  });

  it('books only offered slots', () => {
    const now = new Date('2026-11-20T09:00:00Z');
    expect(isOfferedIntroCallSlot('2026-11-23T08:15:00.000Z', now)).toBe(true);
    expect(isOfferedIntroCallSlot('2026-11-23T08:10:00.000Z', now)).toBe(false); // not on the grid
    expect(isOfferedIntroCallSlot('2026-11-23T16:00:00.000Z', now)).toBe(false); // 17:00 Berlin
    expect(isOfferedIntroCallSlot('2026-11-20T13:00:00.000Z', now)).toBe(false); // today
    expect(introCallSlotEnd('2026-11-23T08:15:00.000Z')).toBe('2026-11-23T08:30:00.000Z');
  });
});

describe('introCallBookingSchema', () => {
  const valid = { slot: '2026-11-23T08:15:00.000Z', name: 'Max Mustermann', email: 'max@example.de', phone: '+49 30 1234567' };

  it('accepts a booking and trims it', () => {
    expect(introCallBookingSchema.parse({ ...valid, name: '  Max Mustermann ' }).name).toBe('Max Mustermann');
  });

  it('answers in German for every field', () => {
    const result = introCallBookingSchema.safeParse({ slot: 'morgen', name: 'M', email: 'max', phone: '12', contactId: 'x' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      slot: 'Dieser Termin ist nicht buchbar. Bitte wählen Sie einen der angebotenen Termine.',
      name: 'Name muss mindestens 2 Zeichen lang sein',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      phone: 'Bitte geben Sie eine gültige Telefonnummer ein',
      contactId: 'Ungültige Eingabe',
    });
  });
});

describe('intro call slots around public holidays', () => {
  it('skips Berlin public holidays like weekends', () => {
    // Thursday 24 December 2026: next days are 25th and 26th (holidays), the weekend, then 28th.
    const days = new Set(introCallSlotStarts(new Date('2026-12-24T08:00:00Z')).map((slot) => slot.slice(0, 10)));
    expect(days.has('2026-12-25')).toBe(false);
    expect(days.has('2026-12-28')).toBe(true);
    expect(days.has('2027-01-01')).toBe(false);
    expect(days.size).toBe(10);
  });
});
