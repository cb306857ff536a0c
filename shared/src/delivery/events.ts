import * as z from 'zod/mini';

/** EventBridge source of every event the website publishes. */
export const EVENT_SOURCE = 'rufbereit.website';

export const eventDetailTypes = {
  contactCreated: 'ContactCreated',
  demoRequested: 'DemoRequested',
  introCallBooked: 'IntroCallBooked',
  /** A second booking attempt of an address with an open booking: mail its cancel link again. */
  introCallLinkRequested: 'IntroCallLinkRequested',
  /** A booking was cancelled: send the calendar cancellation (METHOD:CANCEL). */
  introCallCancelled: 'IntroCallCancelled',
  /** Pipedrive reported a request's deal won or lost (its value): the funnel's last step. */
  dealOutcomeRecorded: 'DealOutcomeRecorded',
} as const;
export type EventDetailType = (typeof eventDetailTypes)[keyof typeof eventDetailTypes];

/** Detail of ContactCreated: the id of the stored contact. Handlers read the record itself. */
export const contactCreatedDetail = z.object({ contactId: z.string().check(z.minLength(1)) });
export type ContactCreatedDetail = z.infer<typeof contactCreatedDetail>;

/** Detail of DemoRequested: the id of the stored demo request. */
export const demoRequestedDetail = z.object({ demoRequestId: z.string().check(z.minLength(1)) });
export type DemoRequestedDetail = z.infer<typeof demoRequestedDetail>;

/** Detail of IntroCallBooked: the booked slot (the key of the booking). */
export const introCallBookedDetail = z.object({ slot: z.string().check(z.minLength(1)) });
export type IntroCallBookedDetail = z.infer<typeof introCallBookedDetail>;

/** Detail of IntroCallLinkRequested: the slot of the open booking. */
export const introCallLinkRequestedDetail = introCallBookedDetail;

/** Detail of IntroCallCancelled: the id of the cancelled booking (kept under `cancelled#{id}` until mailed). */
export const introCallCancelledDetail = z.object({ bookingId: z.string().check(z.minLength(1)) });
export type IntroCallCancelledDetail = z.infer<typeof introCallCancelledDetail>;

/** DealOutcomeRecorded: the request whose deal Pipedrive reported won or lost, with the deal's value. */
export const dealOutcomeRecordedDetail = z.object({
  kind: z.enum(['contact', 'demo_request']),
  requestId: z.string().check(z.minLength(1)),
  dealId: z.number(),
  status: z.enum(['won', 'lost']),
  value: z.number(),
  currency: z.string(),
});
export type DealOutcomeRecordedDetail = z.infer<typeof dealOutcomeRecordedDetail>;

/** The shape of an EventBridge event as a Lambda target receives it (subset we use). */
export interface BusEvent<TDetail = unknown> {
  version: '0';
  id: string;
  'detail-type': string;
  source: string;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: TDetail;
}
