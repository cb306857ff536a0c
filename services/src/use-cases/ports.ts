/**
 * What the use cases need from the outside world. Adapters in ../adapters implement these with the
 * AWS SDK and fetch; tests implement them in memory.
 */
import type { CrmState, MailState, RequestKind, StoredRequest } from '@rufbereit/shared';

/** Which stored request: its kind picks the table. */
export interface RequestRef {
  kind: RequestKind;
  id: string;
}

export type DeliveryChannel = 'crm' | 'mail';
type StateOf<C extends DeliveryChannel> = C extends 'crm' ? CrmState : MailState;
/** Fields of the crm/mail state to set; `attempts` only changes by counting. */
export type DeliveryPatch<C extends DeliveryChannel> = Partial<Omit<StateOf<C>, 'attempts'>>;

export interface DeliveryUpdateOptions {
  /** Atomically add one to `attempts`. */
  countAttempt?: boolean;
  /** Remove `lastError` (after a success). */
  clearError?: boolean;
}

export interface RequestRepository {
  /** Stores a new request. Returns false, writing nothing, if a request with this id already exists. */
  createIfAbsent(record: StoredRequest): Promise<boolean>;
  /** Strongly consistent read. */
  get(ref: RequestRef): Promise<StoredRequest | undefined>;
  markEventPublished(ref: RequestRef): Promise<void>;
  /**
   * Sets fields of the crm or mail state in place (never rewriting the whole item, so crm-sync and
   * notify can update the same record at once). Returns `attempts` after the update.
   */
  updateDelivery<C extends DeliveryChannel>(
    ref: RequestRef,
    channel: C,
    patch: DeliveryPatch<C>,
    options?: DeliveryUpdateOptions,
  ): Promise<number>;
}

export interface BusMessage {
  detailType: string;
  detail: Record<string, unknown>;
}

export interface EventPublisher {
  publish(message: BusMessage): Promise<void>;
}

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
}

/** The CRM operations we use (Pipedrive). Ids are the CRM's numeric ids. */
export interface CrmClient {
  findPersonIdByEmail(email: string): Promise<number | undefined>;
  createPerson(person: { name: string; email: string; phone: string }): Promise<number>;
  createDeal(deal: { title: string; personId: number }): Promise<number>;
  createNote(note: { content: string; dealId: number }): Promise<number>;
  personUrl(personId: number): string;
  dealUrl(dealId: number): string;
}
