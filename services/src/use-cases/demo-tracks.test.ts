import { describe, expect, it } from 'vitest';
import { formatTrackDuration, type DemoTrackRecord } from '@rufbereit/shared';
import { listDemoTracks } from './demo-tracks';

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
    expect((await listDemoTracks(repository(records), 'all')).map((t) => t.id)).toEqual(['b', 'a', 'd', 'c']);
  });

  it('keeps one category and answers with public URLs', async () => {
    const tracks = await listDemoTracks(repository(records), 'health');
    expect(tracks.map((t) => t.id)).toEqual(['b', 'c']);
    expect(tracks[0]).toMatchObject({ categoryId: 'health', audioUrl: '/media/audio/b.mp3' });
  });

  it('refuses to hand out a key outside the public media prefix', async () => {
    await expect(listDemoTracks(repository([{ ...record('x', 'health', 1), audio_key: 'private/x.mp3' }]), 'all')).rejects.toThrow();
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
