import { PRICE_PER_MINUTE_MAX_EUR, PRICE_PER_MINUTE_MIN_EUR } from '@rufbereit/shared';
import { roiMessages } from '../../content/landing/roi-calculator';

export { roiMessages };

/**
 * Pure arithmetic of the ROI calculator: what answering the calls a business misses today brings
 * in per month, against what the assistant costs for those calls. No React, no formatting.
 */

/** 52 weeks spread over 12 months (≈ 4.33), not a flat 4. */
export const WEEKS_PER_MONTH = 52 / 12;

export type RoiField = 'missedCallsPerWeek' | 'appointmentValueEur' | 'bookingRatePercent' | 'callMinutes';
export type RoiInput = Record<RoiField, number>;

export interface FieldLimits {
  min: number;
  max: number;
  step: number;
}

/** Allowed range per input; values outside are clamped to it. */
export const roiFieldLimits: Record<RoiField, FieldLimits> = {
  missedCallsPerWeek: { min: 0, max: 1000, step: 1 },
  appointmentValueEur: { min: 0, max: 10_000, step: 1 },
  bookingRatePercent: { min: 0, max: 100, step: 1 },
  callMinutes: { min: 0, max: 60, step: 0.5 },
};

/** The page's claim: a whole call with the assistant takes under 2 minutes (spec marketing figures). */
export const CLAIMED_CALL_MINUTES_UNDER = 2;

/** The example the calculator opens with; its call length agrees with the claim above. */
export const defaultRoiInput: RoiInput = {
  missedCallsPerWeek: 20,
  appointmentValueEur: 60,
  bookingRatePercent: 40,
  callMinutes: 1.5,
};

export interface PricePerMinute {
  min: number;
  max: number;
}

export const defaultPricePerMinute: PricePerMinute = { min: PRICE_PER_MINUTE_MIN_EUR, max: PRICE_PER_MINUTE_MAX_EUR };

export interface RoiResult {
  callsPerMonth: number;
  bookingsPerMonth: number;
  minutesPerMonth: number;
  /** Revenue from the bookings of the calls answered instead of missed, EUR per month. */
  recoveredRevenue: number;
  /** Cost at the lowest price per minute. */
  costMin: number;
  /** Cost at the highest price per minute. */
  costMax: number;
  /** Revenue minus the highest cost: the cautious end of the range. */
  netBenefitMin: number;
  /** Revenue minus the lowest cost. */
  netBenefitMax: number;
}

/** Avoids -0 leaking into results and displays ("-0,00 €"). */
const noNegativeZero = (value: number): number => (value === 0 ? 0 : value);

/**
 * Rounds half away from zero to `digits` decimals. Going through 15 significant digits first
 * removes binary noise (1.005 * 100 is 100.49999…), so 1.005 → 1.01 as a person would expect.
 */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return noNegativeZero((Math.sign(value) * Math.round(scaled)) / factor);
}

export const roundCents = (value: number): number => roundTo(value, 2);

/** Clamps a value to the field's range; NaN becomes the minimum, ±Infinity the nearest bound. */
export function clampRoiValue(field: RoiField, value: number): number {
  const { min, max } = roiFieldLimits[field];
  if (Number.isNaN(value)) return min;
  return noNegativeZero(Math.min(max, Math.max(min, value)));
}

const clampInput = (input: RoiInput): RoiInput => ({
  missedCallsPerWeek: clampRoiValue('missedCallsPerWeek', input.missedCallsPerWeek),
  appointmentValueEur: clampRoiValue('appointmentValueEur', input.appointmentValueEur),
  bookingRatePercent: clampRoiValue('bookingRatePercent', input.bookingRatePercent),
  callMinutes: clampRoiValue('callMinutes', input.callMinutes),
});

/**
 * Monthly figures. Money is rounded to cents, and the net benefit is computed from the rounded
 * revenue and cost so the three numbers on screen always add up.
 */
export function calculateRoi(rawInput: RoiInput, price: PricePerMinute = defaultPricePerMinute): RoiResult {
  const input = clampInput(rawInput);
  const callsPerMonth = (input.missedCallsPerWeek * 52) / 12;
  const bookingsPerMonth = (callsPerMonth * input.bookingRatePercent) / 100;
  const minutesPerMonth = callsPerMonth * input.callMinutes;

  const recoveredRevenue = roundCents(bookingsPerMonth * input.appointmentValueEur);
  const costMin = roundCents(minutesPerMonth * price.min);
  const costMax = roundCents(minutesPerMonth * price.max);

  return {
    callsPerMonth: roundTo(callsPerMonth, 1),
    bookingsPerMonth: roundTo(bookingsPerMonth, 1),
    minutesPerMonth: roundTo(minutesPerMonth, 1),
    recoveredRevenue,
    costMin,
    costMax,
    netBenefitMin: roundCents(recoveredRevenue - costMax),
    netBenefitMax: roundCents(recoveredRevenue - costMin),
  };
}


export interface ParsedRoiField {
  /** The value to calculate with; undefined when the text is not a number (keep the last one). */
  value?: number;
  /** German message for the visitor; undefined when the text is fine. */
  error?: string;
}

const NUMBER_PATTERN = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;
const formatLimit = (value: number): string => value.toLocaleString('de-DE');

/**
 * Reads what the visitor typed. Accepts a decimal point or comma. Out-of-range values are clamped
 * and explained; text that is not a number gives an error and no value.
 */
export function parseRoiField(field: RoiField, raw: string): ParsedRoiField {
  const text = raw.trim();
  if (text === '') return { error: roiMessages.required };
  if (!NUMBER_PATTERN.test(text)) return { error: roiMessages.invalid };
  const parsed = Number(text.replace(',', '.'));
  const { min, max } = roiFieldLimits[field];
  if (parsed < min) {
    return { value: min, error: min === 0 ? roiMessages.negative : roiMessages.tooSmall(formatLimit(min)) };
  }
  if (parsed > max) return { value: max, error: roiMessages.tooLarge(formatLimit(max)) };
  return { value: noNegativeZero(parsed) };
}
