import '../testing/quiet-logs';
import { describe, expect, it } from 'vitest';
import type { TrialAccount } from '@rufbereit/shared';
import type { CrmClient } from './ports';
import { noteTrialOnDeal, trialNoteContent, type TrialNoteStore } from './trial-crm-note';

/** The trial on one request, with the claim as the DynamoDB adapter's condition has it. */
class TrialOnRequest implements TrialNoteStore {
  constructor(public trial: TrialAccount) {}
  async claim(_id: string, at: string) {
    if (this.trial.status !== 'active' || this.trial.crmNoteClaimedAt !== undefined || this.trial.crmNoteId !== undefined) return false;
    this.trial = { ...this.trial, crmNoteClaimedAt: at };
    return true;
  }
  async added(_id: string, noteId: number) {
    this.trial = { ...this.trial, crmNoteId: noteId };
  }
  async release() {
    if (this.trial.crmNoteId === undefined) this.trial = { ...this.trial, crmNoteClaimedAt: undefined };
  }
}

/** Notes per deal; `failWith` makes the next note fail as the Pipedrive client does. */
function crm() {
  const notes: Array<{ id: number; content: string; dealId: number }> = [];
  const state = { failWith: undefined as Error | undefined };
  const client = {
    createNote: async (note: { content: string; dealId: number }) => {
      const error = state.failWith;
      state.failWith = undefined;
      if (error) throw error;
      notes.push({ id: notes.length + 1, ...note });
      return notes.length;
    },
  } as unknown as CrmClient;
  return { notes, state, client };
}

const active: TrialAccount = {
  status: 'active',
  email: 'salon<b>@example.com',
  accountId: 'sub-1',
  startedAt: '2026-12-01T10:00:00.000Z',
  endsAt: '2026-12-15T10:00:00.000Z',
  by: 'staff@rufbereit.local',
};
const partnerError = (status: number) => Object.assign(new Error(`Pipedrive POST /api/v1/notes answered ${status}`), { status });

describe('the trial note on the CRM deal', () => {
  it('says that a 14-day trial was set up for the address and until when (a German date), the address escaped', () => {
    expect(trialNoteContent(active)).toBe('<p>14-tägiger Testzugang eingerichtet für salon&lt;b&gt;@example.com, Testzeitraum bis 15.12.2026.</p>');
  });

  it('is added once: two calls at once and a retry add one note', async () => {
    const store = new TrialOnRequest(active);
    const { notes, client } = crm();
    const deps = { notes: store, connectCrm: async () => client };
    const outcomes = await Promise.all([1, 2].map(() => noteTrialOnDeal(deps, { id: 'r-1', trial: store.trial, dealId: 7 })));
    const retry = await noteTrialOnDeal(deps, { id: 'r-1', trial: store.trial, dealId: 7 });
    expect(outcomes.sort()).toEqual(['added', 'noted']);
    expect(retry).toBe('noted');
    expect(notes).toEqual([{ id: 1, content: trialNoteContent(active), dealId: 7 }]);
    expect(store.trial.crmNoteId).toBe(1);
  });

  it('waits for a deal and a connected CRM, and adds nothing for a trial still being set up', async () => {
    const { notes, client } = crm();
    const store = new TrialOnRequest(active);
    expect(await noteTrialOnDeal({ notes: store, connectCrm: async () => client }, { id: 'r-1', trial: active, dealId: undefined })).toBe('noDeal');
    expect(await noteTrialOnDeal({ notes: store, connectCrm: async () => undefined }, { id: 'r-1', trial: active, dealId: 7 })).toBe('notConnected');
    expect(await noteTrialOnDeal({ notes: store, connectCrm: async () => client }, { id: 'r-1', trial: { ...active, status: 'pending' }, dealId: 7 })).toBe('noted');
    expect(notes).toEqual([]);
    expect(store.trial.crmNoteClaimedAt).toBeUndefined();
  });

  it('is tried again after Pipedrive refused it, but not after an answer that never came (the note may exist)', async () => {
    const refused = new TrialOnRequest(active);
    const pipedrive = crm();
    pipedrive.state.failWith = partnerError(500);
    const deps = { notes: refused, connectCrm: async () => pipedrive.client };
    expect(await noteTrialOnDeal(deps, { id: 'r-1', trial: refused.trial, dealId: 7 })).toBe('failed');
    expect(await noteTrialOnDeal(deps, { id: 'r-1', trial: refused.trial, dealId: 7 })).toBe('added');
    expect(pipedrive.notes).toHaveLength(1);

    const timedOut = new TrialOnRequest(active);
    const silent = crm();
    silent.state.failWith = partnerError(0);
    const silentDeps = { notes: timedOut, connectCrm: async () => silent.client };
    expect(await noteTrialOnDeal(silentDeps, { id: 'r-2', trial: timedOut.trial, dealId: 8 })).toBe('failed');
    expect(await noteTrialOnDeal(silentDeps, { id: 'r-2', trial: timedOut.trial, dealId: 8 })).toBe('noted');
    expect(silent.notes).toHaveLength(0);
  });
});
