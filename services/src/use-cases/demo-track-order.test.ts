import { describe, expect, it } from 'vitest';
import { demoAdminMessages, type DemoTrackRecord } from '@rufbereit/shared';
import { adminDemoTrackList, orderVersionOf, planReorder, reorderDemoTracks, type DemoTrackOrderStore } from './demo-track-order';

const track = (id: string, sort_order: number): DemoTrackRecord => ({
  id,
  title: id.toUpperCase(),
  description: 'Ein Anruf.',
  category_id: 'health',
  duration: '0:30',
  audio_key: `media/audio/${id}.mp3`,
  icon: 'stethoscope',
  sort_order,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

/** The table as the DynamoDB adapter has it: a conditional write per move; `beforeMove` runs once before the next move. */
class TrackTable implements DemoTrackOrderStore {
  readonly rows = new Map<string, DemoTrackRecord>();
  beforeMove?: () => void;
  constructor(records: DemoTrackRecord[]) {
    for (const r of records) this.rows.set(r.id, { ...r });
  }
  async listAll() {
    return [...this.rows.values()].map((r) => ({ ...r }));
  }
  async move(id: string, from: number, to: number) {
    const hook = this.beforeMove;
    this.beforeMove = undefined;
    hook?.();
    const row = this.rows.get(id);
    if (row?.sort_order !== from) return false;
    row.sort_order = to;
    return true;
  }
  order = async () => (await adminDemoTrackList({ repository: this })).tracks.map((t) => t.id);
}

const seeded = () => new TrackTable([track('physio', 20), track('friseur', 10), track('tierarzt', 30)]);

describe('planReorder', () => {
  it('moves every track above the current positions in the new order, written in id order', () => {
    const moves = planReorder([track('physio', 20), track('friseur', 10), track('tierarzt', 30)], ['tierarzt', 'friseur', 'physio']);
    expect(moves).toEqual([
      { id: 'friseur', from: 10, to: 50 },
      { id: 'physio', from: 20, to: 60 },
      { id: 'tierarzt', from: 30, to: 40 },
    ]);
  });

  it('refuses an id no track has, an order that leaves a track out, and one that names a track twice', () => {
    const current = [track('a', 10), track('b', 20)];
    expect(() => planReorder(current, ['a', 'b', 'x'])).toThrow(demoAdminMessages.trackNotFound);
    expect(() => planReorder(current, ['a'])).toThrow(demoAdminMessages.orderIncomplete);
    expect(() => planReorder(current, ['a', 'a'])).toThrow(demoAdminMessages.orderIncomplete);
  });
});

describe('orderVersionOf', () => {
  it('depends on the order, not on how the table lists the tracks', () => {
    const a = [track('a', 10), track('b', 20)];
    expect(orderVersionOf(a)).toBe(orderVersionOf([...a].reverse()));
    expect(orderVersionOf(a)).not.toBe(orderVersionOf([track('a', 30), track('b', 20)]));
    expect(orderVersionOf(a)).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('reorderDemoTracks', () => {
  it('puts the tracks into the new order and answers it with its new version', async () => {
    const table = seeded();
    const { orderVersion } = await adminDemoTrackList({ repository: table });
    const answer = await reorderDemoTracks({ store: table }, { trackIds: ['tierarzt', 'physio', 'friseur'], version: orderVersion });
    expect(answer.tracks.map((t) => t.id)).toEqual(['tierarzt', 'physio', 'friseur']);
    expect(await table.order()).toEqual(['tierarzt', 'physio', 'friseur']);
    expect(answer.orderVersion).not.toBe(orderVersion);
    // The same order again from the new version: still that order.
    await reorderDemoTracks({ store: table }, { trackIds: ['tierarzt', 'physio', 'friseur'], version: answer.orderVersion });
    expect(await table.order()).toEqual(['tierarzt', 'physio', 'friseur']);
  });

  it('refuses a stale version with the German message and changes nothing', async () => {
    const table = seeded();
    const { orderVersion } = await adminDemoTrackList({ repository: table });
    await reorderDemoTracks({ store: table }, { trackIds: ['physio', 'friseur', 'tierarzt'], version: orderVersion });
    const before = await table.listAll();
    await expect(reorderDemoTracks({ store: table }, { trackIds: ['tierarzt', 'friseur', 'physio'], version: orderVersion })).rejects.toMatchObject({
      reason: 'conflict',
      message: demoAdminMessages.orderStale,
    });
    expect(await table.listAll()).toEqual(before);
  });

  it('of two reorders from one version, the second loses at its first write and writes nothing', async () => {
    const table = seeded();
    const { orderVersion } = await adminDemoTrackList({ repository: table });
    // The other reorder moves 'friseur' (the first track by id) between this one's check and its first write.
    table.beforeMove = () => {
      const friseur = table.rows.get('friseur');
      if (friseur) friseur.sort_order = 99;
    };
    await expect(reorderDemoTracks({ store: table }, { trackIds: ['tierarzt', 'physio', 'friseur'], version: orderVersion })).rejects.toMatchObject({ reason: 'conflict' });
    expect(await table.order()).toEqual(['physio', 'tierarzt', 'friseur']);
    expect(table.rows.get('physio')?.sort_order).toBe(20);
  });

  it('undoes its moves when a later write is lost (a track deleted meanwhile)', async () => {
    const table = seeded();
    const { orderVersion } = await adminDemoTrackList({ repository: table });
    const move = table.move.bind(table);
    let calls = 0;
    table.move = async (id, from, to) => {
      calls += 1;
      if (calls === 2) table.rows.delete('physio');
      return move(id, from, to);
    };
    await expect(reorderDemoTracks({ store: table }, { trackIds: ['tierarzt', 'physio', 'friseur'], version: orderVersion })).rejects.toMatchObject({ reason: 'conflict' });
    expect(table.rows.get('friseur')?.sort_order).toBe(10);
    expect(table.rows.get('tierarzt')?.sort_order).toBe(30);
  });
});
