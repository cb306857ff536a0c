/**
 * Booking the 15-minute introductory call. Each slot is one item keyed by its start; a conditional
 * put ("only if nobody holds this slot") decides between two visitors choosing the same slot, so
 * exactly one gets it, without transactions or locks. A retry with the same idempotency key gets
 * the same booking back instead of "taken".
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  apiMessages,
  eventDetailTypes,
  introCallMessages,
  introCallSlotEnd,
  introCallSlotStarts,
  isOfferedIntroCallSlot,
  mailboxOf,
  type IntroCallBookingInput,
  type MailOutcome,
  type VisitAttribution,
} from '@rufbereit/shared';
import { logger } from '../logger';
import { clockOf, type EventPublisher } from './ports';
import { Refusal } from './refusal';
import { recordIntroCallBooked, type RequestStatsStore } from './request-stats';
import { attributionOf, countRequest, type SiteAnalyticsStore, type VisitEntry } from './site-analytics';

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
  /** The sales copy, its own step (sent first: sales hears of every booking, even when the visitor's mail fails). */
  salesMail?: IntroCallMailStep;
  /** The confirmation to the visitor, its own step. */
  visitorMail?: IntroCallMailStep;
  /** On the kept copy of a cancelled booking: sales' calendar cancellation (sent first), then the visitor's. */
  salesCancelMail?: IntroCallMailStep;
  visitorCancelMail?: IntroCallMailStep;
  /** When the cancel link was last mailed again (a second booking attempt of the same address). */
  linkResentAt?: string;
  /** Set on the kept copy of a cancelled booking (key `cancelled#{id}`). */
  cancelledAt?: string;
  /** Who cancelled (the kept copy): the visitor through the mail's link, or staff in the back office. */
  cancelledBy?: 'visitor' | 'staff';
  /** The visit the booking came from (entry page, campaign), found by the server (issue 40 item 2). */
  attribution?: VisitAttribution;
}

/**
 * What is kept of a booking erased on the person's request (GDPR) until sales' calendar cancellation
 * went out (key `cancelled#{id}`): the slot and the state of sales' mails, nothing about the person.
 */
export interface ErasedBookingNotice {
  slot: string;
  id: string;
  bookedSlot: string;
  cancelledBy: 'erasure';
  cancelledAt: string;
  expiresAt: number;
  salesMail?: IntroCallMailStep;
  salesCancelMail?: IntroCallMailStep;
}

/** A cancelled booking under its own key, waiting for its calendar cancellations. */
export type KeptCancellation = (IntroCallBooking & { bookedSlot: string }) | ErasedBookingNotice;

/**
 * One mail of a booking: `sending` while a worker holds it (so two deliveries of the event never both
 * send), `sent` with SES's message id once it went out (a retry skips it). The message id links SES's
 * delivery events back to the booking.
 */
export interface IntroCallMailStep {
  status: 'sending' | 'sent';
  at: string;
  messageId?: string;
  /** What SES reported about the mail (its event destination). */
  outcome?: MailOutcome;
  outcomeAt?: string;
  outcomeDetail?: string;
}

/**
 * The claim an e-mail address holds on its one open booking (item key `address#{sha256 of the
 * lower-case address}` in the slots table: the address itself is not in the key). Written after the
 * booking's slot, so a claim always points to a booking that was stored; a claim whose booking is
 * gone (cancelled, or a crash between the two deletes) is stale and may be taken over.
 */
export interface AddressClaim {
  addressKey: string;
  bookingSlot: string;
  bookingId: string;
  /** Epoch seconds: the claim ends when the call is over. */
  holdsUntil: number;
}

export interface IntroCallSlotRepository {
  /** Stores the booking unless its slot is held; false when it is. */
  createIfFree(booking: IntroCallBooking): Promise<boolean>;
  get(slot: string): Promise<IntroCallBooking | undefined>;
  /** Which of these slots are held. */
  takenAmong(slots: readonly string[]): Promise<Set<string>>;
  /** Frees the slot if the token matches its booking; the freed booking, or undefined. */
  cancel(slot: string, cancelToken: string): Promise<IntroCallBooking | undefined>;
  /** Frees a slot this request stored itself (only while it still holds booking `id`). */
  release(slot: string, id: string): Promise<void>;
  /**
   * Puts the claim unless the address holds a live one: free, expired (`holdsUntil` < `nowSeconds`),
   * or held by `staleBookingId`. False when another claim holds it.
   */
  claimAddress(claim: AddressClaim, nowSeconds: number, staleBookingId?: string): Promise<boolean>;
  addressClaim(addressKey: string): Promise<AddressClaim | undefined>;
  /** Removes the claim while it still belongs to `bookingId`. */
  releaseAddress(addressKey: string, bookingId: string): Promise<void>;
  /** Notes that the cancel link was mailed again at `at`; false when it was already after `notBefore`. */
  markLinkResent(slot: string, at: string, notBefore: string): Promise<boolean>;
  /** Keeps a cancelled booking until its cancellation mail went out (the mail target deletes it). */
  keepCancelled(booking: IntroCallBooking): Promise<void>;
}

export interface IntroCallDeps {
  repository: IntroCallSlotRepository;
  /** Announces a new booking (IntroCallBooked) for the mail target. */
  publisher?: EventPublisher;
  now?: () => Date;
  newId?: () => string;
  /** The dashboard's aggregates: each new booking is counted once. */
  stats?: RequestStatsStore;
  /** The measurement's aggregates: a new booking counts as a request of its visit's campaign. */
  analytics?: Pick<SiteAnalyticsStore, 'add'>;
}

const KEEP_AFTER_CALL_SECONDS = 30 * 24 * 3600;

/** Free slots at this moment, in time order. */
export async function freeIntroCallSlots(deps: IntroCallDeps): Promise<string[]> {
  const offered = introCallSlotStarts(clockOf(deps));
  const taken = await deps.repository.takenAmong(offered);
  return offered.filter((slot) => !taken.has(slot));
}

export type BookingOutcome = { status: 'booked'; booking: IntroCallBooking };

/** The "no"s of a booking (and of its decoy, http/spam-decoy.ts, which must answer alike). */
export const bookingRefusals = {
  /** Not a slot this service offers now (past, weekend, holiday, off the grid, too far ahead). */
  notOffered: (): Refusal => new Refusal('invalidInput', apiMessages.invalidInput, { slot: introCallMessages.slotUnavailable }),
  /** Someone else holds the slot. */
  taken: (): Refusal => new Refusal('conflict', introCallMessages.slotTaken, { slot: introCallMessages.slotTaken }),
  /**
   * The address holds an open booking (its cancel link was mailed again, at most every 10 minutes).
   * Without the booking's date: the answer goes to whoever typed the address, the mailbox's owner gets it by mail.
   */
  alreadyBooked: (): Refusal => new Refusal('conflict', introCallMessages.alreadyBooked, { email: introCallMessages.alreadyBooked }),
};

/** A second attempt mails the cancel link again at most this often, so nobody floods an address with it. */
export const LINK_RESEND_INTERVAL_MS = 10 * 60_000;
export const KEEP_CANCELLED_SECONDS = 7 * 24 * 3600;

/**
 * The key of an address's claim: a hash of its mailbox (`name+1@…` and `name+2@…` are one; shared
 * mailboxOf), so the address itself is not a key in the table.
 */
export const addressKeyOf = (email: string): string => `address#${createHash('sha256').update(mailboxOf(email)).digest('hex')}`;
/** The key under which a cancelled booking waits for its cancellation mail. */
export const cancelledKeyOf = (bookingId: string): string => `cancelled#${bookingId}`;

/**
 * The booking is stored either way; a bus that is down only delays nothing but the mail, so the
 * visitor still gets the booking and the failure is logged (and alarmed on in AWS) for staff.
 */
async function announce(deps: { publisher?: EventPublisher }, detailType: string, detail: Record<string, string>): Promise<void> {
  if (!deps.publisher) return;
  try {
    await deps.publisher.publish({ detailType, detail });
  } catch (error) {
    logger.error(`${detailType} could not be published; its mail is not sent`, { detail, error });
  }
}

export type CancelOutcome = 'cancelled';

/**
 * Frees a slot through the link of the confirmation mail. The booking is kept under its own key
 * until the mail target has sent the calendar cancellation (METHOD:CANCEL), then deleted there.
 */
export async function cancelIntroCall(
  deps: Pick<IntroCallDeps, 'repository' | 'publisher' | 'now'>,
  { slot, cancelToken }: { slot: string; cancelToken: string },
): Promise<CancelOutcome> {
  const booking = await deps.repository.cancel(new Date(slot).toISOString(), cancelToken);
  if (!booking) throw new Refusal('notFound', introCallMessages.cancelNotFound);
  await finishCancellation(deps, { booking, cancelledBy: 'visitor' });
  return 'cancelled';
}

/**
 * After a booking's slot was freed (by the visitor's link or by staff): the address may book again,
 * and the booking waits under its own key for the calendar cancellation (IntroCallCancelled).
 */
export async function finishCancellation(
  deps: { repository: Pick<IntroCallSlotRepository, 'releaseAddress' | 'keepCancelled'>; publisher?: EventPublisher; now?: () => Date },
  { booking, cancelledBy }: { booking: IntroCallBooking; cancelledBy: 'visitor' | 'staff' },
): Promise<void> {
  const now = clockOf(deps);
  await deps.repository.releaseAddress(addressKeyOf(booking.email), booking.id);
  await deps.repository.keepCancelled({ ...booking, cancelledAt: now.toISOString(), cancelledBy, expiresAt: Math.floor(now.getTime() / 1000) + KEEP_CANCELLED_SECONDS });
  await announceCancellation(deps, booking.id);
}

/** IntroCallCancelled: the mail target sends the calendar cancellations of the kept booking. */
export const announceCancellation = (deps: { publisher?: EventPublisher }, bookingId: string): Promise<void> =>
  announce(deps, eventDetailTypes.introCallCancelled, { bookingId });

/**
 * Claims the booking's address; when it holds another open booking, the answer names that one.
 * A claim whose booking is gone is taken over (conditionally, so only one request does).
 */
async function claimAddress(deps: IntroCallDeps, booking: IntroCallBooking, nowSeconds: number): Promise<IntroCallBooking | 'claimed'> {
  const claim: AddressClaim = {
    addressKey: addressKeyOf(booking.email),
    bookingSlot: booking.slot,
    bookingId: booking.id,
    holdsUntil: Math.floor(Date.parse(introCallSlotEnd(booking.slot)) / 1000),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    const held = await deps.repository.addressClaim(claim.addressKey);
    const holder = held ? await deps.repository.get(held.bookingSlot) : undefined;
    const live = held !== undefined && held.holdsUntil >= nowSeconds && holder?.id === held.bookingId;
    if (live && holder) return holder;
    if (await deps.repository.claimAddress(claim, nowSeconds, held?.bookingId)) return 'claimed';
  }
  throw new Error('The address claim of an intro call kept changing');
}

/** Mails the open booking's cancel link again, unless that happened within the last interval or its confirmation is still on its way. */
async function resendLink(deps: IntroCallDeps, holder: IntroCallBooking, now: Date): Promise<void> {
  if (!holder.mail) return;
  const notBefore = new Date(now.getTime() - LINK_RESEND_INTERVAL_MS).toISOString();
  if (await deps.repository.markLinkResent(holder.slot, now.toISOString(), notBefore)) {
    await announce(deps, eventDetailTypes.introCallLinkRequested, { slot: holder.slot });
  }
}

/**
 * `idempotencyKey`: the request's Idempotency-Key header; a retry with it answers the first booking.
 * `visit`: the viewer's visit of today as the server found it (never from the body).
 */
export async function bookIntroCall(
  deps: IntroCallDeps,
  { idempotencyKey, visit, ...input }: IntroCallBookingInput & { idempotencyKey?: string; visit?: VisitEntry },
): Promise<BookingOutcome> {
  const now = clockOf(deps);
  // Parsed and formatted again, so '…T08:15:00Z' and '…T08:15:00.000Z' are the same slot.
  const slot = new Date(input.slot).toISOString();
  if (!isOfferedIntroCallSlot(slot, now)) throw bookingRefusals.notOffered();

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
    ...(visit ? { attribution: attributionOf(visit) } : {}),
  };
  if (await deps.repository.createIfFree(booking)) {
    // The slot first, then the address: without transactions this order leaves no claim pointing
    // to a booking that was never stored. One open booking per address.
    const claimed = await claimAddress(deps, booking, Math.floor(now.getTime() / 1000)).catch(async (error: unknown) => {
      await deps.repository.release(slot, id);
      throw error;
    });
    if (claimed !== 'claimed') {
      await deps.repository.release(slot, id);
      if (idempotencyKey !== undefined && claimed.idempotencyKey === idempotencyKey) return { status: 'booked', booking: claimed };
      await resendLink(deps, claimed, now);
      throw bookingRefusals.alreadyBooked();
    }
    // Counted here only: a retry with the same key returns the stored booking below without counting.
    await recordIntroCallBooked(deps, now);
    if (deps.analytics) await countRequest({ store: deps.analytics }, { visit, form: 'introCall', at: now });
    await announce(deps, eventDetailTypes.introCallBooked, { slot });
    return { status: 'booked', booking };
  }

  const holder = await deps.repository.get(slot);
  if (holder && idempotencyKey !== undefined && holder.idempotencyKey === idempotencyKey) {
    // A retry heals a lost announcement, as the forms do: the mail target sends each mail once.
    if (!holder.mail) await announce(deps, eventDetailTypes.introCallBooked, { slot });
    return { status: 'booked', booking: holder };
  }
  throw bookingRefusals.taken();
}
