// First: shared's zod schemas must not be built before zod is told not to probe eval (CSP).
import '../../lib/zod-jitless';
/**
 * The contact form's and the intro call's calls to the public API. Through the small client of
 * lib/api (no TanStack Query, no Amplify: these run on public pages). None of them throws.
 */
import { introCallMessages, type ContactInput, type IntroCallBookedBody, type IntroCallBookingInput, type IntroCallSlotsBody } from '@rufbereit/shared';
import type { FormGuard } from '../../lib/proof-of-work/form-guard';
import { asApiError, requestJson, sendRequest, spamRefusalMessage, supportRequestId, withSupportId } from '../../lib/api/http-client';
import { submitForm, type SubmitFormResult } from '../../lib/api/submit-form';
import { apiPath } from '../../lib/api/api-path';

export const CONTACTS_ENDPOINT = apiPath('contacts');
export const SLOTS_ENDPOINT = apiPath('introCallSlots');
export const BOOKING_ENDPOINT = apiPath('introCalls');
export const CANCEL_ENDPOINT = apiPath('introCallCancel');

export type SubmitContactResult = SubmitFormResult;

/** POST /api/contacts. Every outcome is a result the form can show. */
export function submitContact(values: ContactInput, idempotencyKey: string, guard?: FormGuard): Promise<SubmitContactResult> {
  return submitForm(CONTACTS_ENDPOINT, values, idempotencyKey, guard);
}

/** Free slot starts, or undefined when they could not be loaded. */
export async function fetchFreeSlots(): Promise<string[] | undefined> {
  try {
    const body = await requestJson<Partial<IntroCallSlotsBody> | undefined>(SLOTS_ENDPOINT);
    return Array.isArray(body?.slots) ? body.slots : undefined;
  } catch {
    return undefined;
  }
}

export type BookingResult =
  | { kind: 'booked'; booking: IntroCallBookedBody }
  /** Someone else was faster (409): pick another slot. */
  | { kind: 'taken'; message: string }
  | { kind: 'invalid'; errors: Record<string, string> }
  /**
   * `message`: a German text of the spam protection (too many requests, security check) to show instead of the generic one.
   * `requestId`: for support, shown with the text when the failure is one staff can look up.
   */
  | { kind: 'failed'; message?: string; requestId?: string };

/** POSTs a booking. The same key for a retry of the same booking. */
export async function bookIntroCallSlot(input: IntroCallBookingInput, idempotencyKey: string, guard?: FormGuard): Promise<BookingResult> {
  try {
    const response = await sendRequest(BOOKING_ENDPOINT, { method: 'POST', json: input, idempotencyKey, guard });
    const body = (await response.json().catch(() => undefined)) as Partial<IntroCallBookedBody> | undefined;
    if (response.status === 201 && body?.id && body.slot) return { kind: 'booked', booking: { id: body.id, slot: body.slot } };
    return { kind: 'failed' };
  } catch (thrown) {
    const error = await asApiError(thrown);
    if (error.status === 409) return { kind: 'taken', message: error.message };
    if (error.status === 400 && error.fields) return { kind: 'invalid', errors: error.fields };
    return { kind: 'failed', message: spamRefusalMessage(error), requestId: supportRequestId(error) };
  }
}

/** Cancels a booking with the slot and code of the mail link. */
export async function cancelIntroCallBooking(slot: string, code: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await sendRequest(CANCEL_ENDPOINT, { method: 'POST', json: { slot, code } });
    return { ok: true };
  } catch (thrown) {
    const error = await asApiError(thrown);
    if (error.status === 404) return { ok: false, message: introCallMessages.cancelNotFound };
    if (error.status === 400) return { ok: false, message: introCallMessages.cancelInvalidLink };
    // A server fault or no answer at all.
    return { ok: false, message: withSupportId(introCallMessages.cancelFailed, supportRequestId(error)) };
  }
}
