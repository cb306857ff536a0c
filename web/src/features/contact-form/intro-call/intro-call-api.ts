// First: shared's zod schemas must not be built before zod is told not to probe eval (CSP).
import '../../../lib/zod-jitless';
import { IDEMPOTENCY_HEADER, type ApiErrorBody, type IntroCallBookedBody, type IntroCallBookingInput, type IntroCallSlotsBody } from '@rufbereit/shared';
import { apiPath } from '../../../lib/api/api-path';

export const SLOTS_ENDPOINT = apiPath('/api/intro-calls/slots');
export const BOOKING_ENDPOINT = apiPath('/api/intro-calls');

/** Free slot starts, or undefined when they could not be loaded. */
export async function fetchFreeSlots(fetchImpl: typeof fetch = fetch): Promise<string[] | undefined> {
  try {
    const res = await fetchImpl(SLOTS_ENDPOINT, { headers: { accept: 'application/json' } });
    if (!res.ok) return undefined;
    const body = (await res.json()) as Partial<IntroCallSlotsBody>;
    return Array.isArray(body.slots) ? body.slots : undefined;
  } catch {
    return undefined;
  }
}

export type BookingResult =
  | { kind: 'booked'; booking: IntroCallBookedBody }
  /** Someone else was faster (409): pick another slot. */
  | { kind: 'taken'; message: string }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'failed' };

/** POSTs a booking; never throws. The same key for a retry of the same booking. */
export async function bookIntroCallSlot(input: IntroCallBookingInput, idempotencyKey: string, fetchImpl: typeof fetch = fetch): Promise<BookingResult> {
  let res: Response;
  try {
    res = await fetchImpl(BOOKING_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(input),
    });
  } catch {
    return { kind: 'failed' };
  }
  const body = (await res.json().catch(() => undefined)) as (Partial<IntroCallBookedBody> & Partial<ApiErrorBody>) | undefined;
  if (res.status === 201 && body?.id && body.slot) return { kind: 'booked', booking: { id: body.id, slot: body.slot } };
  if (res.status === 409 && body?.message) return { kind: 'taken', message: body.message };
  if (res.status === 400 && body?.errors) return { kind: 'invalid', errors: body.errors };
  return { kind: 'failed' };
}
