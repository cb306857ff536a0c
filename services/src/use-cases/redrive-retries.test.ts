import '../testing/quiet-logs';
import { describe, expect, it } from 'vitest';
import { InMemoryRequestRepository } from '../testing/in-memory-repository';
import { contactRecord, demoRequestRecord } from '../testing/fixtures';
import type { BusMessage, EventPublisher } from './ports';
import { redriveDueRetries } from './redrive-retries';

class Recorder implements EventPublisher {
  readonly published: BusMessage[] = [];
  async publish(message: BusMessage): Promise<void> {
    this.published.push(message);
  }
}

describe('redriveDueRetries', () => {
  it('publishes the event again for requests with a step due, leaves the others, and clears the mark of healed ones', async () => {
    const repository = new InMemoryRequestRepository();
    const events = new Recorder();
    const now = new Date('2026-03-01T12:00:00Z');
    const retrying = (nextAttemptAt: string) => ({ status: 'retrying' as const, attempts: 2, nextAttemptAt });
    await repository.createIfAbsent(contactRecord({ id: 'due', retrying: 'pending', crm: retrying('2026-03-01T11:59:59.000Z') }));
    await repository.createIfAbsent(demoRequestRecord({ id: 'due-mail', retrying: 'pending', mail: retrying('2026-03-01T12:00:00.000Z') }));
    await repository.createIfAbsent(contactRecord({ id: 'later', retrying: 'pending', crm: retrying('2026-03-01T12:00:01.000Z') }));
    await repository.createIfAbsent(contactRecord({ id: 'healed', retrying: 'pending', crm: { status: 'done', attempts: 3 } }));
    await repository.createIfAbsent(contactRecord({ id: 'unmarked', crm: retrying('2026-03-01T11:00:00.000Z') }));

    expect(await redriveDueRetries({ repository, events, now: () => now })).toEqual({ republished: 2, failed: 0 });
    expect(events.published).toEqual([
      { detailType: 'ContactCreated', detail: { contactId: 'due' } },
      { detailType: 'DemoRequested', detail: { demoRequestId: 'due-mail' } },
    ]);
    expect((await repository.get({ kind: 'contact', id: 'healed' }))?.retrying).toBeUndefined();
    expect((await repository.get({ kind: 'contact', id: 'later' }))?.retrying).toBe('pending');
  });
});
