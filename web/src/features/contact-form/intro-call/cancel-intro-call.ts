// First: shared's zod schemas must not be built before zod is told not to probe eval (CSP).
import '../../../lib/zod-jitless';
import { introCallMessages } from '@rufbereit/shared';
import { apiPath } from '../../../lib/api/api-path';

export const CANCEL_ENDPOINT = apiPath('/api/intro-calls/cancel');

/** Cancels a booking with the slot and code of the mail link; never throws. */
export async function cancelIntroCallBooking(slot: string, code: string, fetchImpl: typeof fetch = fetch): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const res = await fetchImpl(CANCEL_ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ slot, code }) });
    if (res.ok) return { ok: true };
    if (res.status === 404) return { ok: false, message: introCallMessages.cancelNotFound };
    if (res.status === 400) return { ok: false, message: introCallMessages.cancelInvalidLink };
  } catch {
    // Network failure: same answer as a server fault.
  }
  return { ok: false, message: introCallMessages.cancelFailed };
}
