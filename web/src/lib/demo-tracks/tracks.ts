import {
  demoCategories as sharedDemoCategories,
  demoRecording,
  type DemoCategoryFilter,
  type DemoTrack as SharedDemoTrack,
  type DemoTrackIcon as SharedDemoTrackIcon,
} from '@rufbereit/shared';

export type DemoCategoryId = DemoCategoryFilter;
export type DemoTrackIcon = SharedDemoTrackIcon;

/** A demo recording (spec: entities, "Demo track"), optionally with a fallback sound. */
export interface DemoTrack extends SharedDemoTrack {
  /** Played instead when audioUrl cannot be loaded. */
  fallbackUrl?: string;
}

export interface DemoCategory {
  id: DemoCategoryId;
  label: string;
}

/** The filter chips: 'Alle Demos' and the categories kept once in shared/. */
export const demoCategories: readonly DemoCategory[] = sharedDemoCategories.map(({ id, name }) => ({ id, label: name }));

/** Where the media bucket is served (CloudFront behaviour /media/*, locally the same path). */
export const MEDIA_BASE_PATH = '/media';
/** A one-second chime for players that want a fallback sound (spec: "alternativer Sound"). */
export const FALLBACK_AUDIO_URL = `${MEDIA_BASE_PATH}/audio/fallback.mp3`;

/**
 * The three demo calls of the landing page, in card order (hair salon, physiotherapy, veterinary
 * practice): the project's recordings from shared/ — the same rows `npm start` seeds into
 * demo_tracks — taken at build time, so the prerendered section needs no API call.
 * They have no fallback sound: a one-second chime instead of a conversation would mislead, so a
 * failing card shows its error and reload button instead.
 */
export const demoTracks: readonly DemoTrack[] = [demoRecording('friseur'), demoRecording('physio'), demoRecording('tierarzt')];

export function tracksInCategory(tracks: readonly DemoTrack[], category: DemoCategoryId): readonly DemoTrack[] {
  return category === 'all' ? tracks : tracks.filter((track) => track.categoryId === category);
}

/** "0:30" -> "PT0M30S" for <time dateTime>. */
export function isoDuration(duration: string): string {
  const [minutes = '0', seconds = '0'] = duration.split(':');
  return `PT${Number(minutes)}M${Number(seconds)}S`;
}
