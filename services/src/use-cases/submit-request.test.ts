import '../testing/quiet-logs';
import { describe, expect, it } from 'vitest';
import { REQUEST_RETENTION_DAYS, apiMessages, contactSchema } from '@rufbereit/shared';
import { InMemoryRequestRepository } from '../testing/in-memory-repository';
import type { BusMessage, EventPublisher } from './ports';
import { submitRequest, type Submission } from './submit-request';

class RecordingPublisher implements EventPublisher {
  readonly published: BusMessage[] = [];
  failuresLeft = 0;
  constructor(private readonly log?: string[]) {}
  async publish(message: BusMessage): Promise<void> {
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new Error('bus down');
    }
    this.published.push(message);
    this.log?.push(`publish ${message.detailType}`);
  }
}

const fields = contactSchema.parse({
  firstname: 'Max',
  lastname: 'Mustermann',
  email: 'max@example.de',
  service_preference: 'direct_start',
  privacy_accepted: true,
});
const contact: Submission = { kind: 'contact', fields };

const setup = () => {
  const repository = new InMemoryRequestRepository();
  const events = new RecordingPublisher(repository.log);
  const deps = { repository, events, now: () => new Date('2026-03-01T12:00:00Z'), newId: () => 'fixed-id' };
  return { repository, events, deps };
};

describe('submitRequest', () => {
  it('stores, then publishes, then marks the record published', async () => {
    const { repository, events, deps } = setup();
    expect(await submitRequest(deps, { submission: contact })).toEqual({ status: 'created', id: 'fixed-id', published: true });
    expect(repository.log).toEqual(['create contact/fixed-id', 'publish ContactCreated', 'published contact/fixed-id']);
    expect(events.published).toEqual([{ detailType: 'ContactCreated', detail: { contactId: 'fixed-id' } }]);
    expect(await repository.get({ kind: 'contact', id: 'fixed-id' })).toMatchObject({
      ...fields,
      createdAt: '2026-03-01T12:00:00.000Z',
      eventPublished: true,
    });
  });

  it('lets the record expire after the default retention, or after the configured days', async () => {
    const created = Date.parse('2026-03-01T12:00:00Z') / 1000;
    const byDefault = setup();
    await submitRequest(byDefault.deps, { submission: contact });
    expect((await byDefault.repository.get({ kind: 'contact', id: 'fixed-id' }))?.expiresAt).toBe(created + REQUEST_RETENTION_DAYS * 86_400);
    const configured = setup();
    await submitRequest({ ...configured.deps, retentionDays: 30 }, { submission: contact });
    expect((await configured.repository.get({ kind: 'contact', id: 'fixed-id' }))?.expiresAt).toBe(created + 30 * 86_400);
  });

  it('reports a publish failure without failing, and leaves eventPublished false', async () => {
    const { repository, events, deps } = setup();
    events.failuresLeft = 1;
    expect(await submitRequest(deps, { submission: contact })).toEqual({ status: 'created', id: 'fixed-id', published: false });
    expect((await repository.get({ kind: 'contact', id: 'fixed-id' }))?.eventPublished).toBe(false);
  });

  it('replays an idempotent retry: same id, one record, publishes only what is still unpublished', async () => {
    const { repository, events, deps } = setup();
    events.failuresLeft = 1;
    const first = await submitRequest(deps, { submission: contact, idempotencyKey: 'key-1' });
    const second = await submitRequest(deps, { submission: contact, idempotencyKey: ' key-1 ' });
    const third = await submitRequest(deps, { submission: contact, idempotencyKey: 'key-1' });

    expect(first).toMatchObject({ status: 'created', published: false });
    expect(second).toEqual({ status: 'replayed', id: first.status === 'created' ? first.id : '', published: true });
    expect(third).toMatchObject({ status: 'replayed', published: true });
    expect(repository.items.size).toBe(1);
    expect(events.published).toHaveLength(1);
    // The dashboard counts the request once: only the put that stored it counts.
    expect(repository.counted).toEqual([`contact/${first.status === 'created' ? first.id : ''}`]);
  });

  it('publishes once when 20 identical submissions with one key arrive at the same time', async () => {
    const { repository, events, deps } = setup();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => submitRequest(deps, { submission: contact, idempotencyKey: 'key-parallel' })));
    expect(new Set(outcomes.map((o) => o.id)).size).toBe(1);
    expect(repository.items.size).toBe(1);
    expect(events.published).toHaveLength(1);
  });

  it('answers conflict for a key reused with another body', async () => {
    const { deps } = setup();
    await submitRequest(deps, { submission: contact, idempotencyKey: 'key-2' });
    const other: Submission = { kind: 'contact', fields: { ...fields, message: 'anders' } };
    await expect(submitRequest(deps, { submission: other, idempotencyKey: 'key-2' })).rejects.toMatchObject({ reason: 'conflict', message: apiMessages.idempotencyConflict });
  });

  it('stores a demo request with status pending and publishes DemoRequested', async () => {
    const { repository, events, deps } = setup();
    await submitRequest(deps, {
      submission: {
        kind: 'demo_request',
        fields: {
          first_name: 'Erika',
          last_name: 'Musterfrau',
          company_name: 'Salon',
          email: 'e@example.de',
          phone: '0301234',
          privacy_accepted: true,
        },
      },
    });
    expect(await repository.get({ kind: 'demo_request', id: 'fixed-id' })).toMatchObject({
      kind: 'demo_request',
      status: 'pending',
    });
    expect(events.published).toEqual([{ detailType: 'DemoRequested', detail: { demoRequestId: 'fixed-id' } }]);
  });
});
