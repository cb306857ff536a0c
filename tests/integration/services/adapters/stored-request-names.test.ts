import '../../../../services/src/testing/quiet-logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxAttributes, type StoredRequest } from '@rufbereit/shared';
import { demoRequestRecord } from '../../../../services/src/testing/fixtures';
import { startTestDynamo, type TestDynamo } from '../../../support/local-dynamo';
import { getRequest, listInbox } from '../../../../services/src/use-cases/inbox';
import { crmPayloadOf } from '../../../../services/src/use-cases/request-payloads';
import { inboxRepositoryFromEnv } from '../../../../services/src/adapters/dynamo-inbox-repository';
import { requestRepositoryFromEnv } from '../../../../services/src/adapters/dynamo-request-repository';
import { withStoredNameFields } from '../../../../services/src/adapters/stored-request-names';

// Demo requests stored before every request used `firstname`/`lastname` still read with their names,
// through the real adapters against dynalite.
let dynamo: TestDynamo;
beforeAll(async () => {
  dynamo = await startTestDynamo();
});
afterAll(() => dynamo.stop());

/** A demo request as the demo form's payload names were stored before the change. */
function legacyDemoRequest(id: string): StoredRequest {
  const { firstname, lastname, ...rest } = demoRequestRecord({ id, createdAt: '2026-09-01T08:00:00.000Z' });
  const legacy = { ...rest, first_name: firstname, last_name: lastname, ...inboxAttributes(id, rest.createdAt, { ...rest, firstname, lastname }) };
  return legacy as unknown as StoredRequest;
}

describe('stored request names', () => {
  it('renames the old spelling and leaves a current item as it is', () => {
    expect(withStoredNameFields({ id: 'a', first_name: 'Erika', last_name: 'Musterfrau' })).toEqual({ id: 'a', firstname: 'Erika', lastname: 'Musterfrau' });
    const current = { id: 'b', firstname: 'Max', lastname: 'Muster' };
    expect(withStoredNameFields(current)).toBe(current);
  });

  it('an old demo request reads with its name in the pipeline, the inbox list and the detail', async () => {
    expect(await requestRepositoryFromEnv().createIfAbsent(legacyDemoRequest('legacy-1'))).toBe(true);

    const stored = await requestRepositoryFromEnv().get({ kind: 'demo_request', id: 'legacy-1' });
    expect(stored).toMatchObject({ firstname: 'Erika', lastname: 'Musterfrau' });
    expect(stored).not.toHaveProperty('first_name');
    expect(crmPayloadOf(stored as StoredRequest)).toMatchObject({ firstname: 'Erika', lastname: 'Musterfrau' });

    const deps = { repository: inboxRepositoryFromEnv() };
    expect((await getRequest(deps, { kind: 'demo_request', id: 'legacy-1' })).name).toBe('Erika Musterfrau');
    const page = await listInbox(deps, { kind: 'demo_request', query: {} });
    expect(page.items.find((row) => row.id === 'legacy-1')?.name).toBe('Erika Musterfrau');
    const found = await listInbox(deps, { kind: 'demo_request', query: { q: 'musterfrau' } });
    expect(found.items.map((row) => row.id)).toContain('legacy-1');
  });
});
