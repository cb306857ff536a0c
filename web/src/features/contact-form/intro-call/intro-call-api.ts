// First: shared's zod schemas must not be built before zod is told not to probe eval (CSP).
import '../../../lib/zod-jitless';
import type { FormGuard } from '../../../lib/proof-of-work/form-guard';
import { guardedFetch, spamRefusalMessage } from '../../../lib/submit-form';
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
  /** `message`: a German text of the spam protection (too many requests, security check) to show instead of the generic one. */
  | { kind: 'failed'; message?: string };

/** POSTs a booking; never throws. The same key for a retry of the same booking. */
export async function bookIntroCallSlot(input: IntroCallBookingInput, idempotencyKey: string, fetchImpl: typeof fetch = fetch, guard?: FormGuard): Promise<BookingResult> {
  let res: Response;
  try {
    res = await guardedFetch(guard, fetchImpl, BOOKING_ENDPOINT, { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey }, input);
  } catch {
    return { kind: 'failed' };
  }
  const body = (await res.json().catch(() => undefined)) as (Partial<IntroCallBookedBody> & Partial<ApiErrorBody>) | undefined;
  if (res.status === 201 && body?.id && body.slot) return { kind: 'booked', booking: { id: body.id, slot: body.slot } };
  if (res.status === 409 && body?.message) return { kind: 'taken', message: body.message };
  if (res.status === 400 && body?.errors) return { kind: 'invalid', errors: body.errors };
  return { kind: 'failed', message: spamRefusalMessage(res.status, body as ApiErrorBody | undefined) };
}
