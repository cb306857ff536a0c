import { describe, expect, it } from 'vitest';
import { formatTrackDuration, type DemoTrackRecord } from '@rufbereit/shared';
import { createDemoTrack, deleteDemoTrack, listDemoTracks, updateDemoTrack } from './demo-tracks';

const record = (id: string, category_id: DemoTrackRecord['category_id'], sort_order: number, title = id): DemoTrackRecord => ({
  id,
  title,
  description: `Beschreibung ${id}`,
  category_id,
  duration: '0:30',
  audio_key: `media/audio/${id}.mp3`,
  icon: 'stethoscope',
  sort_order,
  created_at: '2026-11-23T00:00:00.000Z',
  updated_at: '2026-11-23T00:00:00.000Z',
});

const repository = (records: DemoTrackRecord[]) => ({ listAll: () => Promise.resolve(records) });

describe('listDemoTracks', () => {
  const records = [record('c', 'health', 30), record('a', 'beauty', 10, 'Zahn'), record('b', 'health', 10, 'Aaa'), record('d', 'petcare', 20)];

  it('lists all tracks by sort order, ties by title', async () => {
    expect((await listDemoTracks({ repository: repository(records) }, 'all')).map((t) => t.id)).toEqual(['b', 'a', 'd', 'c']);
  });

  it('keeps one category and answers with public URLs', async () => {
    const tracks = await listDemoTracks({ repository: repository(records) }, 'health');
    expect(tracks.map((t) => t.id)).toEqual(['b', 'c']);
    expect(tracks[0]).toMatchObject({ categoryId: 'health', audioUrl: '/media/audio/b.mp3' });
  });

  it('refuses to hand out a key outside the public media prefix', async () => {
    await expect(listDemoTracks({ repository: repository([{ ...record('x', 'health', 1), audio_key: 'private/x.mp3' }]) }, 'all')).rejects.toThrow();
  });
});

describe('formatTrackDuration', () => {
  it('shows whole seconds as m:ss', () => {
    expect(formatTrackDuration(24.06)).toBe('0:24');
    expect(formatTrackDuration(75.9)).toBe('1:15');
    expect(formatTrackDuration(600)).toBe('10:00');
    expect(formatTrackDuration(Number.NaN)).toBe('1:00');
  });
});

describe('the demo administration', () => {
  class Store {
    readonly items = new Map<string, DemoTrackRecord>();
    listAll = async () => [...this.items.values()];
    get = async (id: string) => this.items.get(id);
    put = async (r: DemoTrackRecord) => void this.items.set(r.id, r);
    putNew = async (r: DemoTrackRecord) => {
      if (this.items.has(r.id)) return false;
      this.items.set(r.id, r);
      return true;
    };
    remove = async (id: string) => void this.items.delete(id);
  }
  const removed: string[] = [];
  const objects = { remove: async (key: string) => void removed.push(key) };
  const published = (key: string) => async () => ({ key, duration: '0:42', size: 1000 });
  const input = { title: 'Neu', description: 'Text', categoryId: 'petcare' as const, uploadId: 'x' };

  it('creates a track at the end of the list with the file’s duration and the category’s icon', async () => {
    const store = new Store();
    store.items.set('a', record('a', 'health', 30));
    const track = await createDemoTrack({ store, publish: published('media/audio/n.mp3') }, input);
    expect(track).toMatchObject({ title: 'Neu', duration: '0:42', audioUrl: '/media/audio/n.mp3', icon: 'paw-print', categoryId: 'petcare' });
    expect(store.items.get(track.id)?.sort_order).toBe(40);
  });

  it('makes one track of one upload: sent again it answers that track, in parallel the losers wait for it', async () => {
    const store = new Store();
    const uploadId = '0b7c2f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f.mp3';
    let publishedOnce = false;
    // The winner's publish finishes only once the four others found the file published and wait for its
    // track: the interleaving is set by the test, not by a sleep.
    let losersWaiting = 0;
    let everyLoserWaits = (): void => undefined;
    const losersAllWait = new Promise<void>((resolve) => (everyLoserWaits = resolve));
    // The first create publishes; the others find the file no longer pending (as the real check does).
    const publish = async () => {
      if (publishedOnce) throw new Error('NoSuchKey');
      publishedOnce = true;
      await losersAllWait;
      return { key: `media/audio/${uploadId}`, duration: '0:42', size: 1000 };
    };
    const isPublished = async () => {
      if (++losersWaiting === 4) everyLoserWaits();
      return publishedOnce;
    };
    const parallel = { isPublished, everyMs: 5 };
    const tracks = await Promise.all(Array.from({ length: 5 }, () => createDemoTrack({ store, publish, parallel }, { ...input, uploadId })));
    expect(store.items.size).toBe(1);
    expect(new Set(tracks.map((t) => t.id))).toEqual(new Set(['0b7c2f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f']));
    const again = await createDemoTrack({ store, publish, parallel }, { ...input, uploadId });
    expect(again.id).toBe(tracks[0]?.id);
    expect(store.items.size).toBe(1);
  });

  it('stores one track when two creates both published the same file (the conditional write decides)', async () => {
    const store = new Store();
    const uploadId = '1b7c2f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f.mp3';
    const tracks = await Promise.all([
      createDemoTrack({ store, publish: published(`media/audio/${uploadId}`) }, { ...input, uploadId, title: 'Erster' }),
      createDemoTrack({ store, publish: published(`media/audio/${uploadId}`) }, { ...input, uploadId, title: 'Zweiter' }),
    ]);
    expect(store.items.size).toBe(1);
    expect(tracks[0]).toEqual(tracks[1]);
  });

  it('passes a refusal on when no other create published the file', async () => {
    const store = new Store();
    const refuse = async () => Promise.reject(new Error('refused'));
    await expect(createDemoTrack({ store, publish: refuse, parallel: { isPublished: async () => false } }, input)).rejects.toThrow('refused');
    expect(store.items.size).toBe(0);
  });

  it('stores nothing when the file is refused', async () => {
    const store = new Store();
    const refuse = async () => Promise.reject(new Error('refused'));
    await expect(createDemoTrack({ store, publish: refuse }, input)).rejects.toThrow('refused');
    expect(store.items.size).toBe(0);
  });

  it('replacing a file removes the old one, deleting a track removes its file, never one of the project’s recordings', async () => {
    const store = new Store();
    store.items.set('u', { ...record('u', 'health', 10), audio_key: 'media/audio/alt.mp3' });
    store.items.set('friseur', { ...record('friseur', 'beauty', 20), audio_key: 'media/audio/friseur.mp3' });
    removed.length = 0;
    await updateDemoTrack({ store, objects, publish: published('media/audio/neu.mp3') }, { ...input, id: 'u' });
    expect(removed).toEqual(['media/audio/alt.mp3']);
    await deleteDemoTrack({ store, objects }, 'u');
    await deleteDemoTrack({ store, objects }, 'friseur');
    expect(removed).toEqual(['media/audio/alt.mp3', 'media/audio/neu.mp3']);
    expect(store.items.size).toBe(0);
    await expect(deleteDemoTrack({ store, objects }, 'u')).rejects.toMatchObject({ reason: 'notFound' });
  });
});
