import { describe, expect, it } from 'vitest';
import { openingHoursMessages } from './assistant-config-messages';
import { assistantConfigSchema, defaultAssistantConfig } from './assistant-config';
import { defaultOpeningHours, forwardingTimeSummary, openingHoursSchema, openingHoursSummary, type OpeningHours } from './opening-hours';

const week = (days: Partial<OpeningHours['days']>): OpeningHours => ({ ...defaultOpeningHours, days: { ...defaultOpeningHours.days, ...days } });
const withBreak = [
  { from: '09:00', to: '12:00' },
  { from: '13:00', to: '18:00' },
];
const issuesOf = (hours: unknown) => (openingHoursSchema.safeParse(hours).error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));

describe('opening hours: validation', () => {
  it('takes several intervals a day (a break), closed days and a Bundesland', () => {
    expect(openingHoursSchema.safeParse(week({ mon: withBreak, sat: [{ from: '10:00', to: '14:00' }] })).success).toBe(true);
    expect(openingHoursSchema.safeParse({ ...week({}), state: 'BY', closed_on_public_holidays: false }).success).toBe(true);
  });

  it('refuses a bad time, an end not after the start, overlapping intervals, too many and an unknown state, in German', () => {
    expect(issuesOf(week({ mon: [{ from: '9:00', to: '18:00' }] }))).toEqual([{ path: 'days.mon.0.from', message: openingHoursMessages.time }]);
    expect(issuesOf(week({ tue: [{ from: '24:00', to: '25:61' }] })).map((i) => i.message)).toEqual([openingHoursMessages.time, openingHoursMessages.time]);
    expect(issuesOf(week({ wed: [{ from: '18:00', to: '09:00' }] }))).toEqual([{ path: 'days.wed.0.to', message: openingHoursMessages.endBeforeStart }]);
    expect(issuesOf(week({ thu: [{ from: '10:00', to: '10:00' }] }))).toEqual([{ path: 'days.thu.0.to', message: openingHoursMessages.endBeforeStart }]);
    // Listed out of order: the later-starting one that begins inside the other is named.
    expect(issuesOf(week({ fri: [{ from: '11:00', to: '18:00' }, { from: '09:00', to: '12:00' }] }))).toEqual([{ path: 'days.fri.0.from', message: openingHoursMessages.overlap }]);
    // Touching is fine: 12:00 ends one, 12:00 starts the next.
    expect(issuesOf(week({ fri: [{ from: '09:00', to: '12:00' }, { from: '12:00', to: '18:00' }] }))).toEqual([]);
    const five = Array.from({ length: 5 }, (_, i) => ({ from: `0${i}:00`, to: `0${i}:30` }));
    expect(issuesOf(week({ sat: five }))).toEqual([{ path: 'days.sat', message: openingHoursMessages.tooManyIntervals }]);
    expect(issuesOf({ ...week({}), state: 'XX' })).toEqual([{ path: 'state', message: openingHoursMessages.state }]);
    // Line breaks or scripts in a time never pass.
    expect(issuesOf(week({ sun: [{ from: '09:00\n', to: '<b>' }] })).length).toBe(2);
  });

  it('fills a configuration stored before opening hours existed with nothing entered', () => {
    const { opening_hours: _omitted, ...stored } = { ...defaultAssistantConfig, assistant_name: 'Anna', greeting_message: 'Guten Tag' };
    expect(assistantConfigSchema.parse(stored).opening_hours).toEqual(defaultOpeningHours);
  });
});

describe('opening hours: summary', () => {
  it('joins days with the same hours, names breaks, closed days and holidays', () => {
    const hours = week({ mon: withBreak, tue: withBreak, wed: withBreak, thu: withBreak, fri: withBreak, sat: [{ from: '10:00', to: '14:00' }] });
    expect(openingHoursSummary(hours)).toBe('Mo–Fr 09:00–12:00, 13:00–18:00 · Sa 10:00–14:00 · So geschlossen · an gesetzlichen Feiertagen (Berlin) geschlossen');
    expect(openingHoursSummary({ ...hours, state: 'BY' })).toContain('(Bayern)');
    expect(openingHoursSummary({ ...hours, closed_on_public_holidays: false })).toContain('an Feiertagen wie an anderen Tagen');
    expect(openingHoursSummary(defaultOpeningHours)).toBe('Noch keine Öffnungszeiten eingetragen');
  });

  it("says in a forwarding rule's words when it forwards", () => {
    const hours = week({ mon: withBreak });
    expect(forwardingTimeSummary('always', hours)).toBe('');
    expect(forwardingTimeSummary('openingHours', hours)).toBe(
      'Leitet während der Öffnungszeiten weiter: Mo 09:00–12:00, 13:00–18:00 · Di–So geschlossen · an gesetzlichen Feiertagen (Berlin) geschlossen',
    );
    expect(forwardingTimeSummary('outsideOpeningHours', hours)).toMatch(/^Leitet außerhalb der Öffnungszeiten weiter \(Öffnungszeiten: Mo 09:00/);
    expect(forwardingTimeSummary('openingHours', defaultOpeningHours)).toBe('Ohne eingetragene Öffnungszeiten leitet diese Regel nie weiter. Bitte tragen Sie Öffnungszeiten ein.');
  });
});
