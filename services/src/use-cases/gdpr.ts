/**
 * Data protection for one person, found by e-mail address: export everything stored about them, or
 * erase it from every store that holds it — both request tables (with their staff notes), the
 * intro-call bookings (the slot is free again) with the address's claim on its open booking, the CRM person with its deals and notes (Pipedrive's
 * person deletion keeps those, so they are deleted one by one), the items of the idempotency table
 * keyed by the address, and the documents of the account with that address (the account stays). The erasure record lists per store what is gone, with ids only.
 *
 * The requests are deleted first: a CRM sync running at that moment then fails to write its ids
 * back and removes what it just created (sync-request-to-crm.ts), and a retry finds no request.
 */
import { randomUUID } from 'node:crypto';
import {
  inboxMessages,
  requestKinds,
  type GdprCrmErasure,
  type GdprErasure,
  type GdprExport,
  type GdprIntroCall,
  type GdprUploadTicket,
  type RequestDetail,
  type RequestKind,
} from '@rufbereit/shared';
import { logger } from '../logger';
import { toDetail } from './inbox';
import type { CrmPersonEraser, InboxRepository } from './inbox-ports';
import { announceCancellation, cancelledKeyOf, KEEP_CANCELLED_SECONDS, type ErasedBookingNotice, type IntroCallMailStep } from './book-intro-call';
import { clockOf, type Clock, type EventPublisher } from './ports';
import { Refusal } from './refusal';

/** The intro-call bookings of an address (table intro_call_slots). */
export interface PersonBookings {
  byEmail(email: string): Promise<GdprIntroCall[]>;
  /**
   * Deletes the booking of the slot if it still holds this address (as stored): what sales' calendar
   * cancellation needs of it, or undefined when it did not hold it.
   */
  erase(slot: string, email: string): Promise<ErasedBooking | undefined>;
  /** Keeps what sales' calendar cancellation needs of an erased booking (nothing about the person). */
  keepErased(notice: ErasedBookingNotice): Promise<void>;
  /** Deletes the address's claim on an open booking (keyed by a hash of the address); false when there was none. */
  eraseAddressClaim(email: string): Promise<boolean>;
}

/** An erased booking or kept cancellation: its id, the slot it held, and whether sales was mailed. */
export interface ErasedBooking {
  id: string;
  bookedSlot: string;
  salesMail?: IntroCallMailStep;
  salesCancelMail?: IntroCallMailStep;
}

/** Items of the idempotency table keyed by an address (the CRM person lease, the forms' hourly counters). */
export interface AddressLeases {
  /** Deletes them; returns how many there were. */
  eraseFor(email: string): Promise<number>;
}

/** Documents and published MP3s an account uploaded, when the address is an account's. */
export interface AccountDocuments {
  /** The account (its id) with this e-mail address and its files, or undefined when there is none. */
  of(email: string): Promise<
    | {
        accountId: string;
        documents: { id: string; name: string }[];
        audioFiles: { id: string; name: string; url: string }[];
        uploadTickets: GdprUploadTicket[];
      }
    | undefined
  >;
  /** Deletes one document: its list entry and its object. */
  erase(accountId: string, documentId: string): Promise<void>;
  /** Deletes one published MP3: its list entry and its object. */
  eraseAudio(accountId: string, uploadId: string): Promise<void>;
  /** Drops one open upload ticket (its name is a file name the person gave). */
  dropUploadTicket(accountId: string, ticketId: string): Promise<void>;
}

export interface GdprDeps extends Clock {
  repository: InboxRepository;
  bookings: PersonBookings;
  leases: AddressLeases;
  documents: AccountDocuments;
  /** The CRM, or undefined when none is configured. */
  crm?: () => Promise<CrmPersonEraser | undefined>;
  /** Announces each erased booking (IntroCallCancelled): sales' calendar loses the entry. */
  publisher?: EventPublisher;
}

/** The CRM could not be asked what it holds: nothing was deleted (a later try erases everything at once). */
const crmUnavailable = (error: unknown): Promise<never> =>
  Promise.reject(new Refusal('unavailable', inboxMessages.gdprCrmUnavailable, undefined, { cause: error }));

/** Nothing is stored about the address: the admin is told so instead of a success. */
const noDataForEmail = (): Refusal => new Refusal('notFound', inboxMessages.gdprNoData);

const normalized = (email: string): string => email.trim().toLocaleLowerCase('de-DE');

async function detailsOf(repository: InboxRepository, email: string): Promise<Record<RequestKind, RequestDetail[]>> {
  const entries = await Promise.all(
    requestKinds.map(async (kind) => {
      const ids = await repository.idsByEmail(kind, email);
      const items = await Promise.all(ids.map((id) => repository.get(kind, id)));
      return [kind, items.filter((item): item is Record<string, unknown> => Boolean(item)).map(toDetail)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<RequestKind, RequestDetail[]>;
}

const allDetails = (details: Record<RequestKind, RequestDetail[]>): RequestDetail[] => requestKinds.flatMap((kind) => details[kind]);

/** Person, deal and note ids the requests were synced to (the CRM may hold more: see crmHoldings). */
function recordedCrmIds(details: readonly RequestDetail[]): { persons: Set<number>; deals: Set<number>; notes: Set<number> } {
  const ids = { persons: new Set<number>(), deals: new Set<number>(), notes: new Set<number>() };
  for (const { crm } of details) {
    if (typeof crm.personId === 'number') ids.persons.add(crm.personId);
    if (typeof crm.dealId === 'number') ids.deals.add(crm.dealId);
    if (typeof crm.noteId === 'number') ids.notes.add(crm.noteId);
  }
  return ids;
}

/**
 * The address as given and every spelling of its mailbox the records hold (`name+1@…`, `N.ame@gmail.com`):
 * the requests and bookings are found by mailbox, but the CRM and the address's leases know each
 * spelling on its own.
 */
function spellingsOf(address: string, details: readonly RequestDetail[], bookings: readonly GdprIntroCall[]): string[] {
  return [...new Set([address, ...details.map((d) => normalized(d.email)), ...bookings.map((b) => normalized(b.email))].filter(Boolean))];
}

async function crmPersonIds(crm: CrmPersonEraser, emails: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const email of emails) ids.push(...(await crm.personIdsByEmail(email)));
  return ids;
}

/** Everything the CRM holds about the addresses: persons by e-mail and from the records, their deals, and the notes of both. */
async function crmHoldings(crm: CrmPersonEraser, emails: readonly string[], details: readonly RequestDetail[]) {
  const { persons, deals, notes } = recordedCrmIds(details);
  for (const id of await crmPersonIds(crm, emails)) persons.add(id);
  for (const personId of persons) for (const id of await crm.dealIdsOfPerson(personId)) deals.add(id);
  for (const dealId of deals) for (const id of await crm.noteIds({ dealId })) notes.add(id);
  for (const personId of persons) for (const id of await crm.noteIds({ personId })) notes.add(id);
  return { persons, deals, notes };
}

export async function gdprExport(deps: Pick<GdprDeps, 'repository' | 'bookings' | 'documents' | 'crm' | 'now'>, email: string): Promise<GdprExport> {
  const now = clockOf(deps);
  const [details, introCalls, account] = await Promise.all([detailsOf(deps.repository, email), deps.bookings.byEmail(email), deps.documents.of(email)]);
  const persons = recordedCrmIds(allDetails(details)).persons;
  const crm = await deps.crm?.();
  const emails = spellingsOf(normalized(email), allDetails(details), introCalls);
  if (crm) for (const id of await crmPersonIds(crm, emails).catch(crmUnavailable)) persons.add(id);
  const documents = account?.documents ?? [];
  const audioFiles = account?.audioFiles ?? [];
  const uploadTickets = account?.uploadTickets ?? [];
  if (allDetails(details).length + introCalls.length + persons.size + documents.length + audioFiles.length + uploadTickets.length === 0) {
    throw noDataForEmail();
  }
  const urls = new Map(allDetails(details).flatMap((d) => (typeof d.crm.personId === 'number' && d.crm.personUrl ? [[d.crm.personId, d.crm.personUrl] as const] : [])));
  return {
    email,
    exportedAt: now.toISOString(),
    contacts: details.contact,
    demoRequests: details.demo_request,
    introCalls,
    documents,
    audioFiles,
    uploadTickets,
    pipedrivePersons: [...persons].map((id) => {
      const url = urls.get(id) ?? crm?.personUrl(id);
      return { id, ...(url ? { url } : {}) };
    }),
  };
}

/** Deletes notes, then deals, then persons; what fails is reported, not thrown (the rest still goes). */
async function eraseInCrm(crm: CrmPersonEraser, holdings: Awaited<ReturnType<typeof crmHoldings>>): Promise<GdprCrmErasure> {
  const result: GdprCrmErasure = { configured: true, personIds: [], dealIds: [], noteIds: [], failed: [] };
  const steps = [
    { kind: 'note', ids: holdings.notes, remove: (id: number) => crm.deleteNote(id), done: result.noteIds },
    { kind: 'deal', ids: holdings.deals, remove: (id: number) => crm.deleteDeal(id), done: result.dealIds },
    { kind: 'person', ids: holdings.persons, remove: (id: number) => crm.deletePerson(id), done: result.personIds },
  ] as const;
  for (const step of steps) {
    for (const id of step.ids) {
      try {
        await step.remove(id);
        step.done.push(id);
      } catch (error) {
        logger.warn('CRM record could not be deleted', { kind: step.kind, id, error });
        result.failed.push({ kind: step.kind, id });
      }
    }
  }
  return result;
}

/**
 * A booking that ends by erasure still leaves sales' calendar: what the cancellation needs (id, slot,
 * sales' mail state; nothing about the person) waits under the booking's cancelled key, and
 * IntroCallCancelled sends it. A kept cancellation whose sales mail already went is left alone.
 */
async function cancelForSales(deps: Pick<GdprDeps, 'bookings' | 'publisher'>, erased: readonly ErasedBooking[], now: Date): Promise<void> {
  for (const booking of erased) {
    if (!booking.salesMail || booking.salesCancelMail?.status === 'sent') continue;
    await deps.bookings.keepErased({
      slot: cancelledKeyOf(booking.id),
      id: booking.id,
      bookedSlot: booking.bookedSlot,
      cancelledBy: 'erasure',
      cancelledAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + KEEP_CANCELLED_SECONDS,
      salesMail: booking.salesMail,
    });
    await announceCancellation(deps, booking.id);
  }
}

/** `by`: the staff member who erases, as staff read it. */
export async function gdprErase(deps: GdprDeps, { by, email }: { by: string; email: string }): Promise<GdprErasure> {
  const now = clockOf(deps);
  const address = normalized(email);
  const [details, bookings, account, crm] = await Promise.all([
    detailsOf(deps.repository, address),
    deps.bookings.byEmail(address),
    deps.documents.of(address),
    deps.crm?.(),
  ]);
  // Looked up before anything is deleted: the records name the CRM ids.
  const spellings = spellingsOf(address, allDetails(details), bookings);
  const holdings = crm ? await crmHoldings(crm, spellings, allDetails(details)).catch(crmUnavailable) : undefined;
  const recorded = recordedCrmIds(allDetails(details));

  await Promise.all(requestKinds.flatMap((kind) => details[kind].map((d) => deps.repository.delete(kind, d.id))));
  const erased = await Promise.all(bookings.map(async (b) => ({ slot: b.slot, booking: await deps.bookings.erase(b.slot, b.email) })));
  const freed = erased.map(({ slot, booking }) => (booking ? slot : undefined));
  await cancelForSales(deps, erased.flatMap(({ booking }) => (booking ? [booking] : [])), now);
  const introCallClaims = (await deps.bookings.eraseAddressClaim(address)) ? 1 : 0;
  let addressLeases = 0;
  for (const spelling of spellings) addressLeases += await deps.leases.eraseFor(spelling);
  const documentIds: string[] = [];
  for (const document of account?.documents ?? []) {
    await deps.documents.erase(account?.accountId ?? '', document.id);
    documentIds.push(document.id);
  }
  const audioFileIds: string[] = [];
  const uploadTicketIds: string[] = [];
  if (account) {
    for (const file of account.audioFiles) {
      await deps.documents.eraseAudio(account.accountId, file.id);
      audioFileIds.push(file.id);
    }
    for (const ticket of account.uploadTickets) {
      await deps.documents.dropUploadTicket(account.accountId, ticket.id);
      uploadTicketIds.push(ticket.id);
    }
  }
  const crmResult: GdprCrmErasure = holdings
    ? await eraseInCrm(crm as CrmPersonEraser, holdings)
    : { configured: false, personIds: [], dealIds: [], noteIds: [], failed: [] };

  const foundSomething = allDetails(details).length + bookings.length + introCallClaims + addressLeases + documentIds.length + audioFileIds.length + uploadTicketIds.length + (holdings?.persons.size ?? 0) + (holdings?.notes.size ?? 0) + (holdings?.deals.size ?? 0) > 0;
  if (!foundSomething) throw noDataForEmail();

  const erasure: GdprErasure = {
    id: randomUUID(),
    at: now.toISOString(),
    by,
    contactIds: details.contact.map((d) => d.id),
    demoRequestIds: details.demo_request.map((d) => d.id),
    introCallSlots: freed.filter((slot): slot is string => slot !== undefined),
    introCallClaims,
    addressLeases,
    documentIds,
    audioFileIds,
    uploadTicketIds,
    crm: crmResult,
    pipedrivePersonIds: [...(holdings?.persons ?? recorded.persons)],
    pipedriveDeleted: crmResult.personIds,
  };
  await deps.repository.recordErasure(erasure);
  return erasure;
}
