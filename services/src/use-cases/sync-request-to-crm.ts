/**
 * CRM sync of a stored request (target of ContactCreated / DemoRequested): a person (found by e-mail,
 * or the one already on the record, or new), a deal for the person, a note with message and service
 * preference. Each id is written to the record right after its step, so a rerun after a failure
 * continues where it stopped and never creates a second person, deal or note. A demo request's trial,
 * started while the deal did not exist yet, gets its note on the deal here.
 */
import type { TrialAccount } from '@rufbereit/shared';
import { dealTitle, noteContent } from './crm-texts';
import { RequestErasedError, runDelivery, type DeliveryDeps, type DeliveryOutcome } from './delivery';
import type { CrmClient, DeliveryPatch, OncePerEmail, RequestRef } from './ports';
import { crmPayloadOf, fullName } from './request-payloads';
import { noteTrialOnDeal, type TrialNoteStore } from './trial-crm-note';

export interface SyncToCrmDeps extends DeliveryDeps {
  /**
   * Called inside the attempt, so a configuration error (token, domain) is recorded like any failure.
   * Undefined: this stage has no CRM (a test stage without its own token); the step is recorded as
   * not connected, nothing is synced.
   */
  connectCrm: () => Promise<CrmClient | undefined>;
  /** Finding or creating the person runs once per e-mail at a time (two requests of one visitor). */
  oncePerEmail?: OncePerEmail;
  /**
   * Drops what oncePerEmail remembers about the address (its key holds the address). Called when the
   * request was erased meanwhile: the lease may have been taken again after the erase deleted it.
   */
  forgetEmail?: (email: string) => Promise<void>;
  /**
   * A demo request whose trial staff started before its deal existed (the CRM was down): the deal's
   * trial note is added once the deal is made (trial-crm-note.ts; the same claim as the trial route's).
   */
  trialNotes?: TrialNoteStore;
}

type Created = { kind: 'person' | 'deal' | 'note'; id: number };

/** Deletes what this attempt created, newest first (a note before its deal, a deal before its person). */
async function undo(crm: CrmClient, created: readonly Created[]): Promise<void> {
  for (const { kind, id } of [...created].reverse()) {
    if (kind === 'note') await crm.deleteNote(id);
    else if (kind === 'deal') await crm.deleteDeal(id);
    else await crm.deletePerson(id);
  }
}

export function syncRequestToCrm(deps: SyncToCrmDeps, ref: RequestRef): Promise<DeliveryOutcome> {
  return runDelivery(deps, {
    ref,
    channel: 'crm',
    work: async (record) => {
      const crm = await deps.connectCrm();
      if (!crm) return { notConnected: true };
      const payload = crmPayloadOf(record);
      const created: Created[] = [];
      // Each id is written back at once. The write is conditional on the request existing: when it
      // fails because a GDPR erase deleted the request meanwhile, the erase may have missed what this
      // attempt created, so it is deleted here and the step ends (nothing of the person is re-created).
      const save = async (fields: DeliveryPatch<'crm'>): Promise<void> => {
        try {
          await deps.repository.updateDelivery(ref, 'crm', fields);
        } catch (error) {
          if (await deps.repository.get(ref)) throw error;
          await undo(crm, created);
          await deps.forgetEmail?.(payload.email);
          throw new RequestErasedError(`${ref.kind} ${ref.id} was erased during its CRM sync`);
        }
      };
      let { personId, dealId } = record.crm;

      if (personId === undefined) {
        const findOrCreate = async (): Promise<number> => {
          const found = await crm.findPersonIdByEmail(payload.email);
          if (found !== undefined) return found;
          const id = await crm.createPerson({ name: fullName(payload), email: payload.email, phone: payload.phone });
          created.push({ kind: 'person', id });
          return id;
        };
        personId = await (deps.oncePerEmail ? deps.oncePerEmail(payload.email, findOrCreate, (id) => crm.personExists(id)) : findOrCreate());
        await save({ personId, personUrl: crm.personUrl(personId) });
      }
      if (dealId === undefined) {
        dealId = await crm.createDeal({ title: dealTitle(payload), personId });
        created.push({ kind: 'deal', id: dealId });
        await save({ dealId, dealUrl: crm.dealUrl(dealId) });
      }
      if (record.crm.noteId === undefined) {
        const noteId = await crm.createNote({ content: noteContent(payload, record.attribution), dealId });
        created.push({ kind: 'note', id: noteId });
        await save({ noteId });
      }
      if (deps.trialNotes && record.kind === 'demo_request') {
        const trial = (record as { trial?: TrialAccount }).trial;
        await noteTrialOnDeal({ notes: deps.trialNotes, connectCrm: () => Promise.resolve(crm) }, { id: ref.id, trial, dealId });
      }
      return {};
    },
  });
}
