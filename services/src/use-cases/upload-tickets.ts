/**
 * Upload tickets and what they become, on the account's item (table assistant_configurations):
 * the ticket fixes the file's name and type when it is handed out (the name sent at completion
 * decides nothing); completing claims the ticket with a conditional write, so of any number of
 * parallel completions exactly one checks and lists the file, and listing consumes the ticket in the
 * same write. The others wait for that entry and answer it.
 */
import type { AccountAudioFile, AssistantDocument } from '@rufbereit/shared';

export interface UploadTicket {
  kind: 'audio' | 'document';
  /** The file name the browser gave when asking for the ticket. */
  name: string;
  /** The type the file must have, fixed here (`mp3`, `pdf`, …). */
  extension: string;
  createdAt: string;
  /** Set while one completion checks the file. */
  claimedAt?: string;
}

/** What an account's item holds besides its configuration. */
export interface AccountUploads {
  uploadTickets?: Record<string, UploadTicket>;
  audioFiles?: StoredAudioFile[];
  documents?: AssistantDocument[];
}

/** A published MP3 as stored: the list entry plus its object key. */
export type StoredAudioFile = Omit<AccountAudioFile, 'url'> & { key: string };

export type UploadList = 'audioFiles' | 'documents';
export type ListEntry<L extends UploadList> = L extends 'audioFiles' ? StoredAudioFile : AssistantDocument;

export interface UploadRecords {
  get(userId: string): Promise<AccountUploads | undefined>;
  /**
   * Adds the ticket and drops the account's tickets older than `staleBefore` in one write; false when
   * `maxOpen` tickets are open already.
   */
  addTicket(userId: string, id: string, ticket: UploadTicket, maxOpen: number, staleBefore: string): Promise<boolean>;
  /** Claims the ticket for one completion (unclaimed, or its claim older than `leaseBefore`); false otherwise. */
  claimTicket(userId: string, id: string, at: string, leaseBefore: string): Promise<boolean>;
  /** Ends a claim without listing (an unexpected failure: the browser may complete again). */
  releaseTicket(userId: string, id: string): Promise<void>;
  /** Removes the ticket (its file was refused and deleted). */
  dropTicket(userId: string, id: string): Promise<void>;
  /**
   * Lists the entry and consumes its ticket in one conditional write: appended while fewer than
   * `max` are listed, or in place of `replace` (the entry of the same name at that index). False
   * when the ticket is gone, the list is full or shifted.
   */
  list<L extends UploadList>(userId: string, list: L, ticketId: string, entry: ListEntry<L>, max: number, replace?: { index: number; id: string }): Promise<boolean>;
  /** Removes an entry by id; the removed entry, or undefined when it was not there. */
  unlist<L extends UploadList>(userId: string, list: L, id: string): Promise<ListEntry<L> | undefined>;
}

/** A ticket is good for the presigned POST's 5 minutes; an hour later it is only clutter. */
export const TICKET_STALE_MS = 60 * 60_000;
/** A completion that died keeps its claim this long; then another may take over. */
export const CLAIM_LEASE_MS = 60_000;
/** Open tickets per account (a presigned POST each): enough for a batch of files, not for a flood. */
export const MAX_OPEN_UPLOAD_TICKETS = 20;

export interface WaitForListedInput<L extends UploadList> {
  userId: string;
  list: L;
  id: string;
  timeoutMs?: number;
  everyMs?: number;
}

/** Polls the account's list for the entry another completion is publishing, for up to `timeoutMs`. */
export async function waitForListed<L extends UploadList>(
  deps: { records: UploadRecords },
  { userId, list, id, timeoutMs = 8_000, everyMs = 200 }: WaitForListedInput<L>,
): Promise<ListEntry<L> | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stored = await deps.records.get(userId);
    const entry = (stored?.[list] as ListEntry<L>[] | undefined)?.find((e) => e.id === id);
    if (entry) return entry;
    // The other completion refused the file (ticket dropped) or gave up (claim released): nothing to wait for.
    const ticket = stored?.uploadTickets?.[id];
    if (!ticket?.claimedAt || Date.now() > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
