import '../testing/quiet-logs';
import { describe, expect, it } from 'vitest';
import { bookIntroCall, type IntroCallBooking, type IntroCallSlotRepository } from './book-intro-call';
import type { BusMessage } from './ports';

/** The repository's contract in memory: one booking per slot. */
function memoryRepository(): IntroCallSlotRepository & { items: Map<string, IntroCallBooking> } {
  const items = new Map<string, IntroCallBooking>();
  return {
    items,
    createIfFree: async (booking) => (items.has(booking.slot) ? false : (items.set(booking.slot, booking), true)),
    get: async (slot) => items.get(slot),
    takenAmong: async (slots) => new Set(slots.filter((slot) => items.has(slot))),
    cancel: async (slot, token) => items.get(slot)?.cancelToken === token && items.delete(slot),
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
    const first = await bookIntroCall({ repository, publisher, now }, input, 'key-1');
    expect(first).toMatchObject({ status: 'booked', booking: { slot: '2026-11-23T08:15:00.000Z', name: 'Erika Musterfrau' } });
    expect(published).toEqual([]);

    // The visitor's retry (same key) gets the same booking and the announcement goes out now.
    busUp = true;
    const retry = await bookIntroCall({ repository, publisher, now }, input, 'key-1');
    expect(retry.status === 'booked' && first.status === 'booked' && retry.booking.id === first.booking.id).toBe(true);
    expect(published).toEqual([{ detailType: 'IntroCallBooked', detail: { slot: '2026-11-23T08:15:00.000Z' } }]);

    // Anyone else gets "taken"; a slot off the grid is refused before anything is stored.
    expect(await bookIntroCall({ repository, publisher, now }, input, 'key-2')).toEqual({ status: 'taken' });
    expect(await bookIntroCall({ repository, now }, { ...input, slot: '2026-11-23T08:20:00Z' }, 'key-3')).toEqual({ status: 'notOffered' });
    expect(repository.items.size).toBe(1);
  });
});
