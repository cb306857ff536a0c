import '../testing/quiet-logs';
import { describe, expect, it } from 'vitest';
import { introCallMessages } from '@rufbereit/shared';
import { bookIntroCall, bookingRefusals, type AddressClaim, type IntroCallBooking, type IntroCallSlotRepository } from './book-intro-call';
import type { BusMessage } from './ports';

/** The repository's contract in memory: one booking per slot, one claim per address. */
function memoryRepository(): IntroCallSlotRepository & { items: Map<string, IntroCallBooking>; claims: Map<string, AddressClaim> } {
  const items = new Map<string, IntroCallBooking>();
  const claims = new Map<string, AddressClaim>();
  return {
    items,
    claims,
    createIfFree: async (booking) => (items.has(booking.slot) ? false : (items.set(booking.slot, booking), true)),
    get: async (slot) => items.get(slot),
    takenAmong: async (slots) => new Set(slots.filter((slot) => items.has(slot))),
    cancel: async (slot, token) => {
      const booking = items.get(slot);
      if (booking?.cancelToken !== token) return undefined;
      items.delete(slot);
      return booking;
    },
    release: async (slot, id) => void (items.get(slot)?.id === id && items.delete(slot)),
    claimAddress: async (claim, nowSeconds, stale) => {
      const held = claims.get(claim.addressKey);
      if (held && held.holdsUntil >= nowSeconds && held.bookingId !== stale) return false;
      claims.set(claim.addressKey, claim);
      return true;
    },
    addressClaim: async (key) => claims.get(key),
    releaseAddress: async (key, id) => void (claims.get(key)?.bookingId === id && claims.delete(key)),
    markLinkResent: async (slot, at, notBefore) => {
      const booking = items.get(slot);
      if (!booking || (booking.linkResentAt ?? '') >= notBefore) return false;
      booking.linkResentAt = at;
      return true;
    },
    keepCancelled: async () => undefined,
  };
}

const now = () => new Date('2026-11-20T09:00:00Z');
const input = { slot: '2026-11-23T08:15:00Z', name: 'Erika Musterfrau', email: 'erika@example.de', phone: '+49 30 7654321' };

describe('bookIntroCall', () => {
  it('stores the slot in its canonical form, announces it, and keeps the booking when the bus is down', async () => {
    const repository = memoryRepository();
    const published: BusMessage[] = [];
    let busUp = false;
    const publisher = {
      publish: async (message: BusMessage) => {
        if (!busUp) throw new Error('bus down');
        published.push(message);
      },
    };
    const first = await bookIntroCall({ repository, publisher, now }, { ...input, idempotencyKey: 'key-1' });
    expect(first).toMatchObject({ status: 'booked', booking: { slot: '2026-11-23T08:15:00.000Z', name: 'Erika Musterfrau' } });
    expect(published).toEqual([]);

    // The visitor's retry (same key) gets the same booking and the announcement goes out now.
    busUp = true;
    const retry = await bookIntroCall({ repository, publisher, now }, { ...input, idempotencyKey: 'key-1' });
    expect(retry.status === 'booked' && first.status === 'booked' && retry.booking.id === first.booking.id).toBe(true);
    expect(published).toEqual([{ detailType: 'IntroCallBooked', detail: { slot: '2026-11-23T08:15:00.000Z' } }]);

    // Anyone else gets "taken"; a slot off the grid is refused before anything is stored.
    await expect(bookIntroCall({ repository, publisher, now }, { ...input, idempotencyKey: 'key-2' })).rejects.toEqual(bookingRefusals.taken());
    await expect(bookIntroCall({ repository, now }, { ...input, slot: '2026-11-23T08:20:00Z', idempotencyKey: 'key-3' })).rejects.toEqual(bookingRefusals.notOffered());
    expect(repository.items.size).toBe(1);
  });

  it('keeps one open booking per address: a second is refused without naming the first slot, its link mailed again, at most every 10 minutes', async () => {
    const repository = memoryRepository();
    const published: BusMessage[] = [];
    const publisher = { publish: async (message: BusMessage) => void published.push(message) };
    const first = await bookIntroCall({ repository, publisher, now }, { ...input, idempotencyKey: 'a' });
    expect(first.status).toBe('booked');
    const mailed = repository.items.get('2026-11-23T08:15:00.000Z');
    if (mailed) mailed.mail = { status: 'done', at: now().toISOString(), messageIds: [] };

    const second = bookIntroCall({ repository, publisher, now }, { ...input, slot: '2026-11-23T09:00:00Z', email: 'ERIKA@example.de', idempotencyKey: 'b' });
    await expect(second).rejects.toMatchObject({ reason: 'conflict', message: introCallMessages.alreadyBooked, fields: { email: introCallMessages.alreadyBooked } });
    expect(repository.items.has('2026-11-23T09:00:00.000Z')).toBe(false);
    const third = bookIntroCall({ repository, publisher, now }, { ...input, slot: '2026-11-23T09:15:00Z', idempotencyKey: 'c' });
    await expect(third).rejects.toMatchObject({ reason: 'conflict', message: introCallMessages.alreadyBooked });
    expect(published.map((m) => m.detailType)).toEqual(['IntroCallBooked', 'IntroCallLinkRequested']);
  });
});
