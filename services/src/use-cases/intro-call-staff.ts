/**
 * Intro calls as staff handle them: the bookings and blocks of a date range, a cancellation by staff
 * (the visitor gets the calendar cancellation, like after the mail's own link) and blocked slots.
 * A block is an item under the slot's own key, written with the booking's condition, so when a
 * visitor books a slot while staff block it, exactly one of the two writes is stored; a booked slot
 * is never blocked (staff cancel the booking first).
 */
import {
  INTRO_CALL_MINUTES,
  apiMessages,
  auditDetails,
  introCallAdminMessages,
  introCallSlotLabel,
  introCallSlotLabels,
  introCallGridSlots,
  introCallRange,
  isBlockableIntroCallSlot,
  type IntroCallAdminBooking,
  type IntroCallBlockInput,
  type IntroCallBlockResult,
  type IntroCallCalendarBody,
  type IntroCallFreeResult,
  type IntroCallRangeQuery,
  type IntroCallSlotBlock,
} from '@rufbereit/shared';
import { finishCancellation, type IntroCallBooking, type IntroCallSlotRepository } from './book-intro-call';
import { clockOf, type EventPublisher } from './ports';
import { Refusal } from './refusal';

/** A staff block as stored: the slot's key, who blocked it and when; removed by TTL a day after the slot. */
export interface SlotBlockItem extends IntroCallSlotBlock {
  expiresAt: number;
}

export type SlotHolder = { kind: 'booking'; booking: IntroCallBooking } | { kind: 'block'; block: SlotBlockItem };

/** A staff block carries `blockedAt`; no booking ever does. */
export const isBlockItem = (item: Record<string, unknown>): boolean => typeof item.blockedAt === 'string';

export interface IntroCallStaffRepository extends Pick<IntroCallSlotRepository, 'releaseAddress' | 'keepCancelled'> {
  /** Bookings and blocks under these slot keys (read by key). */
  holdersAmong(slots: readonly string[]): Promise<SlotHolder[]>;
  slotHolder(slot: string): Promise<SlotHolder | undefined>;
  /** Deletes the booking of `slot` only while it is booking `bookingId`; the deleted booking, or undefined. */
  cancelBooking(slot: string, bookingId: string): Promise<IntroCallBooking | undefined>;
  /** Stores the block unless the slot holds a booking or a block; false when it does. */
  blockIfFree(block: SlotBlockItem): Promise<boolean>;
  /** Removes the slot's block (never a booking); false when there was none. */
  freeBlock(slot: string): Promise<boolean>;
}

export interface IntroCallStaffDeps {
  repository: IntroCallStaffRepository;
  /** E-mail address of each contact request id that exists (a booking links only to a request of its own address). */
  contactEmails(ids: readonly string[]): Promise<Map<string, string>>;
  publisher?: EventPublisher;
  now?: () => Date;
}

/** A slot staff may not block (past, weekend, holiday, off the grid): the field message names it. */
const notBlockable = (slot: string): Refusal =>
  new Refusal('invalidInput', apiMessages.invalidInput, { slots: introCallAdminMessages.notBlockable(introCallSlotLabel(slot)) });

/** Some slots hold a booking (left alone) while the free ones were blocked: the answer lists both. */
function partlyBlocked(result: IntroCallBlockResult): Refusal {
  const message = introCallAdminMessages.bookedNotBlocked(introCallSlotLabels(result.booked));
  return new Refusal('partial', message, { slots: message }, { body: { ...result } });
}

const BLOCK_KEPT_AFTER_SLOT_SECONDS = 24 * 3600;
const canonical = (slot: string): string => new Date(slot).toISOString();

export async function listIntroCalls(deps: Pick<IntroCallStaffDeps, 'repository' | 'contactEmails' | 'now'>, query: IntroCallRangeQuery): Promise<IntroCallCalendarBody> {
  const now = clockOf(deps);
  const range = introCallRange(query, now);
  const holders = await deps.repository.holdersAmong(introCallGridSlots(range.from, range.to));
  const bookings = holders.flatMap((holder) => (holder.kind === 'booking' ? [holder.booking] : []));
  const blocks = holders.flatMap((holder) => (holder.kind === 'block' ? [holder.block] : []));
  const requestIds = [...new Set(bookings.flatMap((booking) => (booking.contactId ? [booking.contactId] : [])))];
  const emails = requestIds.length > 0 ? await deps.contactEmails(requestIds) : new Map<string, string>();
  const linked = (booking: IntroCallBooking): string | undefined =>
    booking.contactId && emails.get(booking.contactId)?.toLowerCase() === booking.email.toLowerCase() ? booking.contactId : undefined;
  return {
    ...range,
    bookings: bookings
      .map((booking): IntroCallAdminBooking => {
        const requestId = linked(booking);
        return {
          slot: booking.slot,
          id: booking.id,
          name: booking.name,
          email: booking.email,
          phone: booking.phone,
          createdAt: booking.createdAt,
          ...(requestId ? { requestId } : {}),
          mailed: booking.mail?.status === 'done',
          ...(booking.visitorMail?.outcome ? { mailOutcome: booking.visitorMail.outcome } : {}),
          ...(booking.attribution ? { attribution: booking.attribution } : {}),
        };
      })
      .sort((a, b) => a.slot.localeCompare(b.slot)),
    blocks: blocks
      .map(({ slot, blockedAt, blockedBy, reason }): IntroCallSlotBlock => ({ slot, blockedAt, blockedBy, ...(reason ? { reason } : {}) }))
      .sort((a, b) => a.slot.localeCompare(b.slot)),
  };
}

/** Cancels the booking staff saw at `slot`; the visitor gets the calendar cancellation. */
export async function cancelIntroCallAsStaff(
  deps: Pick<IntroCallStaffDeps, 'repository' | 'publisher' | 'now'>,
  { slot, bookingId }: { slot: string; bookingId: string },
): Promise<'cancelled'> {
  const booking = await deps.repository.cancelBooking(canonical(slot), bookingId);
  if (!booking) throw new Refusal('notFound', introCallAdminMessages.bookingNotFound);
  await finishCancellation(deps, { booking, cancelledBy: 'staff' });
  return 'cancelled';
}

export interface BlockSlotsDeps extends Pick<IntroCallStaffDeps, 'repository' | 'now'> {
  /** Writes the staff audit entry (target, detail) of the slots blocked; a partial block is recorded too. */
  audit?: (target: string, detail: string) => Promise<void>;
}

/**
 * Blocks each slot that is free (one conditional write per slot); a blocked one stays blocked, a
 * booked one is left alone and reported by a refusal `partial` carrying the result. Refuses
 * (`invalidInput`) before writing anything when a slot may not be blocked.
 * `blockedBy`: the staff member, as staff read it.
 */
export async function blockIntroCallSlots(
  deps: BlockSlotsDeps,
  { blockedBy, ...input }: IntroCallBlockInput & { blockedBy: string },
): Promise<IntroCallBlockResult> {
  const now = clockOf(deps);
  const slots = [...new Set(input.slots.map(canonical))].sort();
  const refused = slots.find((slot) => !isBlockableIntroCallSlot(slot, now));
  if (refused) throw notBlockable(refused);
  const result: IntroCallBlockResult = { blocked: [], booked: [] };
  const outcomes = await Promise.all(
    slots.map(async (slot) => {
      const block: SlotBlockItem = {
        slot,
        blockedAt: now.toISOString(),
        blockedBy,
        ...(input.reason ? { reason: input.reason } : {}),
        expiresAt: Math.floor(Date.parse(slot) / 1000) + INTRO_CALL_MINUTES * 60 + BLOCK_KEPT_AFTER_SLOT_SECONDS,
      };
      // A holder that vanished between the failed write and the read (a cancellation) leaves the slot free: try again.
      for (let attempt = 0; attempt < 3; attempt++) {
        if (await deps.repository.blockIfFree(block)) return { slot, outcome: 'blocked' as const };
        const holder = await deps.repository.slotHolder(slot);
        if (holder) return { slot, outcome: holder.kind === 'block' ? ('blocked' as const) : ('booked' as const) };
      }
      throw new Error(`The slot ${slot} kept changing while it was blocked`);
    }),
  );
  for (const { slot, outcome } of outcomes) result[outcome].push(slot);
  // The slots by their times (no person in them).
  if (result.blocked.length > 0) await deps.audit?.(result.blocked.join(', '), auditDetails.slotsBlocked(result.blocked.length, result.booked.length));
  if (result.booked.length > 0) throw partlyBlocked(result);
  return result;
}

/** Offers blocked slots again; a booking in one of them is never touched. */
export async function freeIntroCallSlots(deps: Pick<IntroCallStaffDeps, 'repository'>, slots: readonly string[]): Promise<IntroCallFreeResult> {
  const unique = [...new Set(slots.map(canonical))].sort();
  const freed = await Promise.all(unique.map(async (slot) => ((await deps.repository.freeBlock(slot)) ? [slot] : [])));
  return { freed: freed.flat() };
}
