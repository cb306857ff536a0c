import { ALL_DEMOS, type DemoCategoryFilter, type DemoTrack } from '@rufbereit/shared';

/** Tracks of the chosen category whose title or description contains every word of the search (case-insensitive). */
export function filterTracks(tracks: readonly DemoTrack[], category: DemoCategoryFilter, search: string): DemoTrack[] {
  const words = search.toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
  return tracks.filter((track) => {
    if (category !== ALL_DEMOS && track.categoryId !== category) return false;
    const text = `${track.title} ${track.description}`.toLocaleLowerCase('de');
    return words.every((word) => text.includes(word));
  });
}
