import '../testing/quiet-logs';
import { describe, expect, it } from 'vitest';
import { InMemoryRequestRepository } from '../testing/in-memory-repository';
import { contactRecord, demoRequestRecord } from '../testing/fixtures';
import type { BusMessage, EventPublisher } from './ports';
import { sweepUnpublished } from './sweep-unpublished';

class Recorder implements EventPublisher {
  readonly published: BusMessage[] = [];
  down = false;
  async publish(message: BusMessage): Promise<void> {
    if (this.down) throw new Error('bus down');
    this.published.push(message);
  }
}

const now = new Date('2026-03-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

async function setup() {
  const repository = new InMemoryRequestRepository();
  const events = new Recorder();
  const unpublished = { eventPublished: false, unpublished: 'pending' as const };
  await repository.createIfAbsent(contactRecord({ id: 'old', ...unpublished, createdAt: ago(120), publishClaimedUntil: ago(90) }));
  await repository.createIfAbsent(demoRequestRecord({ id: 'old-demo', ...unpublished, createdAt: ago(61) }));
  await repository.createIfAbsent(contactRecord({ id: 'young', ...unpublished, createdAt: ago(10), publishClaimedUntil: ago(-20) }));
  await repository.createIfAbsent(contactRecord({ id: 'claimed', ...unpublished, createdAt: ago(300), publishClaimedUntil: ago(-5) }));
  await repository.createIfAbsent(contactRecord({ id: 'done', eventPublished: true, createdAt: ago(300) }));
  const deps = { repository, events, minAgeSeconds: 60, now: () => now };
  return { repository, events, deps };
}

describe('sweepUnpublished', () => {
  it('publishes the events of unpublished requests older than the minimum age, unless someone holds the claim', async () => {
    const { repository, events, deps } = await setup();
    expect(await sweepUnpublished(deps)).toEqual({ published: 2, failed: 0 });
    expect(events.published).toEqual([
      { detailType: 'ContactCreated', detail: { contactId: 'old' } },
      { detailType: 'DemoRequested', detail: { demoRequestId: 'old-demo' } },
    ]);
    expect((await repository.get({ kind: 'contact', id: 'old' }))?.eventPublished).toBe(true);
    expect((await repository.get({ kind: 'contact', id: 'young' }))?.eventPublished).toBe(false);
    expect((await repository.get({ kind: 'contact', id: 'claimed' }))?.eventPublished).toBe(false);
    // A second run finds nothing more.
    expect(await sweepUnpublished(deps)).toEqual({ published: 0, failed: 0 });
  });

  it('counts what it could not publish and leaves it for the next run', async () => {
    const { repository, events, deps } = await setup();
    events.down = true;
    expect(await sweepUnpublished(deps)).toEqual({ published: 0, failed: 2 });
    expect(await repository.get({ kind: 'contact', id: 'old' })).toMatchObject({ eventPublished: false, unpublished: 'pending' });
    events.down = false;
    expect(await sweepUnpublished(deps)).toEqual({ published: 2, failed: 0 });
  });
});
