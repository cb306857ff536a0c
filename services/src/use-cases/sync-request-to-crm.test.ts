import '../testing/quiet-logs';
import { describe, expect, it } from 'vitest';
import { DEMO_REQUEST_CRM_MESSAGE, DEMO_REQUEST_SERVICE_PREFERENCE, type StoredRequest, type TrialAccount } from '@rufbereit/shared';
import { contactRecord, demoRequestRecord } from '../testing/fixtures';
import { InMemoryRequestRepository } from '../testing/in-memory-repository';
import type { CrmClient, RequestRef } from './ports';
import { syncRequestToCrm } from './sync-request-to-crm';
import { trialNoteContent, type TrialNoteStore } from './trial-crm-note';

/** In-memory CRM with failure injection per operation. */
class FakeCrm implements CrmClient {
  persons: Array<{ id: number; name: string; email: string; phone: string }> = [];
  deals: Array<{ id: number; title: string; personId: number }> = [];
  notes: Array<{ id: number; content: string; dealId: number }> = [];
  failOn = new Set<'search' | 'person' | 'deal' | 'note'>();
  private nextId = 1;

  async findPersonIdByEmail(email: string) {
    if (this.failOn.has('search')) throw new Error('search failed');
    return this.persons.find((p) => p.email === email)?.id;
  }
  async personExists(personId: number) {
    return this.persons.some((p) => p.id === personId);
  }
  async createPerson(person: { name: string; email: string; phone: string }) {
    if (this.failOn.has('person')) throw new Error('person failed');
    const id = this.nextId++;
    this.persons.push({ id, ...person });
    await this.hook('person');
    return id;
  }
  async createDeal(deal: { title: string; personId: number }) {
    if (this.failOn.has('deal')) throw new Error('Pipedrive POST /deals answered 500: boom');
    const id = this.nextId++;
    this.deals.push({ id, ...deal });
    await this.hook('deal');
    return id;
  }
  async createNote(note: { content: string; dealId: number }) {
    if (this.failOn.has('note')) throw new Error('note failed');
    const id = this.nextId++;
    this.notes.push({ id, ...note });
    await this.hook('note');
    return id;
  }
  personUrl = (id: number) => `https://acme.pipedrive.com/person/${id}`;
  dealUrl = (id: number) => `https://acme.pipedrive.com/deal/${id}`;
  private async hook(kind: 'person' | 'deal' | 'note') {
    const pending = this.afterCreate;
    if (pending?.kind !== kind) return;
    this.afterCreate = undefined;
    await pending.run();
  }
  /** Runs once right after the next create of this kind (to erase the request in between). */
  afterCreate?: { kind: 'person' | 'deal' | 'note'; run: () => Promise<void> };
  async deletePerson(id: number) {
    this.persons = this.persons.filter((p) => p.id !== id);
  }
  async deleteDeal(id: number) {
    this.deals = this.deals.filter((d) => d.id !== id);
  }
  async deleteNote(id: number) {
    this.notes = this.notes.filter((n) => n.id !== id);
  }
}

const setup = async (record: StoredRequest = contactRecord()) => {
  const repository = new InMemoryRequestRepository();
  await repository.createIfAbsent(record);
  const crm = new FakeCrm();
  // The fixtures were stored on 2026-01-01 10:00; the clock stands an hour later (inside the retry window).
  let clock = new Date('2026-01-01T11:00:00Z');
  const deps = { repository, connectCrm: async () => crm, now: () => clock, random: () => 1 };
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const ref: RequestRef = { kind: record.kind, id: record.id };
  const stored = async () => (await repository.get(ref))?.crm;
  return { repository, crm, deps, ref, stored, advance };
};

describe('syncRequestToCrm', () => {
  it('creates person, deal and note and writes ids, URLs and done back', async () => {
    const { crm, deps, ref, stored } = await setup();
    expect(await syncRequestToCrm(deps, ref)).toBe('done');

    expect(crm.persons).toEqual([{ id: 1, name: 'Max Mustermann', email: 'max@example.de', phone: '+49 30 1234567' }]);
    expect(crm.deals).toEqual([{ id: 2, title: 'Kontaktanfrage: Max Mustermann (Muster GmbH)', personId: 1 }]);
    expect(crm.notes[0]?.dealId).toBe(2);
    expect(crm.notes[0]?.content).toContain('Hallo &lt;b&gt;Team&lt;/b&gt;,<br>bitte rückrufen.');
    expect(crm.notes[0]?.content).toContain('Ich habe Fragen und wünsche eine Erstberatung');
    expect(await stored()).toEqual({
      status: 'done',
      attempts: 1,
      personId: 1,
      personUrl: 'https://acme.pipedrive.com/person/1',
      dealId: 2,
      dealUrl: 'https://acme.pipedrive.com/deal/2',
      noteId: 3,
      updatedAt: '2026-01-01T11:00:00.000Z',
    });
  });

  it('running twice creates no second person, deal or note', async () => {
    const { crm, deps, ref } = await setup();
    await syncRequestToCrm(deps, ref);
    expect(await syncRequestToCrm(deps, ref)).toBe('skipped');
    expect([crm.persons.length, crm.deals.length, crm.notes.length]).toEqual([1, 1, 1]);
  });

  it('reuses a person found by e-mail', async () => {
    const { crm, deps, ref, stored } = await setup();
    crm.persons.push({ id: 77, name: 'Max M.', email: 'max@example.de', phone: '' });
    await syncRequestToCrm(deps, ref);
    expect(crm.persons).toHaveLength(1);
    expect(crm.deals[0]?.personId).toBe(77);
    expect(await stored()).toMatchObject({ personId: 77, personUrl: 'https://acme.pipedrive.com/person/77' });
  });

  it('on failure: counts the attempt, stores the error, status retrying with the next attempt in ~30 s; a rerun continues without duplicates', async () => {
    const { crm, deps, ref, stored, repository } = await setup();
    crm.failOn.add('deal');
    expect(await syncRequestToCrm(deps, ref)).toBe('retrying');
    expect(await stored()).toMatchObject({
      status: 'retrying',
      attempts: 1,
      personId: 1, // written right after its step
      lastError: 'Error: Pipedrive POST /deals answered 500: boom',
      nextAttemptAt: '2026-01-01T11:00:30.000Z',
    });
    expect((await repository.get(ref))?.retrying).toBe('pending');
    expect((await stored())?.dealId).toBeUndefined();

    crm.failOn.clear();
    await syncRequestToCrm(deps, ref);
    expect(crm.persons).toHaveLength(1);
    expect(crm.deals).toHaveLength(1);
    const state = await stored();
    expect(state).toMatchObject({ status: 'done', attempts: 2, personId: 1, dealId: 2 });
    expect(state?.lastError).toBeUndefined();
    expect(state?.nextAttemptAt).toBeUndefined();
  });

  it('gives a step re-run from the back office a new retry window, even days after the request', async () => {
    const record = contactRecord();
    const rerunAt = '2026-01-05T09:00:00.000Z';
    const { crm, deps, ref, stored, advance } = await setup({ ...record, crm: { status: 'pending', attempts: 0, retryWindowStart: rerunAt } });
    advance(new Date(rerunAt).getTime() - deps.now().getTime());
    crm.failOn.add('search');
    expect(await syncRequestToCrm(deps, ref)).toBe('retrying');
    expect((await stored())?.nextAttemptAt).toBe('2026-01-05T09:00:30.000Z');
  });

  it('backs off exponentially, and sets status failed only when the 24-hour window is over', async () => {
    const { crm, deps, ref, stored, advance } = await setup();
    crm.failOn.add('search');
    const delays: number[] = [];
    for (;;) {
      const outcome = await syncRequestToCrm(deps, ref);
      const state = await stored();
      if (outcome === 'failed') break;
      expect(state?.status).toBe('retrying');
      const delay = new Date(state?.nextAttemptAt ?? 0).getTime() - deps.now().getTime();
      delays.push(delay);
      advance(delay);
    }
    expect(delays.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(Math.max(...delays)).toBe(3_600_000);
    const state = await stored();
    expect(state).toMatchObject({ status: 'failed', attempts: delays.length + 1, lastError: 'Error: search failed' });
    expect(state?.nextAttemptAt).toBeUndefined();
    expect(deps.now().getTime() - new Date('2026-01-01T10:00:00Z').getTime()).toBeGreaterThan(22 * 3600_000);
  });

  it('ignores a late copy of the event once the step failed for good: only a re-run starts it again', async () => {
    const { crm, deps, ref, stored } = await setup();
    const refused = Object.assign(new Error('Pipedrive GET /api/v2/persons/search answered 401: unauthorized access'), { permanent: true });
    expect(await syncRequestToCrm({ ...deps, connectCrm: () => Promise.reject(refused) }, ref)).toBe('failed');
    // The CRM works again, and an event published before the step gave up arrives now.
    expect(await syncRequestToCrm(deps, ref)).toBe('skipped');
    expect(await stored()).toMatchObject({ status: 'failed', attempts: 1 });
    expect(crm.persons).toEqual([]);
  });

  it('lets staff re-run a failed step after a late copy was ignored: the step guard keeps no record of the copy', async () => {
    const { crm, deps, ref, stored, repository } = await setup();
    // A guard like the idempotency store: it remembers what a step returned, nothing when it threw.
    const remembered = new Map<string, unknown>();
    const guard = async <T,>(key: { id: string; step: string }, work: () => Promise<T>, alreadyDone: T): Promise<T> => {
      const id = `${key.id}:${key.step}`;
      if (remembered.has(id)) return alreadyDone;
      const result = await work();
      remembered.set(id, result);
      return result;
    };
    const refused = Object.assign(new Error('Pipedrive GET /api/v2/persons/search answered 401: unauthorized access'), { permanent: true });
    expect(await syncRequestToCrm({ ...deps, guard, connectCrm: () => Promise.reject(refused) }, ref)).toBe('failed');
    expect(await syncRequestToCrm({ ...deps, guard }, ref)).toBe('skipped');
    await repository.updateDelivery(ref, 'crm', { status: 'pending' });
    expect(await syncRequestToCrm({ ...deps, guard }, ref)).toBe('done');
    expect((await stored())?.status).toBe('done');
    expect(crm.persons).toHaveLength(1);
  });

  it('records a configuration error (no token, no domain) like any failure', async () => {
    const { deps, ref, stored } = await setup();
    const failing = { ...deps, connectCrm: () => Promise.reject(new Error('PIPEDRIVE_COMPANY_DOMAIN is not set')) };
    expect(await syncRequestToCrm(failing, ref)).toBe('retrying');
    expect(await stored()).toMatchObject({ status: 'retrying', attempts: 1, lastError: 'Error: PIPEDRIVE_COMPANY_DOMAIN is not set' });
  });

  it("waits at least as long as a rate limit says (Retry-After), not the shorter back-off", async () => {
    const { crm, deps, ref, stored } = await setup();
    const limit = Object.assign(new Error('Pipedrive GET /api/v2/persons/search answered 429: Request over limit'), {
      retryNotBefore: new Date('2026-01-01T11:20:00Z'),
    });
    crm.findPersonIdByEmail = () => Promise.reject(limit);
    expect(await syncRequestToCrm(deps, ref)).toBe('retrying');
    // The generic back-off would have been 30 s; the limit's reset is 20 minutes away.
    expect(await stored()).toMatchObject({ status: 'retrying', attempts: 1, nextAttemptAt: '2026-01-01T11:20:00.000Z' });
  });

  it('keeps the back-off when it is later than the rate limit asks', async () => {
    const { deps, ref, stored } = await setup();
    const limit = Object.assign(new Error('429'), { retryNotBefore: new Date('2026-01-01T11:00:05Z') });
    const limited = { ...deps, connectCrm: () => Promise.reject(limit) };
    await syncRequestToCrm(limited, ref);
    expect(await stored()).toMatchObject({ nextAttemptAt: '2026-01-01T11:00:30.000Z' });
  });

  it('gives up at once on a refused token (401/403): no retry, failed (alarmed)', async () => {
    const { deps, ref, stored } = await setup();
    const refused = Object.assign(new Error('Pipedrive GET /api/v2/persons/search answered 401: unauthorized access'), { permanent: true });
    const failing = { ...deps, connectCrm: () => Promise.reject(refused) };
    expect(await syncRequestToCrm(failing, ref)).toBe('failed');
    const state = await stored();
    expect(state).toMatchObject({ status: 'failed', attempts: 1, lastError: 'Error: Pipedrive GET /api/v2/persons/search answered 401: unauthorized access' });
    expect(state?.nextAttemptAt).toBeUndefined();
  });

  it('records the step as not connected on a stage without a CRM of its own, syncing nothing', async () => {
    const { crm, deps, ref, stored } = await setup();
    expect(await syncRequestToCrm({ ...deps, connectCrm: async () => undefined }, ref)).toBe('done');
    expect(await stored()).toEqual({ status: 'done', attempts: 1, notConnected: true, updatedAt: '2026-01-01T11:00:00.000Z' });
    expect(crm.persons).toEqual([]);
  });

  it('syncs a demo request with the fixed CRM texts of the spec', async () => {
    const { crm, deps, ref } = await setup(demoRequestRecord());
    await syncRequestToCrm(deps, ref);
    expect(crm.persons[0]).toMatchObject({ name: 'Erika Musterfrau', email: 'erika@example.de' });
    expect(crm.deals[0]?.title).toBe('Demo-Anfrage: Erika Musterfrau (Salon Erika)');
    expect(crm.notes[0]?.content).toContain(DEMO_REQUEST_CRM_MESSAGE);
    expect(crm.notes[0]?.content).toContain(DEMO_REQUEST_SERVICE_PREFERENCE);
    expect(crm.notes[0]?.content).toContain('demo_request');
  });

  it('throws for an unknown request, so the event is retried and dead-lettered', async () => {
    const { deps } = await setup();
    await expect(syncRequestToCrm(deps, { kind: 'contact', id: 'nope' })).rejects.toThrow('No contact with id nope');
  });

  it.each(['person', 'deal', 'note'] as const)('removes what it created when the request is erased (GDPR) right after its %s was created', async (kind) => {
    const { crm, deps, ref, repository } = await setup();
    crm.afterCreate = { kind, run: async () => repository.erase(ref) };
    expect(await syncRequestToCrm(deps, ref)).toBe('skipped');
    expect({ persons: crm.persons, deals: crm.deals, notes: crm.notes }).toEqual({ persons: [], deals: [], notes: [] });
    expect(await repository.get(ref)).toBeUndefined();
  });

  it('forgets the person remembered for the address when the request is erased during the sync (the lease may outlive the erase)', async () => {
    const { crm, deps, ref, repository } = await setup();
    const remembered = new Map<string, number>();
    const forgotten: string[] = [];
    crm.afterCreate = { kind: 'person', run: async () => repository.erase(ref) };
    const withLease = {
      ...deps,
      oncePerEmail: async (email: string, work: () => Promise<number>) => {
        const id = await work();
        remembered.set(email, id);
        return id;
      },
      forgetEmail: async (email: string) => {
        forgotten.push(email);
        remembered.delete(email);
      },
    };
    expect(await syncRequestToCrm(withLease, ref)).toBe('skipped');
    expect(forgotten).toHaveLength(1);
    expect(remembered.size).toBe(0);
  });
});

describe('the trial note when the deal comes after the trial', () => {
  const trial: TrialAccount = { status: 'active', email: 'lena@example.de', accountId: 'sub-1', startedAt: '2026-01-01T10:30:00.000Z', endsAt: '2026-01-15T10:30:00.000Z', by: 'staff@example.de' };
  /** The trial on the request, claimed as the DynamoDB adapter's condition does it. */
  const trialNotes = (state: { trial: TrialAccount }): TrialNoteStore => ({
    claim: async (_id, at) => {
      if (state.trial.crmNoteClaimedAt !== undefined || state.trial.crmNoteId !== undefined) return false;
      state.trial = { ...state.trial, crmNoteClaimedAt: at };
      return true;
    },
    added: async (_id, noteId) => {
      state.trial = { ...state.trial, crmNoteId: noteId };
    },
    release: async () => undefined,
  });

  it('adds the trial note to the new deal once, beside the request note', async () => {
    const record = { ...demoRequestRecord(), trial } as StoredRequest;
    const { crm, deps, ref } = await setup(record);
    const state = { trial };
    expect(await syncRequestToCrm({ ...deps, trialNotes: trialNotes(state) }, ref)).toBe('done');
    expect(crm.notes.map((n) => n.dealId)).toEqual([2, 2]);
    expect(crm.notes[1]?.content).toBe(trialNoteContent(trial));
    expect(state.trial.crmNoteId).toBe(4);
  });

  it('adds none for a trial the route noted already, nor to a contact request', async () => {
    const noted = { ...demoRequestRecord(), trial: { ...trial, crmNoteId: 9 } } as StoredRequest;
    const first = await setup(noted);
    await syncRequestToCrm({ ...first.deps, trialNotes: trialNotes({ trial: { ...trial, crmNoteId: 9 } }) }, first.ref);
    expect(first.crm.notes).toHaveLength(1);
    const contact = await setup();
    await syncRequestToCrm({ ...contact.deps, trialNotes: trialNotes({ trial }) }, contact.ref);
    expect(contact.crm.notes).toHaveLength(1);
  });
});
