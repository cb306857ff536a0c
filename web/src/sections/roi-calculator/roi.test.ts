import { describe, expect, it } from 'vitest';
import { PRICE_PER_MINUTE_MAX_EUR, PRICE_PER_MINUTE_MIN_EUR } from '@rufbereit/shared';
import {
  CLAIMED_CALL_MINUTES_UNDER,
  calculateRoi,
  clampRoiValue,
  defaultRoiInput,
  parseRoiField,
  roiMessages,
  roundCents,
  roundTo,
  WEEKS_PER_MONTH,
  type RoiInput,
} from './roi';

const input = (overrides: Partial<RoiInput> = {}): RoiInput => ({ ...defaultRoiInput, ...overrides });

describe('calculateRoi', () => {
  it('uses the shared price range and 52/12 weeks per month', () => {
    expect(WEEKS_PER_MONTH).toBeCloseTo(4.3333, 4);
    const r = calculateRoi(input({ missedCallsPerWeek: 12, bookingRatePercent: 100, appointmentValueEur: 1, callMinutes: 1 }));
    // 12 calls a week = 52 a month; one minute each.
    expect(r.callsPerMonth).toBe(52);
    expect(r.costMin).toBe(roundCents(52 * PRICE_PER_MINUTE_MIN_EUR));
    expect(r.costMax).toBe(roundCents(52 * PRICE_PER_MINUTE_MAX_EUR));
  });

  it('computes the default example: 20 missed calls, 60 €, 40 %, 1.5 minutes (under the claimed 2)', () => {
    expect(defaultRoiInput.callMinutes).toBeLessThan(CLAIMED_CALL_MINUTES_UNDER);
    expect(calculateRoi(defaultRoiInput)).toEqual({
      callsPerMonth: 86.7,
      bookingsPerMonth: 34.7,
      minutesPerMonth: 130,
      recoveredRevenue: 2080,
      costMin: 41.6,
      costMax: 58.5,
      netBenefitMin: 2021.5,
      netBenefitMax: 2038.4,
    });
  });

  it('rounds money to cents, half away from zero, despite binary noise', () => {
    // 7 calls/week * 52/12 * 1.5 min = 45.5 min; 45.5 * 0.45 = 20.475 → 20.48
    const r = calculateRoi(input({ missedCallsPerWeek: 7, callMinutes: 1.5 }));
    expect(r.minutesPerMonth).toBe(45.5);
    expect(r.costMin).toBe(14.56);
    expect(r.costMax).toBe(20.48);
    // 19 calls/week * 52/12 * 0.5 min * 0.45 € = 18.525 €, in floating point 18.52499… → still 18.53
    expect(calculateRoi(input({ missedCallsPerWeek: 19, callMinutes: 0.5 })).costMax).toBe(18.53);
    // 11 * 52/12 * 3.5 * 0.45 = 75.075 (float 75.07499…) → 75.08
    expect(calculateRoi(input({ missedCallsPerWeek: 11, callMinutes: 3.5 })).costMax).toBe(75.08);
    // 1 call/week at 100 % and 1 € = 4.333… € → 4.33
    expect(calculateRoi(input({ missedCallsPerWeek: 1, bookingRatePercent: 100, appointmentValueEur: 1 })).recoveredRevenue).toBe(4.33);
  });

  it('computes the net benefit from the rounded figures so they add up on screen', () => {
    for (const missed of [1, 3, 7, 13, 29, 101]) {
      const r = calculateRoi(input({ missedCallsPerWeek: missed, appointmentValueEur: 47.5, callMinutes: 2.5 }));
      expect(Math.round(r.netBenefitMin * 100)).toBe(Math.round(r.recoveredRevenue * 100) - Math.round(r.costMax * 100));
      expect(Math.round(r.netBenefitMax * 100)).toBe(Math.round(r.recoveredRevenue * 100) - Math.round(r.costMin * 100));
      expect(r.netBenefitMin).toBeLessThanOrEqual(r.netBenefitMax);
    }
  });

  it('gives all zeros (never -0) for zero inputs', () => {
    const r = calculateRoi({ missedCallsPerWeek: 0, appointmentValueEur: 0, bookingRatePercent: 0, callMinutes: 0 });
    for (const value of Object.values(r)) expect(Object.is(value, 0)).toBe(true);
  });

  it('shows a loss when the calls bring no bookings', () => {
    const r = calculateRoi(input({ bookingRatePercent: 0 }));
    expect(r.recoveredRevenue).toBe(0);
    expect(r.netBenefitMin).toBe(-58.5);
    expect(r.netBenefitMax).toBe(-41.6);
  });

  it('clamps negative, oversized, NaN and infinite input instead of producing nonsense', () => {
    const negative = calculateRoi(input({ missedCallsPerWeek: -10, appointmentValueEur: -60 }));
    expect(negative.recoveredRevenue).toBe(0);
    expect(negative.costMax).toBe(0);

    const over = calculateRoi(input({ bookingRatePercent: 250 }));
    expect(over).toEqual(calculateRoi(input({ bookingRatePercent: 100 })));

    const nan = calculateRoi(input({ callMinutes: Number.NaN }));
    expect(nan.minutesPerMonth).toBe(0);

    const infinite = calculateRoi(input({ missedCallsPerWeek: Number.POSITIVE_INFINITY }));
    expect(infinite).toEqual(calculateRoi(input({ missedCallsPerWeek: 1000 })));
    expect(Number.isFinite(infinite.netBenefitMax)).toBe(true);
  });
});

describe('roundTo and clampRoiValue', () => {
  it('rounds half away from zero', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(2.345, 1)).toBe(2.3);
    expect(roundTo(86.66666, 1)).toBe(86.7);
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  });

  it('clamps to the field range', () => {
    expect(clampRoiValue('bookingRatePercent', -5)).toBe(0);
    expect(clampRoiValue('bookingRatePercent', 101)).toBe(100);
    expect(clampRoiValue('bookingRatePercent', 55.5)).toBe(55.5);
    expect(clampRoiValue('callMinutes', Number.NaN)).toBe(0);
    expect(clampRoiValue('callMinutes', Number.NEGATIVE_INFINITY)).toBe(0);
  });
});

describe('parseRoiField', () => {
  it('reads integers and decimals with point or comma', () => {
    expect(parseRoiField('missedCallsPerWeek', '25')).toEqual({ value: 25 });
    expect(parseRoiField('callMinutes', '2,5')).toEqual({ value: 2.5 });
    expect(parseRoiField('callMinutes', ' 2.5 ')).toEqual({ value: 2.5 });
    expect(parseRoiField('appointmentValueEur', '0')).toEqual({ value: 0 });
  });

  it('asks for a number when the field is empty or not a number, and gives no value', () => {
    expect(parseRoiField('missedCallsPerWeek', '')).toEqual({ error: roiMessages.required });
    expect(parseRoiField('missedCallsPerWeek', '   ')).toEqual({ error: roiMessages.required });
    expect(parseRoiField('missedCallsPerWeek', 'zwanzig')).toEqual({ error: roiMessages.invalid });
    expect(parseRoiField('missedCallsPerWeek', '1e3')).toEqual({ error: roiMessages.invalid });
    expect(parseRoiField('missedCallsPerWeek', '1.000,50')).toEqual({ error: roiMessages.invalid });
  });

  it('clamps out-of-range values and explains it in German', () => {
    expect(parseRoiField('appointmentValueEur', '-20')).toEqual({ value: 0, error: roiMessages.negative });
    expect(parseRoiField('bookingRatePercent', '120')).toEqual({
      value: 100,
      error: 'Der Wert darf höchstens 100 betragen. Wir rechnen mit 100.',
    });
    expect(parseRoiField('appointmentValueEur', '20000')).toEqual({
      value: 10000,
      error: 'Der Wert darf höchstens 10.000 betragen. Wir rechnen mit 10.000.',
    });
  });
});
