/**
 * Data protection for one person, found by e-mail (the `byEmail` index of both request tables):
 * export everything stored about them, or erase it. The erasure is recorded with who, when and which
 * ids, never with personal data. Staff notes live on the request records and go with them.
 */
import { randomUUID } from 'node:crypto';
import { requestKinds, type GdprErasure, type GdprExport, type RequestDetail, type RequestKind } from '@rufbereit/shared';
import { logger } from '../logger';
import { toDetail } from './inbox';
import type { CrmPersonEraser, InboxRepository } from './inbox-ports';

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

function pipedrivePersons(details: readonly RequestDetail[]): GdprExport['pipedrivePersons'] {
  const persons = new Map<number, string | undefined>();
  for (const detail of details) if (typeof detail.crm.personId === 'number') persons.set(detail.crm.personId, detail.crm.personUrl);
  return [...persons].map(([id, url]) => ({ id, ...(url ? { url } : {}) }));
}

export async function gdprExport(repository: InboxRepository, email: string, now = new Date()): Promise<GdprExport> {
  const details = await detailsOf(repository, email);
  return {
    email,
    exportedAt: now.toISOString(),
    contacts: details.contact,
    demoRequests: details.demo_request,
    pipedrivePersons: pipedrivePersons([...details.contact, ...details.demo_request]),
  };
}

/**
 * Deletes the person's requests (with their notes), then their Pipedrive persons when a CRM is
 * configured (a failure there is logged and reported, not fatal: the ids are shown for manual removal).
 */
export async function gdprErase(
  deps: { repository: InboxRepository; crm?: () => Promise<CrmPersonEraser | undefined> },
  by: string,
  email: string,
  now = new Date(),
): Promise<GdprErasure> {
  const details = await detailsOf(deps.repository, email);
  const persons = pipedrivePersons([...details.contact, ...details.demo_request]).map((p) => p.id);
  await Promise.all(requestKinds.flatMap((kind) => details[kind].map((d) => deps.repository.delete(kind, d.id))));
  const deleted: number[] = [];
  const crm = persons.length > 0 ? await deps.crm?.() : undefined;
  for (const id of crm ? persons : []) {
    try {
      await crm?.deletePerson(id);
      deleted.push(id);
    } catch (error) {
      logger.warn('Pipedrive person could not be deleted', { personId: id, error });
    }
  }
  const erasure: GdprErasure = {
    id: randomUUID(),
    at: now.toISOString(),
    by,
    contactIds: details.contact.map((d) => d.id),
    demoRequestIds: details.demo_request.map((d) => d.id),
    pipedrivePersonIds: persons,
    pipedriveDeleted: deleted,
  };
  await deps.repository.recordErasure(erasure);
  return erasure;
}
