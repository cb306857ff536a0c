/** Seconds in the fixed window of an hourly limit. */
export const HOUR_SECONDS = 3600;

/** The hour window (Unix hours) of an instant in Unix seconds: an hourly counter's key names it. */
export const hourWindowOf = (unixSeconds: number): number => Math.floor(unixSeconds / HOUR_SECONDS);
