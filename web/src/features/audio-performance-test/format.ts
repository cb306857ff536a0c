import { performanceTestMessages as m } from '@rufbereit/shared';
import { formatDecimalDe } from '../../lib/format-de';

/** A measured time as '123 ms', or a dash where nothing was measured. */
export const formatMs = (ms: number | null): string => (ms === null ? m.notMeasured : `${formatDecimalDe(Math.round(ms), 0)} ms`);

/** A rate as '12,5 %' (one decimal only where needed). */
export const formatRate = (rate: number): string => `${formatDecimalDe(rate, Number.isInteger(rate) ? 0 : 1)} %`;
