import * as z from 'zod/mini';
import { isPublicHoliday } from '../common/german-holidays';
import { berlinWallClock, introCallDaySlots, introCallSlotLabel } from './intro-call';
import { oneLineText } from '../common/text-rules';
import type { MailOutcome } from '../delivery/mail-outcome';
import type { VisitAttribution } from '../site-analytics/site-analytics';
import { INTRO_CALL_BLOCK_MAX_SLOTS } from '../common/limits';
import { introCallAdminMessages } from './intro-call-messages';

/**
 * Intro calls as staff see them (`/admin/intro-calls`): the bookings of a date range with the
 * visitor's details and the linked contact request, a staff cancellation (the visitor gets the
 * calendar cancellation), and blocked slots (holidays, sales absences). A block is an item under
 * the slot's own key, written with the same condition as a booking, so of a block and a booking of
 * one slot exactly one is stored.
 */

/** Longest date range one list call reads (the table keeps a booking 30 days after its call). */
export const INTRO_CALL_ADMIN_MAX_RANGE_DAYS = 42;
/** Days listed when the call names no range: today and the next 13 (the visitors' ten working days). */
export const INTRO_CALL_ADMIN_DEFAULT_RANGE_DAYS = 14;
/** How far ahead staff may block (a holiday planned early). */
export const INTRO_CALL_BLOCK_HORIZON_DAYS = 366;
export const INTRO_CALL_BLOCK_REASON_MAX_LENGTH = 80;

/** A calendar date as the API takes it: `YYYY-MM-DD` (a Berlin calendar day). */
const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, introCallAdminMessages.badDate),
  z.refine((value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, introCallAdminMessages.badDate),
);

/** GET /api/admin/intro-calls?from=…&to=… (both Berlin dates, inclusive; both or neither). */
export const introCallRangeQuerySchema = z
  .object({ from: z.optional(isoDate), to: z.optional(isoDate) })
  .check(
    z.refine(({ from, to }) => (from === undefined) === (to === undefined), { error: introCallAdminMessages.badRange, path: ['to'] }),
    z.refine(({ from, to }) => from === undefined || to === undefined || (from <= to && daysBetween(from, to) < INTRO_CALL_ADMIN_MAX_RANGE_DAYS), {
      error: introCallAdminMessages.badRange,
      path: ['to'],
    }),
  );
export type IntroCallRangeQuery = z.output<typeof introCallRangeQuerySchema>;

const slotField = z.iso.datetime({ error: introCallAdminMessages.badSlot });

/** POST /api/admin/intro-calls/cancel: the slot and the booking the staff member saw there. */
export const introCallStaffCancelSchema = z.object({
  slot: slotField,
  bookingId: z.uuid({ error: introCallAdminMessages.badBookingId }),
});
export type IntroCallStaffCancelInput = z.output<typeof introCallStaffCancelSchema>;

const slotList = z
  .array(slotField)
  .check(z.minLength(1, introCallAdminMessages.noSlots), z.maxLength(INTRO_CALL_BLOCK_MAX_SLOTS, introCallAdminMessages.tooManySlots));

/** POST /api/admin/intro-calls/blocks: slots to block, with an optional one-line reason. */
export const introCallBlockSchema = z.object({
  slots: slotList,
  reason: z.optional(oneLineText(INTRO_CALL_BLOCK_REASON_MAX_LENGTH)),
});
export type IntroCallBlockInput = z.output<typeof introCallBlockSchema>;

/** POST /api/admin/intro-calls/blocks/free: blocked slots to offer again (a booking is never touched). */
export const introCallFreeSchema = z.object({ slots: slotList });
export type IntroCallFreeInput = z.output<typeof introCallFreeSchema>;

/** A booking as the staff list shows it. */
export interface IntroCallAdminBooking {
  slot: string;
  id: string;
  name: string;
  email: string;
  phone: string;
  createdAt: string;
  /** The contact request the booking came from: only when that request exists and has the booking's address. */
  requestId?: string;
  /** Whether the confirmation mail went out. */
  mailed: boolean;
  /** What SES reported about the confirmation to the visitor: delivered, bounced, complained, rejected. */
  mailOutcome?: MailOutcome;
  /** The visit the booking came from (issue 40 item 2), when one was found at booking time. */
  attribution?: VisitAttribution;
}

export interface IntroCallSlotBlock {
  slot: string;
  blockedAt: string;
  blockedBy: string;
  reason?: string;
}

/** GET /api/admin/intro-calls → 200 */
export interface IntroCallCalendarBody {
  from: string;
  to: string;
  bookings: IntroCallAdminBooking[];
  blocks: IntroCallSlotBlock[];
}

/** POST /api/admin/intro-calls/blocks → 200 (every slot blocked) or 409 (the booked ones were left alone). */
export interface IntroCallBlockResult {
  /** Slots blocked now (by this call or an earlier one). */
  blocked: string[];
  /** Slots that hold a booking and were not blocked. */
  booked: string[];
}

/** POST /api/admin/intro-calls/blocks/free → 200 */
export interface IntroCallFreeResult {
  /** Slots whose block this call removed. */
  freed: string[];
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `YYYY-MM-DD` of a Berlin calendar day `offset` days after the day of `instant`. */
export function berlinDate(instant: Date, offset = 0): string {
  const { year, month, day } = berlinWallClock(instant);
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus `days`. */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The range a list call reads: the one asked for, or today and the following days. */
export function introCallRange(query: IntroCallRangeQuery, now: Date): { from: string; to: string } {
  if (query.from !== undefined && query.to !== undefined) return { from: query.from, to: query.to };
  const from = berlinDate(now);
  return { from, to: addDays(from, INTRO_CALL_ADMIN_DEFAULT_RANGE_DAYS - 1) };
}

const dateParts = (date: string): [number, number, number] => date.split('-').map(Number) as [number, number, number];

/** Whether a `YYYY-MM-DD` day is Monday to Friday and no Berlin public holiday (a day visitors may book). */
export function isIntroCallWorkingDay(date: string): boolean {
  const [year, month, day] = dateParts(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(year, month, day);
}

/** The slots of one day (`YYYY-MM-DD`), whether or not it is a working day. */
export const slotsOfDate = (date: string): string[] => introCallDaySlots(...dateParts(date));

/** Every slot a booking or a block can hold between two days (inclusive): the weekdays' grid. */
export function introCallGridSlots(from: string, to: string): string[] {
  const slots: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const [year, month, day] = dateParts(date);
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    if (weekday !== 0 && weekday !== 6) slots.push(...slotsOfDate(date));
  }
  return slots;
}

/**
 * Whether staff may block `slot` at `now`: a slot of the visitors' grid on a working day, not begun
 * yet and at most INTRO_CALL_BLOCK_HORIZON_DAYS ahead.
 */
export function isBlockableIntroCallSlot(slot: string, now: Date): boolean {
  const start = Date.parse(slot);
  if (!(start > now.getTime()) || start > now.getTime() + INTRO_CALL_BLOCK_HORIZON_DAYS * 86_400_000) return false;
  const date = berlinDate(new Date(start));
  return isIntroCallWorkingDay(date) && slotsOfDate(date).includes(new Date(start).toISOString());
}

/** "Montag, 23. November um 09:15 Uhr" of each slot, for messages. */
export const introCallSlotLabels = (slots: readonly string[]): string[] => slots.map(introCallSlotLabel);

