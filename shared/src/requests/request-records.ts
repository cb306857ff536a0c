import type { ContactInput } from '../contact/contact';
import type { DemoRequestInput } from '../demo-request/demo-request';
import type { MailOutcome } from '../delivery/mail-outcome';
import type { VisitAttribution } from '../site-analytics/site-analytics';

/**
 * Status of the follow-up work on a stored request. Written back by the crm-sync and notify handlers
 * so staff can see (and re-run) what happened.
 *  pending  → nothing tried yet (or a re-run from the back office was asked for)
 *  retrying → an attempt failed; the next one is due at `nextAttemptAt` (the sweeper publishes it)
 *  done     → synced / sent
 *  failed   → still failing at the end of the retry window (DELIVERY_RETRY); alarmed, re-run by staff
 */
export const deliveryStatuses = ['pending', 'retrying', 'done', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export interface CrmState {
  status: DeliveryStatus;
  attempts: number;
  /** ISO: when the current retry window began; a re-run from the back office starts a new one. Absent: the request's creation. */
  retryWindowStart?: string;
  personId?: number;
  personUrl?: string;
  dealId?: number;
  dealUrl?: string;
  /** The note with message and service preference on the deal (kept so a rerun adds no second note). */
  noteId?: number;
  /** Done without a sync: the stage has no CRM of its own (a test stage without its own token). */
  notConnected?: boolean;
  lastError?: string;
  /** ISO time of the next attempt while `retrying`. */
  nextAttemptAt?: string;
  updatedAt?: string;
}

export interface MailState {
  status: DeliveryStatus;
  attempts: number;
  /** ISO: when the current retry window began; a re-run from the back office starts a new one. Absent: the request's creation. */
  retryWindowStart?: string;
  messageId?: string;
  /** What SES reported about the sent mail (its event destination); absent until an event arrived. */
  outcome?: MailOutcome;
  outcomeAt?: string;
  /** SES's words: bounce type/sub-type, complaint type, reject reason. */
  outcomeDetail?: string;
  /**
   * Contacts: what SES reported about the confirmation of the intro call booked for this request. Kept
   * in the mail state because the inbox index projects it (a new projected attribute would rebuild the index).
   */
  introCallOutcome?: MailOutcome;
  lastError?: string;
  /** ISO time of the next attempt while `retrying`. */
  nextAttemptAt?: string;
  updatedAt?: string;
}

/** The inbox's attributes on every stored request (inbox.ts explains the index design). */
export interface InboxAttributes {
  inbox: 'all';
  createdKey: string;
  searchText: string;
  emailKey: string;
  expiresAt: number;
}

/** The demo request's workflow (spec: "status set to pending on creation"; later states are ours). */
export const demoStatuses = ['pending', 'kontaktiert', 'demo_geplant', 'gewonnen', 'verloren'] as const;
export type DemoStatus = (typeof demoStatuses)[number];

/** A note staff wrote on a request. */
export interface StaffNote {
  at: string;
  by: string;
  text: string;
}
/** What staff did to a request: status changes, notes, re-runs (with the attempts and error before it). */
export interface StaffAction {
  at: string;
  by: string;
  action: 'status' | 'note' | 'rerun' | 'trial';
  /** New status, or the re-run step. */
  value?: string;
  previousAttempts?: number;
  previousError?: string;
}

/** Which stored request an event or follow-up refers to. */
export const requestKinds = ['contact', 'demo_request'] as const;
export type RequestKind = (typeof requestKinds)[number];

/** Bookkeeping every stored request carries (written by the create handlers). */
export interface StoredRequestMeta {
  id: string;
  /** ISO 8601 */
  createdAt: string;
  /** sha256 of the validated input: a retry with the same idempotency key but another body is a conflict. */
  requestHash: string;
  /** false until the event for this request is on the bus; a retried submission or the sweeper publishes it. */
  eventPublished: boolean;
  /**
   * 'pending' while the event is not on the bus, removed once it is: the partition key of the sparse
   * index UNPUBLISHED_INDEX (with `createdAt`), which the publish sweeper reads.
   */
  unpublished?: 'pending';
  /**
   * ISO time until which one caller (the creating request, a retry, the sweeper) holds the right to
   * publish the event; others leave it alone, so concurrent retries publish it once.
   */
  publishClaimedUntil?: string;
  /**
   * Set while the notification mail is being sent (ISO time): a GDPR erase waits for it to end before
   * deleting the request, so a mail is either sent before the erase or not at all.
   */
  mailSendingAt?: string;
  /** The Pipedrive deal id as a string, set with `crm.dealId`: the key of CRM_DEAL_INDEX. */
  crmDeal?: string;
  /** The deal's outcome once Pipedrive reported it won or lost. */
  outcome?: DealOutcome;
  /** The visit the request came from (entry page, campaign), joined on the daily visit hash by the server. */
  attribution?: VisitAttribution;
  /**
   * 'pending' once a step went `retrying`: the key of the sparse index RETRYING_INDEX the sweeper
   * reads to find due retries. The sweeper removes it when no step is retrying any more.
   */
  retrying?: 'pending';
  crm: CrmState;
  mail: MailState;
  /** Staff's notes and actions (the inbox). */
  notes?: StaffNote[];
  history?: StaffAction[];
}

/** The sparse index of requests whose event is not published yet (see StoredRequestMeta.unpublished). */
export const UNPUBLISHED_INDEX = 'unpublished-by-created';
/** The sparse index of requests with a step being retried (see StoredRequestMeta.retrying). */
export const RETRYING_INDEX = 'retrying';
/** The sparse index of synced requests by their Pipedrive deal (keys only): a CRM webhook finds its request (StoredRequestMeta.crmDeal). */
export const CRM_DEAL_INDEX = 'by-crm-deal';

/** What Pipedrive reported about a request's deal (its webhook, services/src/use-cases/deal-outcome.ts). */
export interface DealOutcome {
  status: 'won' | 'lost';
  value: number;
  currency: string;
  dealId: number;
  /** ISO: when the webhook was received. */
  at: string;
}

/** An item of the contacts table. */
export type ContactRecord = ContactInput & StoredRequestMeta & Partial<InboxAttributes> & { kind: 'contact' };
/**
 * A demo request's fields as stored: the name under the one stored spelling of every request
 * (`firstname`/`lastname`, as a contact's and the CRM payload's). The demo form's payload names
 * (`first_name`/`last_name`, the specification's) stay at the form's edge.
 */
export type StoredDemoRequestFields = Omit<DemoRequestInput, 'first_name' | 'last_name'> & { firstname: string; lastname: string };
export const storedDemoRequestFields = ({ first_name, last_name, ...rest }: DemoRequestInput): StoredDemoRequestFields => ({
  ...rest,
  firstname: first_name,
  lastname: last_name,
});

/** An item of the demo_requests table. */
export type DemoRequestRecord = StoredDemoRequestFields & StoredRequestMeta & Partial<InboxAttributes> & { kind: 'demo_request'; status: DemoStatus };
export type StoredRequest = ContactRecord | DemoRequestRecord;
