/** Dates and times of the staff calendar, in German and Berlin time (the slots' own zone). */
import { INTRO_CALL_TIME_ZONE } from '@rufbereit/shared';

const dayFormat = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', weekday: 'short', day: '2-digit', month: '2-digit' });
const longDayFormat = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('de-DE', { timeZone: INTRO_CALL_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat('de-DE', { timeZone: INTRO_CALL_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

const utcDate = (date: string): Date => new Date(`${date}T00:00:00Z`);
/** "Mo., 30.11." of a `YYYY-MM-DD` day. */
export const shortDay = (date: string): string => dayFormat.format(utcDate(date));
/** "Montag, 30. November 2026". */
export const longDay = (date: string): string => longDayFormat.format(utcDate(date));
/** "09:15" of a slot. */
export const slotTime = (slot: string): string => timeFormat.format(new Date(slot));
/** "25.11.2026, 14:03". */
export const dateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));
