import '../../../../services/src/testing/quiet-logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRecord, demoRequestRecord } from '../../../../services/src/testing/fixtures';
import { startTestDynamo, type TestDynamo } from '../../../support/local-dynamo';
import { requestRepositoryFromEnv, type DynamoRequestRepository } from '../../../../services/src/adapters/dynamo-request-repository';

// Against dynalite through the real SDK: the conditions and nested update expressions are what
// matter here, and a mock would accept any expression.
let dynamo: TestDynamo;
let repository: DynamoRequestRepository;

beforeAll(async () => {
  dynamo = await startTestDynamo();
  repository = requestRepositoryFromEnv();
});
afterAll(() => dynamo.stop());

describe('DynamoRequestRepository', () => {
  it('stores a request once: a second create with the same id writes nothing', async () => {
    const record = contactRecord({ id: 'repo-1' });
    expect(await repository.createIfAbsent(record)).toBe(true);
    expect(await repository.createIfAbsent({ ...record, firstname: 'Überschrieben' })).toBe(false);
    expect(await repository.get({ kind: 'contact', id: 'repo-1' })).toEqual(record);
  });

  it('keeps contacts and demo requests in their own tables', async () => {
    await repository.createIfAbsent(demoRequestRecord({ id: 'shared-id' }));
    expect(await repository.get({ kind: 'contact', id: 'shared-id' })).toBeUndefined();
    expect(await repository.get({ kind: 'demo_request', id: 'shared-id' })).toMatchObject({ status: 'pending' });
  });

  it('marks the event published', async () => {
    await repository.createIfAbsent(contactRecord({ id: 'repo-2', eventPublished: false }));
    await repository.markEventPublished({ kind: 'contact', id: 'repo-2' });
    expect((await repository.get({ kind: 'contact', id: 'repo-2' }))?.eventPublished).toBe(true);
  });

  it('lets exactly one of many concurrent callers claim the publishing, and nobody once it is published', async () => {
    const ref = { kind: 'contact', id: 'repo-claim' } as const;
    await repository.createIfAbsent(contactRecord({ id: ref.id, eventPublished: false }));
    const now = new Date();
    const until = new Date(now.getTime() + 30_000);
    const claims = await Promise.all(Array.from({ length: 10 }, () => repository.claimPublish(ref, now, until)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    // After the claim runs out, the next caller may take it over; after a release at once.
    expect(await repository.claimPublish(ref, new Date(until.getTime() + 1), new Date(until.getTime() + 30_000))).toBe(true);
    await repository.releasePublishClaim(ref);
    expect(await repository.claimPublish(ref, now, until)).toBe(true);
    await repository.markEventPublished(ref);
    await repository.releasePublishClaim(ref);
    expect(await repository.claimPublish(ref, now, until)).toBe(false);
  });

  it('finds unpublished requests older than a time through the sparse index, and forgets them once published', async () => {
    const old = '2020-01-01T00:00:00.000Z';
    await repository.createIfAbsent(demoRequestRecord({ id: 'unpub-1', eventPublished: false, unpublished: 'pending', createdAt: old }));
    await repository.createIfAbsent(demoRequestRecord({ id: 'unpub-2', eventPublished: false, unpublished: 'pending', createdAt: new Date().toISOString() }));
    await repository.createIfAbsent(demoRequestRecord({ id: 'pub-1', eventPublished: true, createdAt: old }));
    const cutoff = new Date(Date.now() - 60_000);
    expect(await repository.listUnpublished('demo_request', cutoff, 10)).toEqual([{ kind: 'demo_request', id: 'unpub-1' }]);
    await repository.markEventPublished({ kind: 'demo_request', id: 'unpub-1' });
    expect(await repository.listUnpublished('demo_request', cutoff, 10)).toEqual([]);
  });

  it('marks a retrying request for the retrying index, and clears the mark only when no step is retrying', async () => {
    const ref = { kind: 'contact', id: 'repo-retry' } as const;
    await repository.createIfAbsent(contactRecord({ id: ref.id }));
    await repository.updateDelivery(ref, 'crm', { status: 'retrying', nextAttemptAt: '2026-01-01T10:01:00.000Z' }, { markRetrying: true });
    await repository.updateDelivery(ref, 'mail', { status: 'retrying', nextAttemptAt: '2026-01-01T10:02:00.000Z' }, { markRetrying: true });
    expect((await repository.listRetrying('contact', 10)).map((r) => r.id)).toContain(ref.id);
    await repository.updateDelivery(ref, 'crm', { status: 'done' }, { clearError: true });
    await repository.clearRetryingMark(ref);
    expect((await repository.get(ref))?.crm).not.toHaveProperty('nextAttemptAt');
    expect((await repository.listRetrying('contact', 10)).map((r) => r.id)).toContain(ref.id);
    await repository.updateDelivery(ref, 'mail', { status: 'failed' }, { clearNextAttempt: true });
    await repository.clearRetryingMark(ref);
    expect((await repository.listRetrying('contact', 10)).map((r) => r.id)).not.toContain(ref.id);
    expect((await repository.get(ref))?.mail).toEqual({ status: 'failed', attempts: 0 });
  });

  it('updates crm and mail fields in place, counts attempts atomically and clears the error', async () => {
    const ref = { kind: 'contact', id: 'repo-3' } as const;
    await repository.createIfAbsent(contactRecord({ id: ref.id }));

    // crm-sync and notify run at the same time on the same record.
    const counts = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        repository.updateDelivery(ref, 'crm', { status: 'retrying', lastError: 'boom' }, { countAttempt: true }),
      ),
      repository.updateDelivery(ref, 'mail', { status: 'done', messageId: 'm-1' }, { countAttempt: true }),
    ]);
    expect(counts.slice(0, 5).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await repository.updateDelivery(ref, 'crm', { personId: 42, personUrl: 'https://x.pipedrive.com/person/42' })).toBe(5);
    expect(await repository.updateDelivery(ref, 'crm', { status: 'done' }, { countAttempt: true, clearError: true })).toBe(6);

    const stored = await repository.get(ref);
    expect(stored?.crm).toEqual({ status: 'done', attempts: 6, personId: 42, personUrl: 'https://x.pipedrive.com/person/42' });
    expect(stored?.mail).toEqual({ status: 'done', attempts: 1, messageId: 'm-1' });
    expect(stored).toMatchObject({ firstname: 'Max' });
  });

  it('never creates an item when updating an unknown id', async () => {
    const ref = { kind: 'contact', id: 'missing' } as const;
    await expect(repository.updateDelivery(ref, 'crm', { status: 'done' })).rejects.toThrow();
    await expect(repository.markEventPublished(ref)).rejects.toThrow();
    expect(await repository.get(ref)).toBeUndefined();
  });
});
