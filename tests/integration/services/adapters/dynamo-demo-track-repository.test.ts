import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoTrackRecord } from '@rufbereit/shared';
import { startTestDynamo, type TestDynamo } from '../../../support/local-dynamo';
import { demoTrackRepositoryFromEnv } from '../../../../services/src/adapters/dynamo-demo-track-repository';

// Against dynalite through the real SDK: a reorder's moves and an edit's write are conditional.
let dynamo: TestDynamo;
beforeAll(async () => {
  dynamo = await startTestDynamo();
});
afterAll(() => dynamo.stop());

const track = (id: string, sort_order: number): DemoTrackRecord => ({
  id,
  title: `Titel ${id}`,
  description: 'Ein Anruf.',
  category_id: 'beauty',
  duration: '0:24',
  audio_key: `media/audio/${id}.mp3`,
  icon: 'scissors',
  sort_order,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

describe('DynamoDemoTrackRepository', () => {
  it('moves a track only from the position the reorder was made from, never an unknown one', async () => {
    const store = demoTrackRepositoryFromEnv();
    await store.putNew(track('a', 10));
    expect(await store.move('a', 10, 40)).toBe(true);
    expect(await store.move('a', 10, 50)).toBe(false);
    expect((await store.get('a'))?.sort_order).toBe(40);
    expect(await store.move('gibt-es-nicht', 10, 20)).toBe(false);
    expect(await store.get('gibt-es-nicht')).toBeUndefined();
  });

  it('keeps the position a reorder gave a track while an edit read it before', async () => {
    const store = demoTrackRepositoryFromEnv();
    await store.putNew(track('b', 20));
    const readByEdit = await store.get('b');
    if (!readByEdit) throw new Error('no track');
    expect(await store.move('b', 20, 70)).toBe(true);
    await store.put({ ...readByEdit, title: 'Neuer Titel' });
    expect(await store.get('b')).toMatchObject({ title: 'Neuer Titel', sort_order: 70 });
  });
});
