/**
 * Booking the 15-minute introductory call. Each slot is one item keyed by its start; a conditional
 * put ("only if nobody holds this slot") decides between two visitors choosing the same slot, so
 * exactly one gets it, without transactions or locks. A retry with the same idempotency key gets
 * the same booking back instead of "taken".
 */
import { randomUUID } from 'node:crypto';
import { introCallSlotStarts, isOfferedIntroCallSlot, type IntroCallBookingInput } from '@rufbereit/shared';

export interface IntroCallBooking {
  /** Partition key: the slot's start, ISO 8601 UTC. */
  slot: string;
  id: string;
  idempotencyKey: string;
  name: string;
  email: string;
  phone: string;
  contactId?: string;
  createdAt: string;
  /** Epoch seconds; the table's TTL removes the item 30 days after the call. */
  expiresAt: number;
}

export interface IntroCallSlotRepository {
  /** Stores the booking unless its slot is held; false when it is. */
  createIfFree(booking: IntroCallBooking): Promise<boolean>;
  get(slot: string): Promise<IntroCallBooking | undefined>;
  /** Which of these slots are held. */
  takenAmong(slots: readonly string[]): Promise<Set<string>>;
}

export interface IntroCallDeps {
  repository: IntroCallSlotRepository;
  now?: () => Date;
  newId?: () => string;
}

const KEEP_AFTER_CALL_SECONDS = 30 * 24 * 3600;

/** Free slots at this moment, in time order. */
export async function freeIntroCallSlots(deps: IntroCallDeps): Promise<string[]> {
  const offered = introCallSlotStarts((deps.now ?? (() => new Date()))());
  const taken = await deps.repository.takenAmong(offered);
  return offered.filter((slot) => !taken.has(slot));
}

export type BookingOutcome =
  | { status: 'booked'; booking: IntroCallBooking }
  | { status: 'notOffered' }
  | { status: 'taken' };

export async function bookIntroCall(deps: IntroCallDeps, input: IntroCallBookingInput, idempotencyKey: string | undefined): Promise<BookingOutcome> {
  const now = (deps.now ?? (() => new Date()))();
  // Parsed and formatted again, so '…T08:15:00Z' and '…T08:15:00.000Z' are the same slot.
  const slot = new Date(input.slot).toISOString();
  if (!isOfferedIntroCallSlot(slot, now)) return { status: 'notOffered' };

  const id = (deps.newId ?? randomUUID)();
  const booking: IntroCallBooking = {
    slot,
    id,
    idempotencyKey: idempotencyKey ?? id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    ...(input.contactId ? { contactId: input.contactId } : {}),
    createdAt: now.toISOString(),
    expiresAt: Math.floor(Date.parse(slot) / 1000) + KEEP_AFTER_CALL_SECONDS,
  };
  if (await deps.repository.createIfFree(booking)) return { status: 'booked', booking };

  const holder = await deps.repository.get(slot);
  if (holder && idempotencyKey !== undefined && holder.idempotencyKey === idempotencyKey) return { status: 'booked', booking: holder };
  return { status: 'taken' };
}
