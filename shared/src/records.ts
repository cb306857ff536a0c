import type { ContactInput } from './contact';
import type { DemoRequestInput } from './demo-request';
import type { DemoStatus, InboxAttributes, StaffAction, StaffNote } from './inbox';

/**
 * Status of the follow-up work on a stored request. Written back by the crm-sync and notify handlers
 * so staff can see (and re-run) what happened.
 *  pending  → nothing tried yet
 *  retrying → an attempt failed; the event bus will try again
 *  done     → synced / sent
 *  failed   → the last attempt failed; the event is in the dead-letter queue
 */
export const deliveryStatuses = ['pending', 'retrying', 'done', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export interface CrmState {
  status: DeliveryStatus;
  attempts: number;
  personId?: number;
  personUrl?: string;
  dealId?: number;
  dealUrl?: string;
  /** The note with message and service preference on the deal (kept so a rerun adds no second note). */
  noteId?: number;
  lastError?: string;
  updatedAt?: string;
}

export interface MailState {
  status: DeliveryStatus;
  attempts: number;
  messageId?: string;
  lastError?: string;
  updatedAt?: string;
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
  /** false until the event for this request is on the bus; a retried submission publishes it again. */
  eventPublished: boolean;
  crm: CrmState;
  mail: MailState;
  /** Staff's notes and actions (the inbox). */
  notes?: StaffNote[];
  history?: StaffAction[];
}

/** An item of the contacts table. */
export type ContactRecord = ContactInput & StoredRequestMeta & Partial<InboxAttributes> & { kind: 'contact' };
/** An item of the demo_requests table. */
export type DemoRequestRecord = DemoRequestInput & StoredRequestMeta & Partial<InboxAttributes> & { kind: 'demo_request'; status: DemoStatus };
export type StoredRequest = ContactRecord | DemoRequestRecord;
