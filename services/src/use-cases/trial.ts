/**
 * 'Testzugang einrichten' (issue 39, item 2): from a demo request, staff create the customer's
 * account with Cognito's invitation and start the TRIAL_DAYS trial. One account per request however
 * often it is asked: the request is claimed first (a conditional write), and only the claim's
 * holder creates the account; a later call answers with the trial as stored.
 */
import { TRIAL_DAYS, inboxMessages, trialMessages, type RequestDetail, type StaffAction, type TrialAccount } from '@rufbereit/shared';
import { getRequest, toDetail } from './inbox';
import type { InboxRepository } from './inbox-ports';
import { clockOf, type Clock } from './ports';
import { Refusal } from './refusal';
import { noteTrialOnDeal, type TrialNoteDeps } from './trial-crm-note';

/** The pool already has an account for the address (a customer, staff, or an earlier trial). */
export class AccountExistsError extends Error {
  override name = 'AccountExistsError';
}

export interface TrialAccountDirectory {
  /** Creates the account and sends the invitation; AccountExistsError when the address has one. */
  createInvited(email: string): Promise<{ accountId: string }>;
}

export interface TrialRequestStore {
  /** Sets `trial` (pending) on the demo request unless it has one (or is gone): false then. */
  claim(id: string, trial: TrialAccount, action: StaffAction): Promise<boolean>;
  /** The account exists: the trial becomes active with its id. */
  activate(id: string, accountId: string): Promise<void>;
  /** The account could not be created: the claim goes, so staff may try again. */
  release(id: string): Promise<void>;
}

export interface TrialAccountProfiles {
  /** Keeps the trial's end on the account (GET /api/me shows it to the customer). */
  recordTrial(accountId: string, email: string, endsAt: string): Promise<void>;
}

export interface TrialDeps extends Clock {
  repository: InboxRepository;
  trials: TrialRequestStore;
  directory: TrialAccountDirectory;
  profiles: TrialAccountProfiles;
  /** The note about the trial on the request's CRM deal (trial-crm-note.ts). */
  crmNote: TrialNoteDeps;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `created`: this call created the account (the one the audit log records). */
export async function startTrial(deps: TrialDeps, { id, by }: { id: string; by: string }): Promise<{ detail: RequestDetail; created: boolean }> {
  const item = await deps.repository.get('demo_request', id);
  if (!item) throw new Refusal('notFound', inboxMessages.notFound);
  // Asked again (a double click, a retry after a lost answer): the trial as it is, no second account;
  // its CRM note is added now if the first call could not (no deal yet, Pipedrive refused it).
  if (item.trial) {
    if (await noteOnDeal(deps, id, item) !== 'added') return { detail: toDetail(item), created: false };
    return { detail: await getRequest(deps, { kind: 'demo_request', id }), created: false };
  }
  const email = typeof item.email === 'string' ? item.email : '';
  const now = clockOf(deps);
  const startedAt = now.toISOString();
  const trial: TrialAccount = { status: 'pending', email, startedAt, endsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS).toISOString(), by };
  // Not claimed: another call creates the account (or the request was erased: getRequest says so).
  if (!(await deps.trials.claim(id, trial, { at: startedAt, by, action: 'trial' }))) return { detail: await getRequest(deps, { kind: 'demo_request', id }), created: false };
  let accountId: string;
  try {
    ({ accountId } = await deps.directory.createInvited(email));
  } catch (error) {
    await deps.trials.release(id);
    if (error instanceof AccountExistsError) throw new Refusal('conflict', trialMessages.accountExists);
    throw error;
  }
  await deps.profiles.recordTrial(accountId, email, trial.endsAt);
  await deps.trials.activate(id, accountId);
  // Read again: the deal the CRM sync may have made meanwhile, the trial as activated.
  const activated = await deps.repository.get('demo_request', id);
  if (activated) await noteOnDeal(deps, id, activated);
  return { detail: await getRequest(deps, { kind: 'demo_request', id }), created: true };
}

/** The stored request's trial and deal, handed to noteTrialOnDeal. */
function noteOnDeal(deps: TrialDeps, id: string, item: Record<string, unknown>) {
  const { trial, crm } = toDetail(item);
  return noteTrialOnDeal(deps.crmNote, { id, trial, dealId: crm.dealId });
}
