import { demoCallMessages } from '@rufbereit/shared';

export type DemoCategoryId = 'all' | 'health' | 'beauty' | 'petcare';
export type DemoTrackIcon = 'scissors' | 'stethoscope' | 'paw-print';

/** A demo recording (spec 000 section 3, "Demo track"). */
export interface DemoTrack {
  id: string;
  title: string;
  description: string;
  /** Public media file, served from the media bucket under /media/{key}. */
  audioUrl: string;
  /** Played instead when audioUrl cannot be loaded. */
  fallbackUrl?: string;
  icon: DemoTrackIcon;
  categoryId: Exclude<DemoCategoryId, 'all'>;
  /** As shown on the card, m:ss. */
  duration: string;
}

export interface DemoCategory {
  id: DemoCategoryId;
  label: string;
}

export const demoCategories: readonly DemoCategory[] = [
  { id: 'all', label: demoCallMessages.categories.all },
  { id: 'health', label: demoCallMessages.categories.health },
  { id: 'beauty', label: demoCallMessages.categories.beauty },
  { id: 'petcare', label: demoCallMessages.categories.petcare },
];

/** Where the media bucket is served (CloudFront behaviour /media/*, locally the same path). */
export const MEDIA_BASE_PATH = '/media';
/** A one-second chime for players that want a fallback sound (spec: "alternativer Sound"). */
export const FALLBACK_AUDIO_URL = `${MEDIA_BASE_PATH}/audio/fallback.mp3`;

/**
 * The three demo calls of the landing page, in card order (hair salon, physiotherapy, veterinary
 * practice). The recordings are built by scripts/make-demo-audio.sh to exactly these durations.
 * They have no fallback sound: a one-second chime instead of a conversation would mislead, so a
 * failing card shows its error and reload button instead.
 */
export const demoTracks: readonly DemoTrack[] = [
  {
    id: 'friseur',
    title: 'Friseursalon',
    description:
      'Ein Kunde möchte Schneiden und Färben: Der Assistent findet einen freien Termin, plant die passende Dauer ein und bestätigt per SMS.',
    audioUrl: `${MEDIA_BASE_PATH}/audio/friseur.mp3`,
    icon: 'scissors',
    categoryId: 'beauty',
    duration: '0:24',
  },
  {
    id: 'physio',
    title: 'Physiotherapie',
    description:
      'Ein Patient mit Rezept bucht Krankengymnastik: Der Assistent bietet zwei Termine an, nimmt den Namen auf und schickt die Bestätigung per SMS.',
    audioUrl: `${MEDIA_BASE_PATH}/audio/physio.mp3`,
    icon: 'stethoscope',
    categoryId: 'health',
    duration: '0:30',
  },
  {
    id: 'tierarzt',
    title: 'Tierarztpraxis',
    description:
      'Ein Hundehalter braucht die jährliche Impfung: Der Assistent vergibt den Termin in der Tierarztpraxis und bestätigt ihn per SMS.',
    audioUrl: `${MEDIA_BASE_PATH}/audio/tierarzt.mp3`,
    icon: 'paw-print',
    categoryId: 'petcare',
    duration: '0:28',
  },
];

export function tracksInCategory(tracks: readonly DemoTrack[], category: DemoCategoryId): readonly DemoTrack[] {
  return category === 'all' ? tracks : tracks.filter((track) => track.categoryId === category);
}

/** "0:30" -> "PT0M30S" for <time dateTime>. */
export function isoDuration(duration: string): string {
  const [minutes = '0', seconds = '0'] = duration.split(':');
  return `PT${Number(minutes)}M${Number(seconds)}S`;
}
