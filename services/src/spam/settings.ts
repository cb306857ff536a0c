/** Spam-protection settings from the environment (read per call), each with the shared default. */
import { MIN_FILL_SECONDS, MIN_FILL_SECONDS_ENV, REQUESTS_PER_CLIENT_ENV, REQUESTS_PER_CLIENT_PER_HOUR } from '@rufbereit/shared';

const wholeNumber = (name: string, fallback: number): number => {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0, not "${raw}"`);
  return value;
};

export const minFillSeconds = (): number => wholeNumber(MIN_FILL_SECONDS_ENV, MIN_FILL_SECONDS);
export const requestsPerClientPerHour = (): number => wholeNumber(REQUESTS_PER_CLIENT_ENV, REQUESTS_PER_CLIENT_PER_HOUR);
