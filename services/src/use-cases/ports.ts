/**
 * What the use cases need from the outside world. Adapters in ../adapters implement these with the
 * AWS SDK and fetch; tests implement them in memory.
 *
 * One shape for every use case (an exported function that does I/O), kept by use-case-shape.test.ts:
 * `useCase(deps, input)`. `deps` is an object of the ports it needs (repositories, stores, links,
 * checks, publishers, limits the deployment sets) under a named interface (`…Deps`); `input` is what
 * the request carries (ids, the caller, the payload): one value, or an object when there are several.
 * The clock is a port: `now?: () => Date` in `deps` (the system clock when absent, read with
 * `clockOf`), so a test fixes it once; the input never carries the time. Pure helpers take plain values.
 */
import type { CrmState, MailRef, MailState, RequestKind, StoredRequest } from '@rufbereit/shared';

/** The clock port of every use case's deps; tests pass a fixed one. */
export interface Clock {
  now?: () => Date;
}

/** The time now by the deps' clock, or the system's. */
export const clockOf = (deps: Clock): Date => deps.now?.() ?? new Date();

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
  /** Remove `lastError` and `nextAttemptAt` (after a success, or when giving up). */
  clearError?: boolean;
  /** Remove `nextAttemptAt` only (giving up keeps the last error). */
  clearNextAttempt?: boolean;
  /** Put the request into the sparse retrying index (a step is waiting for its next attempt). */
  markRetrying?: boolean;
}

export interface RequestRepository {
  /** Stores a new request. Returns false, writing nothing, if a request with this id already exists. */
  createIfAbsent(record: StoredRequest): Promise<boolean>;
  /**
   * Adds a request just stored by `createIfAbsent` to the dashboard's aggregates. Never throws: the
   * request stands either way (a lost count is logged). Apart from the put, so it can run while the
   * event is published.
   */
  countCreated(record: StoredRequest): Promise<void>;
  /** Strongly consistent read. */
  get(ref: RequestRef): Promise<StoredRequest | undefined>;
  /** Sets eventPublished and removes the request from the unpublished index. */
  markEventPublished(ref: RequestRef): Promise<void>;
  /**
   * Claims the right to publish the request's event until `until`: true if the event is not
   * published and nobody else holds an unexpired claim (a conditional write: of concurrent callers
   * exactly one gets true).
   */
  claimPublish(ref: RequestRef, now: Date, until: Date): Promise<boolean>;
  /** Gives the claim up (after a failed publish), so the next retry may publish at once. */
  releasePublishClaim(ref: RequestRef): Promise<void>;
  /**
   * Marks that the notification mail is being sent now (`mailSendingAt`), if the request still exists:
   * false when a GDPR erase deleted it. The erase waits while the mark is fresh (MAIL_SEND_HOLD_SECONDS).
   */
  holdForMailSend(ref: RequestRef, now: Date): Promise<boolean>;
  /** Ends the mark, whatever the send's outcome (nothing to do when the request is gone). */
  releaseMailSend(ref: RequestRef): Promise<void>;
  /** Requests of this kind in the retrying index (a step was retrying when last written). */
  listRetrying(kind: RequestKind, limit: number): Promise<StoredRequest[]>;
  /** Takes the request out of the retrying index if no step is retrying (a conditional write). */
  clearRetryingMark(ref: RequestRef): Promise<void>;
  /** Requests of this kind stored before `createdBefore` whose event is not published, oldest first. */
  listUnpublished(kind: RequestKind, createdBefore: Date, limit: number): Promise<RequestRef[]>;
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

/** One step of the follow-up work of one request: the unit that must happen exactly once. */
export interface StepKey extends RequestRef {
  step: DeliveryChannel;
}

/**
 * Runs `work` at most once at a time per request and step and never again after it succeeded:
 * a concurrent or later call with the same key returns `alreadyDone` without running `work`.
 * A failed `work` leaves no trace, so the next call (a retry, a re-run) runs it again.
 */
export type StepGuard = <T>(key: StepKey, work: () => Promise<T>, alreadyDone: T) => Promise<T>;

/**
 * The CRM person of an e-mail address, found or created (`work`) by one caller at a time per address.
 * A caller shortly after (or waiting for) another one gets the person that one found or created, if
 * `stillExists` confirms it: the CRM's search may not list a person created a moment ago.
 */
export type OncePerEmail = (email: string, work: () => Promise<number>, stillExists: (personId: number) => Promise<boolean>) => Promise<number>;

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
  /** The record the mail belongs to: sent as tags, so SES's delivery events find it (mail-outcome.ts). */
  ref?: MailRef;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
}

/** The CRM operations we use (Pipedrive). Ids are the CRM's numeric ids. */
export interface CrmClient {
  findPersonIdByEmail(email: string): Promise<number | undefined>;
  personExists(personId: number): Promise<boolean>;
  createPerson(person: { name: string; email: string; phone: string }): Promise<number>;
  createDeal(deal: { title: string; personId: number }): Promise<number>;
  createNote(note: { content: string; dealId: number }): Promise<number>;
  personUrl(personId: number): string;
  dealUrl(dealId: number): string;
  /** Deleting an unknown id succeeds (it is gone either way). */
  deletePerson(personId: number): Promise<void>;
  deleteDeal(dealId: number): Promise<void>;
  deleteNote(noteId: number): Promise<void>;
}
