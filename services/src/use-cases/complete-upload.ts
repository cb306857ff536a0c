/**
 * Completing an upload ticket, for MP3s and documents alike: exactly one completion per ticket
 * checks and publishes the file (conditional claim), listing it consumes the ticket, a file of the
 * same name replaces the older entry instead of piling up, and a full list refuses without leaving
 * an object behind. Parallel completions answer the one entry; none of them gets a 5xx.
 */
import { clockOf, type Clock } from './ports';
import { Refusal } from './refusal';
import { CLAIM_LEASE_MS, waitForListed, type ListEntry, type UploadList, type UploadRecords, type UploadTicket } from './upload-tickets';

export interface CompleteUploadSpec<L extends UploadList> {
  list: L;
  kind: UploadTicket['kind'];
  max: number;
  messages: { missing: string; stillChecking: string; tooMany: string };
  /** Checks the uploaded file against the ticket and publishes exactly the checked bytes; throws a Refusal for a refused file (deleted by then). */
  publish(ticket: UploadTicket): Promise<ListEntry<L>>;
  /** Deletes a published entry's object (the one replaced, or the one a full list refused). */
  removeObject(entry: ListEntry<L>): Promise<void>;
}

export interface CompleteUploadDeps<L extends UploadList> extends Clock {
  records: UploadRecords;
  spec: CompleteUploadSpec<L>;
}

export async function completeUpload<L extends UploadList>(
  deps: CompleteUploadDeps<L>,
  { userId, ticketId }: { userId: string; ticketId: string },
): Promise<ListEntry<L>> {
  const { records, spec } = deps;
  const now = clockOf(deps);
  const entriesOf = (stored: Awaited<ReturnType<UploadRecords['get']>>): ListEntry<L>[] => (stored?.[spec.list] ?? []) as ListEntry<L>[];
  const stored = await records.get(userId);
  const listed = entriesOf(stored).find((e) => e.id === ticketId);
  if (listed) return listed;
  const ticket = stored?.uploadTickets?.[ticketId];
  if (!ticket || ticket.kind !== spec.kind) throw new Refusal('notFound', spec.messages.missing);

  if (!(await records.claimTicket(userId, ticketId, now.toISOString(), new Date(now.getTime() - CLAIM_LEASE_MS).toISOString()))) {
    const entry = await waitForListed(deps, { userId, list: spec.list, id: ticketId });
    if (entry) return entry;
    throw new Refusal('conflict', spec.messages.stillChecking);
  }

  let entry: ListEntry<L>;
  try {
    entry = await spec.publish(ticket);
  } catch (error) {
    // A refused file is deleted: its ticket is spent. Anything else may be tried again.
    await (error instanceof Refusal ? records.dropTicket(userId, ticketId) : records.releaseTicket(userId, ticketId));
    throw error;
  }

  for (let attempt = 0; attempt < 5; attempt++) {
    const entries = entriesOf(await records.get(userId));
    const index = entries.findIndex((e) => e.name === entry.name);
    const replaced = entries[index];
    if (await records.list(userId, spec.list, ticketId, entry, spec.max, replaced ? { index, id: replaced.id } : undefined)) {
      if (replaced) await spec.removeObject(replaced);
      return entry;
    }
    if (!replaced && entries.length >= spec.max) {
      await spec.removeObject(entry);
      await records.dropTicket(userId, ticketId);
      throw new Refusal('conflict', spec.messages.tooMany);
    }
    // Otherwise the list shifted under us (another file listed or deleted): read it again.
  }
  await records.releaseTicket(userId, ticketId);
  throw new Error('The upload list of an account kept changing');
}
