/**
 * Opening hours of a customer's business in the assistant configuration: per weekday any number of
 * intervals up to MAX_INTERVALS_PER_DAY (a lunch break is two), none means closed; public holidays
 * closed or not, by the Bundesland the configuration names (Berlin, as the intro-call calendar, by
 * default). The forwarding rules "Während/Außerhalb der Öffnungszeiten" use them, and their summary
 * says so in words.
 */
import * as z from 'zod/mini';
import { openingHoursMessages as m, openingHoursTexts, weekdayShortLabels } from './assistant-config-messages';
import { federalStateCodes, federalStates, INTRO_CALL_STATE, type FederalState } from '../common/german-holidays';

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];
export const MAX_INTERVALS_PER_DAY = 4;

/** 00:00–23:59, two digits each. */
const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.time));

export const openingIntervalSchema = z
  .object({ from: clockTime, to: clockTime })
  .check(z.refine(({ from, to }) => !/^\d\d:\d\d$/.test(from) || !/^\d\d:\d\d$/.test(to) || from < to, { error: m.endBeforeStart, path: ['to'] }));
export type OpeningInterval = z.infer<typeof openingIntervalSchema>;

/** The index of an interval that starts before an earlier-listed or later one ends (sorted by start). */
export function overlappingInterval(intervals: readonly OpeningInterval[]): number | undefined {
  const order = intervals.map((interval, index) => ({ ...interval, index })).sort((a, b) => a.from.localeCompare(b.from));
  for (let i = 1; i < order.length; i++) {
    const previous = order[i - 1];
    const current = order[i];
    if (previous && current && current.from < previous.to) return current.index;
  }
  return undefined;
}

const dayIntervals = z.array(openingIntervalSchema).check(
  z.maxLength(MAX_INTERVALS_PER_DAY, m.tooManyIntervals),
  z.superRefine((intervals, ctx) => {
    const index = overlappingInterval(intervals);
    if (index !== undefined) ctx.addIssue({ code: 'custom', message: m.overlap, path: [index, 'from'], input: intervals });
  }),
);

export const openingHoursSchema = z.object({
  days: z.object(Object.fromEntries(weekdays.map((day) => [day, dayIntervals])) as Record<Weekday, typeof dayIntervals>),
  closed_on_public_holidays: z.boolean(),
  state: z.enum(federalStateCodes, { error: m.state }),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** Nothing entered yet: every day without hours, holidays closed in Berlin. */
export const defaultOpeningHours: OpeningHours = {
  days: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  closed_on_public_holidays: true,
  state: INTRO_CALL_STATE,
};

const dayText = (intervals: readonly OpeningInterval[]): string =>
  intervals.length === 0 ? openingHoursTexts.closed : [...intervals].sort((a, b) => a.from.localeCompare(b.from)).map(({ from, to }) => `${from}–${to}`).join(', ');

/**
 * The hours in words, consecutive days with the same hours joined:
 * 'Mo–Fr 09:00–12:00, 13:00–18:00 · Sa 10:00–14:00 · So geschlossen · an gesetzlichen Feiertagen (Berlin) geschlossen'.
 */
export function openingHoursSummary(hours: OpeningHours): string {
  if (weekdays.every((day) => hours.days[day].length === 0)) return openingHoursTexts.none;
  const groups: Array<{ first: Weekday; last: Weekday; text: string }> = [];
  for (const day of weekdays) {
    const text = dayText(hours.days[day]);
    const last = groups.at(-1);
    if (last && last.text === text) last.last = day;
    else groups.push({ first: day, last: day, text });
  }
  const parts = groups.map(({ first, last, text }) => `${weekdayShortLabels[first]}${first === last ? '' : `–${weekdayShortLabels[last]}`} ${text}`);
  parts.push(hours.closed_on_public_holidays ? openingHoursTexts.holidaysClosed(federalStates[hours.state as FederalState]) : openingHoursTexts.holidaysOpen);
  return parts.join(' · ');
}

/** What a forwarding rule's time setting means with these hours, in words ('' for 'Immer'). */
export function forwardingTimeSummary(when: 'always' | 'openingHours' | 'outsideOpeningHours', hours: OpeningHours): string {
  if (when === 'always') return '';
  if (weekdays.every((day) => hours.days[day].length === 0)) return when === 'openingHours' ? openingHoursTexts.ruleWithoutHours : openingHoursTexts.ruleOutside(openingHoursTexts.none);
  const summary = openingHoursSummary(hours);
  return when === 'openingHours' ? openingHoursTexts.ruleDuring(summary) : openingHoursTexts.ruleOutside(summary);
}
