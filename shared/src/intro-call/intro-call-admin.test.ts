import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  berlinDate,
  introCallBlockSchema,
  introCallGridSlots,
  introCallRange,
  introCallRangeQuerySchema,
  isBlockableIntroCallSlot,
} from './intro-call-admin';

describe('the staff view of the intro-call grid', () => {
  it('covers the weekdays of a range, 32 slots each, in Berlin time across the clock change', () => {
    // Friday 2026-10-23 to Tuesday 2026-10-27: summer time ends on Sunday 25 October.
    const slots = introCallGridSlots('2026-10-23', '2026-10-27');
    expect(slots).toHaveLength(3 * 32);
    expect(slots[0]).toBe('2026-10-23T07:00:00.000Z');
    expect(slots[32]).toBe('2026-10-26T08:00:00.000Z');
    expect(slots.at(-1)).toBe('2026-10-27T15:45:00.000Z');
  });

  it('lets staff block future working-day slots on the grid only', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(isBlockableIntroCallSlot('2026-11-26T08:00:00.000Z', now)).toBe(true);
    expect(isBlockableIntroCallSlot('2026-11-25T08:00:00.000Z', now)).toBe(false); // begun
    expect(isBlockableIntroCallSlot('2026-11-26T08:05:00.000Z', now)).toBe(false); // off the grid
    expect(isBlockableIntroCallSlot('2026-11-26T16:00:00.000Z', now)).toBe(false); // 17:00 Berlin
    expect(isBlockableIntroCallSlot('2026-11-28T08:00:00.000Z', now)).toBe(false); // Saturday
    expect(isBlockableIntroCallSlot('2026-12-25T08:00:00.000Z', now)).toBe(false); // Christmas
    expect(isBlockableIntroCallSlot('2028-11-27T08:00:00.000Z', now)).toBe(false); // beyond a year
  });

  it('reads a range of Berlin days, by default today and the next 13', () => {
    // 23:30 UTC is already the next day in Berlin.
    const now = new Date('2026-11-25T23:30:00Z');
    expect(berlinDate(now)).toBe('2026-11-26');
    expect(introCallRange({}, now)).toEqual({ from: '2026-11-26', to: '2026-12-09' });
    expect(z.safeParse(introCallRangeQuerySchema, { from: '2026-11-01', to: '2026-12-12' }).success).toBe(true);
    for (const bad of [{ from: '2026-11-01', to: '2026-12-13' }, { from: '2026-11-02', to: '2026-11-01' }, { from: '2026-02-29', to: '2026-03-01' }, { to: '2026-03-01' }]) {
      expect(z.safeParse(introCallRangeQuerySchema, bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('takes a one-line reason only', () => {
    const slots = ['2026-11-26T08:00:00.000Z'];
    expect(z.parse(introCallBlockSchema, { slots, reason: '  Urlaub  ' })).toEqual({ slots, reason: 'Urlaub' });
    expect(z.safeParse(introCallBlockSchema, { slots, reason: 'Urlaub\nBcc: a@b.de' }).success).toBe(false);
  });
});
