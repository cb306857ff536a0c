/**
 * CRM sync of a stored request (target of ContactCreated / DemoRequested): a person (found by e-mail,
 * or the one already on the record, or new), a deal for the person, a note with message and service
 * preference. Each id is written to the record right after its step, so a rerun after a failure
 * continues where it stopped and never creates a second person, deal or note.
 */
import { dealTitle, noteContent } from './crm-texts';
import { runDelivery, type DeliveryDeps, type DeliveryOutcome } from './delivery';
import type { CrmClient, DeliveryPatch, OncePerEmail, RequestRef } from './ports';
import { crmPayloadOf, fullName } from './request-payloads';

export interface SyncToCrmDeps extends DeliveryDeps {
  /** Called inside the attempt, so a configuration error (token, domain) is recorded like any failure. */
  connectCrm: () => Promise<CrmClient>;
  /** Finding or creating the person runs once per e-mail at a time (two requests of one visitor). */
  oncePerEmail?: OncePerEmail;
}

export function syncRequestToCrm(deps: SyncToCrmDeps, ref: RequestRef): Promise<DeliveryOutcome> {
  return runDelivery(deps, ref, 'crm', async (record) => {
    const crm = await deps.connectCrm();
    const payload = crmPayloadOf(record);
    const save = (fields: DeliveryPatch<'crm'>) => deps.repository.updateDelivery(ref, 'crm', fields);
    let { personId, dealId } = record.crm;

    if (personId === undefined) {
      const findOrCreate = async (): Promise<number> =>
        (await crm.findPersonIdByEmail(payload.email)) ??
        (await crm.createPerson({ name: fullName(payload), email: payload.email, phone: payload.phone }));
      personId = await (deps.oncePerEmail ? deps.oncePerEmail(payload.email, findOrCreate, (id) => crm.personExists(id)) : findOrCreate());
      await save({ personId, personUrl: crm.personUrl(personId) });
    }
    if (dealId === undefined) {
      dealId = await crm.createDeal({ title: dealTitle(payload), personId });
      await save({ dealId, dealUrl: crm.dealUrl(dealId) });
    }
    if (record.crm.noteId === undefined) {
      await save({ noteId: await crm.createNote({ content: noteContent(payload), dealId }) });
    }
    return {};
  });
}
