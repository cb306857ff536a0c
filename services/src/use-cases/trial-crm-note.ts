/**
 * The note on the request's CRM deal when staff start a trial (issue 39, item 2; decision 0018):
 * "Testzugang eingerichtet für …, Testzeitraum bis …". Once per trial, as the CRM sync's own note:
 * the note is claimed on the request with a conditional write before Pipedrive is asked, and its id
 * is kept after, so a double click, a retry or a second way in (a later call of the route) adds no
 * second note.
 */
import { trialMessages, type TrialAccount } from '@rufbereit/shared';
import { logger } from '../logger';
import { escapeHtml } from './html';
import type { CrmClient } from './ports';

export interface TrialNoteStore {
  /** Claims the trial's note on the request: false when it is claimed or added already (or there is no active trial). */
  claim(id: string, at: string): Promise<boolean>;
  /** The note exists: its id is kept (the claim with it). */
  added(id: string, noteId: number): Promise<void>;
  /** Pipedrive refused the note: the claim goes, so a later call may add it. */
  release(id: string): Promise<void>;
}

export interface TrialNoteDeps {
  notes: TrialNoteStore;
  /** Undefined: the stage has no CRM of its own (the CRM sync records "not connected" then too). */
  connectCrm: () => Promise<CrmClient | undefined>;
  now?: () => Date;
}

/** added: now; noted: before (or another call is adding it); noDeal: the CRM sync has made no deal (yet); notConnected; failed (logged). */
export type TrialNoteOutcome = 'added' | 'noted' | 'noDeal' | 'notConnected' | 'failed';

const berlinDate = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });

/** The note's HTML (Pipedrive notes are HTML: the address is escaped). */
export const trialNoteContent = (trial: Pick<TrialAccount, 'email' | 'endsAt'>): string =>
  `<p>${escapeHtml(trialMessages.crmNote(trial.email, berlinDate.format(new Date(trial.endsAt))))}</p>`;

/**
 * Pipedrive answered with an error (an HTTP status): the note was not created, and a later call may
 * try again. Without an answer (a timeout, a dropped connection) it may exist: the claim stays, since
 * a second note is the worse outcome.
 */
const refusedByPartner = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status > 0;
};

/**
 * Adds the note to the deal of an active trial's request unless it has one. Never throws: the trial
 * is started whatever happens to its note, so a failure is logged (and left to a later call).
 */
export async function noteTrialOnDeal(
  deps: TrialNoteDeps,
  { id, trial, dealId }: { id: string; trial: TrialAccount | undefined; dealId: number | undefined },
): Promise<TrialNoteOutcome> {
  if (trial?.status !== 'active') return 'noted';
  if (trial.crmNoteId !== undefined || trial.crmNoteClaimedAt !== undefined) return 'noted';
  if (dealId === undefined) return 'noDeal';
  let claimed = false;
  try {
    const crm = await deps.connectCrm();
    if (!crm) return 'notConnected';
    claimed = await deps.notes.claim(id, (deps.now?.() ?? new Date()).toISOString());
    if (!claimed) return 'noted';
    const noteId = await crm.createNote({ content: trialNoteContent(trial), dealId });
    await deps.notes.added(id, noteId);
    return 'added';
  } catch (error) {
    logger.warn('The trial note could not be added to the CRM deal', { requestId: id, dealId, error });
    if (claimed && refusedByPartner(error)) await deps.notes.release(id).catch((releaseError: unknown) => logger.warn('Releasing the trial note claim failed', { requestId: id, releaseError }));
    return 'failed';
  }
}
