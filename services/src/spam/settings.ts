/** Spam-protection settings from the environment (read per call, in ../config.ts), each with the shared default. */
export { minFillSeconds, requestsPerClientPerHour } from '../config';
