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
