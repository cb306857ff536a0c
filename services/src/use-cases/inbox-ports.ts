/** What the inbox use cases need from storage (DynamoDB adapter: ../adapters/dynamo-inbox-repository.ts). */
import type { CreatedKeyRange, DemoStatus, GdprErasure, RequestKind, StaffAction, StaffNote } from '@rufbereit/shared';
import type { DeliveryChannel } from './ports';

export interface InboxFilter {
  search?: string;
  status?: DemoStatus;
  delivery?: 'pending' | 'retrying' | 'done' | 'failed';
  /** Only requests created in this range (a key condition on the creation-time index). */
  range?: CreatedKeyRange;
  /** Oldest first instead of newest first. */
  oldestFirst?: boolean;
}

export type StepResetOutcome = 'reset' | 'notFailed' | 'notFound';
export type RetryNowOutcome = 'marked' | 'notRetrying' | 'notFound';

/** Items are the stored attributes as read (rows: the index's projection; get: the whole item). */
export interface InboxRepository {
  /** Newest first (oldest first with `filter.oldestFirst`); `nextKey` is set when another page follows. */
  page(
    kind: RequestKind,
    filter: InboxFilter,
    size: number,
    startKey?: Record<string, unknown>,
  ): Promise<{ items: Record<string, unknown>[]; nextKey?: Record<string, unknown> }>;
  get(kind: RequestKind, id: string): Promise<Record<string, unknown> | undefined>;
  /** The list rows of these requests in the order given (any number; unknown ids left out), with the message if asked. */
  rowsByIds(kind: RequestKind, ids: readonly string[], options?: { withMessage?: boolean }): Promise<Record<string, unknown>[]>;
  /** false: no such request. */
  setDemoStatus(id: string, status: DemoStatus, action: StaffAction): Promise<boolean>;
  addNote(kind: RequestKind, id: string, note: StaffNote, action: StaffAction): Promise<boolean>;
  /** Sets a `failed` step back to `pending` (fresh attempts, no error); refuses any other state. */
  resetFailedStep(kind: RequestKind, id: string, step: DeliveryChannel, action: StaffAction, at: string): Promise<StepResetOutcome>;
  /** Records staff's 'Jetzt erneut versuchen' on a `retrying` step (history); refuses any other state. */
  markRetryNow(kind: RequestKind, id: string, step: DeliveryChannel, action: StaffAction): Promise<RetryNowOutcome>;
  idsByEmail(kind: RequestKind, email: string): Promise<string[]>;
  delete(kind: RequestKind, id: string): Promise<void>;
  recordErasure(erasure: GdprErasure): Promise<void>;
}

/** Finds and deletes what the CRM (Pipedrive) holds about an address, when one is configured. */
export interface CrmPersonEraser {
  personIdsByEmail(email: string): Promise<number[]>;
  dealIdsOfPerson(personId: number): Promise<number[]>;
  noteIds(of: { dealId: number } | { personId: number }): Promise<number[]>;
  personUrl(personId: number): string;
  deletePerson(personId: number): Promise<void>;
  deleteDeal(dealId: number): Promise<void>;
  deleteNote(noteId: number): Promise<void>;
}
