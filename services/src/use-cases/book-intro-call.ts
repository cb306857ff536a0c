/**
 * Booking the 15-minute introductory call. Each slot is one item keyed by its start; a conditional
 * put ("only if nobody holds this slot") decides between two visitors choosing the same slot, so
 * exactly one gets it, without transactions or locks. A retry with the same idempotency key gets
 * the same booking back instead of "taken".
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eventDetailTypes, introCallSlotStarts, isOfferedIntroCallSlot, type IntroCallBookingInput } from '@rufbereit/shared';
import { logger } from '../logger';
import type { EventPublisher } from './ports';

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
  /** Secret of the cancel link in the confirmation mail. */
  cancelToken: string;
  /** Set by the mail target once confirmation and sales copy went out. */
  mail?: { status: 'done'; at: string; messageIds: string[] };
}

export interface IntroCallSlotRepository {
  /** Stores the booking unless its slot is held; false when it is. */
  createIfFree(booking: IntroCallBooking): Promise<boolean>;
  get(slot: string): Promise<IntroCallBooking | undefined>;
  /** Which of these slots are held. */
  takenAmong(slots: readonly string[]): Promise<Set<string>>;
  /** Frees the slot if the token matches its booking; false otherwise. */
  cancel(slot: string, cancelToken: string): Promise<boolean>;
}

export interface IntroCallDeps {
  repository: IntroCallSlotRepository;
  /** Announces a new booking (IntroCallBooked) for the mail target. */
  publisher?: EventPublisher;
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

/**
 * The booking is stored either way; a bus that is down only delays nothing but the mail, so the
 * visitor still gets the booking and the failure is logged (and alarmed on in AWS) for staff.
 */
async function announce(deps: IntroCallDeps, slot: string): Promise<void> {
  if (!deps.publisher) return;
  try {
    await deps.publisher.publish({ detailType: eventDetailTypes.introCallBooked, detail: { slot } });
  } catch (error) {
    logger.error('IntroCallBooked could not be published; the confirmation mail is not sent', { slot, error });
  }
}

export type CancelOutcome = 'cancelled' | 'notFound';

/** Frees a slot through the link of the confirmation mail. */
export async function cancelIntroCall(deps: Pick<IntroCallDeps, 'repository'>, slot: string, cancelToken: string): Promise<CancelOutcome> {
  return (await deps.repository.cancel(new Date(slot).toISOString(), cancelToken)) ? 'cancelled' : 'notFound';
}

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
    cancelToken: randomBytes(24).toString('base64url'),
  };
  if (await deps.repository.createIfFree(booking)) {
    await announce(deps, slot);
    return { status: 'booked', booking };
  }

  const holder = await deps.repository.get(slot);
  if (holder && idempotencyKey !== undefined && holder.idempotencyKey === idempotencyKey) {
    // A retry heals a lost announcement, as the forms do: the mail target sends each mail once.
    if (!holder.mail) await announce(deps, slot);
    return { status: 'booked', booking: holder };
  }
  return { status: 'taken' };
}
