import { describe, expect, it } from 'vitest';
import { demoRecordings, recordingAsTrack } from '@rufbereit/shared';
import { filterTracks } from './filter-tracks';

const tracks = demoRecordings.map(recordingAsTrack);
const ids = (category: Parameters<typeof filterTracks>[1], search: string) => filterTracks(tracks, category, search).map((t) => t.id);

describe('filterTracks', () => {
  it('keeps every track for all and no search', () => {
    expect(ids('all', '')).toEqual(['friseur', 'physio', 'tierarzt', 'gesundheit']);
  });
  it('keeps one category', () => {
    expect(ids('health', '')).toEqual(['physio', 'gesundheit']);
  });
  it('searches title and description, every word, ignoring case', () => {
    expect(ids('all', 'SMS hund')).toEqual(['tierarzt', 'gesundheit']);
    expect(ids('health', 'hund')).toEqual(['gesundheit']);
    expect(ids('all', 'Zahnbürste')).toEqual([]);
  });
});
