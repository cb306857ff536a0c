/**
 * The GDPR export and erasure of one e-mail address (`POST /api/admin/gdpr/export`, `/erase`): the
 * request body and the answers. Everything a store holds about the address is listed or erased.
 */
import * as z from 'zod/mini';
import { inboxMessages } from '../inbox/inbox-messages';
import type { RequestDetail } from '../inbox/inbox';
import type { VisitAttribution } from '../site-analytics/site-analytics';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const gdprBodySchema = z.object({
  email: z.string().check(z.trim(), z.maxLength(200, inboxMessages.emailInvalid), z.regex(EMAIL_PATTERN, inboxMessages.emailInvalid)),
});

/** An intro-call booking as the GDPR export shows it. */
export interface GdprIntroCall {
  slot: string;
  name: string;
  email: string;
  phone: string;
  createdAt: string;
  /** The visit the booking came from (issue 40 item 2), as stored with it. */
  attribution?: VisitAttribution;
}

/** An open upload ticket as the GDPR export shows it (id = upload or document id). */
export interface GdprUploadTicket {
  id: string;
  kind: 'audio' | 'document';
  name: string;
  createdAt: string;
}

/** `POST /api/admin/gdpr/export`: everything stored about one e-mail address. */
export interface GdprExport {
  email: string;
  exportedAt: string;
  contacts: RequestDetail[];
  demoRequests: RequestDetail[];
  /** Booked intro calls (table intro_call_slots). */
  introCalls: GdprIntroCall[];
  /** Documents uploaded by the account with this address. */
  documents: { id: string; name: string }[];
  /** MP3s the account with this address published (id = upload id, url = where the site serves it). */
  audioFiles: { id: string; name: string; url: string }[];
  /** Upload tickets the account asked for and has not used yet: they hold the file names it gave. */
  uploadTickets: GdprUploadTicket[];
  /** Pipedrive persons the requests were synced to or that carry the address. */
  pipedrivePersons: { id: number; url?: string }[];
}

/** What the CRM erase did: ids only. `configured` false: no CRM token, nothing could be deleted there. */
export interface GdprCrmErasure {
  configured: boolean;
  personIds: number[];
  dealIds: number[];
  noteIds: number[];
  /** What could not be deleted (remove by hand in Pipedrive). */
  failed: { kind: 'person' | 'deal' | 'note'; id: number }[];
}

/**
 * `POST /api/admin/gdpr/erase`: what was erased, per store, truthfully (only what is gone now). The
 * erasure record is this object: ids, slot times and counts, never a name, address or text.
 */
export interface GdprErasure {
  id: string;
  at: string;
  by: string;
  contactIds: string[];
  demoRequestIds: string[];
  /** Intro-call bookings deleted (their slots are free again), by slot start. */
  introCallSlots: string[];
  /** The address's claim on its one open booking (a hash of the address, deleted with the booking). */
  introCallClaims: number;
  /** Items of the idempotency table keyed by the address (the CRM person lease, the forms' hourly counters of this and the last hour). */
  addressLeases: number;
  /** Documents of the account with this address (list entry and file). */
  documentIds: string[];
  /** Published MP3s of the account with this address (list entry and file). */
  audioFileIds: string[];
  /** Open upload tickets of the account with this address, dropped (they held the file names it gave). */
  uploadTicketIds: string[];
  crm: GdprCrmErasure;
  /** Pipedrive persons linked to the address (also those that could not be deleted). */
  pipedrivePersonIds: number[];
  /** Persons deleted through the Pipedrive API. */
  pipedriveDeleted: number[];
}
