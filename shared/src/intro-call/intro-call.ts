import * as z from 'zod/mini';
import { isPublicHoliday } from '../common/german-holidays';
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH, SHORT_FIELD_MAX_LENGTH } from '../common/constants';
import { apiMessages } from '../api/api-messages';
import { INVALID_EMAIL_MESSAGE, NAME_TOO_SHORT_MESSAGE } from '../common/common-messages';
import { emailChecks, oneLineText, personNameChecks, phoneChecks } from '../common/text-rules';
import { INTRO_CALL_MINUTES } from '../common/limits';
import { introCallMessages } from './intro-call-messages';

/**
 * The 15-minute introductory call (spec: "the introductory call link is 15 minutes"), booked for
 * real: the next ten working days, 15-minute slots from 09:00 to 17:00 Berlin time, each slot
 * bookable once. Shared by the slot picker and the API handlers.
 */
export const INTRO_CALL_WORKING_DAYS = 10;
/** First slot starts at 09:00, the last one ends at 17:00 (starts 16:45), Berlin wall-clock time. */
export const INTRO_CALL_DAY_START_HOUR = 9;
export const INTRO_CALL_DAY_END_HOUR = 17;
export const INTRO_CALL_TIME_ZONE = 'Europe/Berlin';

const berlinParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: INTRO_CALL_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
});

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: string;
}

/** Berlin's calendar date and clock time at an instant. */
export function berlinWallClock(instant: Date): WallClock {
  const parts = berlinParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    weekday: part('weekday'),
  };
}

/**
 * The instant of a Berlin wall-clock time. The offset is read at the guessed instant; daylight
 * saving changes happen at night (02:00/03:00), never inside the 09:00–17:00 window.
 */
export function berlinInstant(year: number, month: number, day: number, hour: number, minute: number): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const seen = berlinWallClock(new Date(asUtc));
  const offsetMs = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) - asUtc;
  return new Date(asUtc - offsetMs);
}

/**
 * Start instants (ISO 8601, UTC) of every slot offered at `now`: the ten working days (Monday to
 * Friday, not a Berlin public holiday) after today in Berlin, 32 slots each; today is never
 * offered, so nobody books a call that starts in a few minutes.
 */
export function introCallSlotStarts(now: Date): string[] {
  const today = berlinWallClock(now);
  const slots: string[] = [];
  let workingDays = 0;
  // Calendar arithmetic on a UTC date of Berlin's day: no time zone gets in the way.
  for (let offset = 1; workingDays < INTRO_CALL_WORKING_DAYS; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    if (isPublicHoliday(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())) continue;
    workingDays++;
    slots.push(...introCallDaySlots(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()));
  }
  return slots;
}

/** The 32 slot starts (ISO 8601, UTC) of one Berlin calendar day, 09:00 to 16:45. */
export function introCallDaySlots(year: number, month: number, day: number): string[] {
  const slots: string[] = [];
  for (let minutes = INTRO_CALL_DAY_START_HOUR * 60; minutes < INTRO_CALL_DAY_END_HOUR * 60; minutes += INTRO_CALL_MINUTES) {
    slots.push(berlinInstant(year, month, day, Math.floor(minutes / 60), minutes % 60).toISOString());
  }
  return slots;
}

/** Whether `slot` is one of the slots offered at `now` (the server books nothing else). */
export const isOfferedIntroCallSlot = (slot: string, now: Date): boolean => introCallSlotStarts(now).includes(slot);

const slotLabelFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: INTRO_CALL_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Montag, 23. November um 09:15 Uhr" (Berlin time), for the picker, the mails and the cancel page. */
export const introCallSlotLabel = (start: string): string => `${slotLabelFormat.format(new Date(start))} Uhr`;

/** End of a slot (ISO 8601, UTC). */
export const introCallSlotEnd = (slot: string): string => new Date(Date.parse(slot) + INTRO_CALL_MINUTES * 60_000).toISOString();

/**
 * A booking as the slot picker sends it and POST /api/intro-calls accepts it: name, e-mail and phone
 * by the same shared text rules as the contact form (one line, no control, bidi or format
 * characters; an address is one plain mailbox, never `Name <a@b.c>`). `contactId` links the booking
 * to the contact request just sent (the success panel passes it); it links only when that request's
 * e-mail address is the booking's.
 */
export const introCallBookingSchema = z.object({
  slot: z.iso.datetime({ error: introCallMessages.slotUnavailable }),
  name: oneLineText(SHORT_FIELD_MAX_LENGTH, ...personNameChecks(NAME_TOO_SHORT_MESSAGE)),
  email: oneLineText(EMAIL_MAX_LENGTH, ...emailChecks(INVALID_EMAIL_MESSAGE)),
  phone: oneLineText(PHONE_MAX_LENGTH, ...phoneChecks()),
  contactId: z.optional(z.uuid({ error: apiMessages.fieldInvalid })),
});

export type IntroCallBookingInput = z.output<typeof introCallBookingSchema>;
/** Whether a contact's name, e-mail and phone are enough to book without asking again. */
export const introCallContactSchema = z.pick(introCallBookingSchema, { name: true, email: true, phone: true });

/** POST /api/intro-calls/cancel: the slot and the code of the cancel link. */
export const introCallCancelSchema = z.object({
  slot: z.iso.datetime({ error: introCallMessages.cancelInvalidLink }),
  code: z.string().check(z.minLength(16, introCallMessages.cancelInvalidLink), z.maxLength(100, introCallMessages.cancelInvalidLink)),
});
export type IntroCallCancelInput = z.output<typeof introCallCancelSchema>;

/** GET /api/intro-calls/slots */
export interface IntroCallSlotsBody {
  /** Free slot starts (ISO 8601, UTC), in time order. */
  slots: string[];
  minutes: number;
  timeZone: string;
}

/** POST /api/intro-calls → 201 */
export interface IntroCallBookedBody {
  id: string;
  slot: string;
}
