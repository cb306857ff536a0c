export interface SliderRange {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** Number of decimals of a step (0.1 -> 1), so rounding to the step leaves no float noise. */
function decimalsOf(step: number): number {
  const text = step.toString();
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** Clamps a slider value to [min, max] and rounds it to the nearest step (spec: validation). */
export function clampToStep(value: number, { min, max, step }: SliderRange): number {
  if (!Number.isFinite(value)) return min;
  const clamped = Math.min(max, Math.max(min, value));
  const stepped = min + Math.round((clamped - min) / step) * step;
  return Number(Math.min(max, stepped).toFixed(decimalsOf(step)));
}

/** Volume is kept in 0..1; steps of 1/100 match the 0..100 slider and avoid 0.1 + 0.2 drift. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 0;
  return Number(Math.min(1, Math.max(0, volume)).toFixed(2));
}

/** Position in seconds as a percentage of the duration (0 while the duration is unknown). */
export function toPercent(time: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(100, Math.max(0, (time / duration) * 100));
}
